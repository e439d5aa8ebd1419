package dev.imcp.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs the three clients in turn, each in a fresh JVM against a fresh server-everything, {@code --runs} times (the
 * order rotates between runs), and writes {@code report.json} and {@code report.md} to {@code --out}: medians with
 * min–max, ratios computed pair by pair within each run, and the targets met or missed.
 *
 * <p>Arguments: {@code [--runs N] [--out DIR] [--smoke]}; {@code --smoke} runs a few hundred calls per client, for
 * checking the harness, not for figures.
 */
public final class Harness {
  static final List<String> CLIENTS = List.of("imcp", "official", "raw");

  private Harness() {}

  public static void main(String[] args) throws Exception {
    int runs = 3;
    Path out = Path.of("target/bench");
    Workload workload = Workload.FULL;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--runs" -> runs = Integer.parseInt(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        case "--smoke" -> workload = Workload.SMOKE;
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    Report report = run(runs, workload);
    Files.createDirectories(out);
    Files.writeString(out.resolve("report.json"), report.json());
    Files.writeString(out.resolve("report.md"), report.markdown());
    System.out.println(report.markdown());
  }

  static Report run(int runs, Workload workload) throws IOException, InterruptedException {
    List<List<JsonNode>> results = new ArrayList<>();
    for (int run = 0; run < runs; run++) {
      List<JsonNode> thisRun = new ArrayList<>();
      for (int i = 0; i < CLIENTS.size(); i++) {
        String client = CLIENTS.get((i + run) % CLIENTS.size());
        thisRun.add(fork(client, workload));
      }
      results.add(thisRun);
    }
    return new Report(workload, results);
  }

  /** One client in a JVM of its own, with the same flags for every client. */
  private static JsonNode fork(String client, Workload workload) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx1g", "-Dorg.slf4j.simpleLogger.defaultLogLevel=error",
        "-Dimcp.testServers=" + System.getProperty("imcp.testServers", "test-servers/node_modules"),
        "-cp", System.getProperty("java.class.path"), ClientRunner.class.getName(), client,
        Long.toString(System.currentTimeMillis())));
    command.addAll(List.of(workload.arguments()));
    Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    String result = null;
    try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (line.startsWith("RESULT ")) {
          result = line.substring("RESULT ".length());
        }
      }
    }
    if (!process.waitFor(10, TimeUnit.MINUTES) || process.exitValue() != 0 || result == null) {
      process.destroyForcibly();
      throw new IllegalStateException("client " + client + " failed (exit " + (process.isAlive() ? "none" : process.exitValue()) + ")");
    }
    return JsonMapper.builder().build().readTree(result);
  }
}
