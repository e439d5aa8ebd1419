package dev.imcp.bench.scale;

import dev.imcp.codegen.GeneratedFile;
import dev.imcp.codegen.Generator;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Generation against javac in a fresh JVM, as a one-off Maven build meets them: each launch reads a synthetic snapshot,
 * generates once and compiles the result once, in process, nothing warmed. Arguments: {@code [--out DIR]
 * [--sizes 100,1000] [--launches 3]}; prints each launch and the median ratio per size, and writes them to {@code
 * cold-generation.md}. ({@code GeneratorScaling} measures both at steady
 * state, which a long-lived JVM such as mvnd or an IDE sees.)
 */
public final class ColdGeneration {
  private ColdGeneration() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    // Long: a harness's main: the child's mode, the runs and the report, in order.
    if (args.length == 2 && args[0].equals("--once")) {
      once(Path.of(args[1]));
      return;
    }
    Path out = Path.of("target/bench");
    List<Integer> sizes = List.of(100, 1_000);
    int launches = 3;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--sizes" ->
          sizes = Arrays.stream(args[++i].split(",")).map(Integer::parseInt).toList();
        case "--launches" -> launches = Integer.parseInt(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    StringBuilder md = new StringBuilder(
        "| tools | generation (ms) | javac (ms) | generation / javac |\n| --- | --- | --- | --- |\n");
    for (int size : sizes) {
      Path snapshot = Files.createTempFile("imcp-cold-" + size, ".json");
      List<double[]> samples = new ArrayList<>();
      try {
        Files.writeString(snapshot, SyntheticSnapshots.toolsList(size));
        for (int launch = 0; launch < launches; launch++) {
          samples.add(launch(snapshot, size));
        }
      } finally {
        Files.delete(snapshot);
      }
      double[] ratios = samples.stream().mapToDouble(s -> s[0] / s[1]).sorted().toArray();
      String row = String.format(
          Locale.ROOT,
          "| %d | %s | %s | %.3f (%.3f–%.3f) |%n",
          size,
          joined(samples, 0),
          joined(samples, 1),
          GeneratorScaling.median(ratios),
          ratios[0],
          ratios[ratios.length - 1]);
      System.out.print(row);
      md.append(row);
    }
    Files.createDirectories(out);
    Files.writeString(out.resolve("cold-generation.md"), md.toString());
  }

  /** One launch: generation and javac in milliseconds. */
  private static double[] launch(Path snapshot, int size) throws IOException, InterruptedException {
    Process child = new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-cp",
            System.getProperty("java.class.path"),
            ColdGeneration.class.getName(),
            "--once",
            snapshot.toString())
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
    String line;
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
      line = out.readLine();
    }
    if (child.waitFor() != 0 || line == null) {
      throw new IllegalStateException("the cold launch for " + size + " tools failed");
    }
    String[] parts = line.split(" ");
    return new double[] {Double.parseDouble(parts[0]), Double.parseDouble(parts[1])};
  }

  /** In the fresh JVM: reading the snapshot file counts, as it does in the plugin's generate goal. */
  private static void once(Path file) throws IOException {
    long start = System.nanoTime();
    Snapshot snapshot = SnapshotFormat.read(file);
    List<GeneratedFile> files =
        Generator.generate(snapshot, SyntheticSnapshots.options()).files();
    double generationMs = (System.nanoTime() - start) / 1e6;
    double javacMs = GeneratorScaling.javacMillis(files);
    System.out.printf(Locale.ROOT, "%.0f %.0f%n", generationMs, javacMs);
  }

  private static String joined(List<double[]> samples, int index) {
    return String.join(
        ", ",
        samples.stream().map(s -> String.format(Locale.ROOT, "%.0f", s[index])).toList());
  }
}
