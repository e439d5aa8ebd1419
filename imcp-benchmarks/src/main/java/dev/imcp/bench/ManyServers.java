package dev.imcp.bench;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * Many servers in one JVM: connects {@code --clients} clients (200 by default), each to a server process of its own
 * ({@code test-servers/echo-server.pl}, a few MB each, so that the servers do not crowd the machine), one after the
 * other; makes one call through each; lets them idle; and reports the platform threads and the retained heap per idle
 * client (after a full GC, against the same JVM before the first), grouped by thread name, with the connect and call
 * times. Writes {@code many-servers.md} to {@code --out}.
 *
 * <p>Run: {@code java -cp <the benchmarks' class path> dev.imcp.bench.ManyServers [--clients N] [--out DIR]}.
 */
public final class ManyServers {
  /** The runtime's idle threads end 2 s after their last task; this is well past it. */
  private static final long IDLE_MILLIS = 3_000;

  private ManyServers() {}

  public static void main(String[] args) throws Exception {
    int count = 200;
    Path out = Path.of("target/bench");
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--clients" -> count = Integer.parseInt(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    String report = run(count);
    Files.createDirectories(out);
    Files.writeString(out.resolve("many-servers.md"), report);
    System.out.println(report);
    System.exit(0);
  }

  static List<String> server() {
    Path script = Path.of(System.getProperty("imcp.testServers", "test-servers/node_modules"))
        .resolveSibling("echo-server.pl")
        .toAbsolutePath();
    return List.of("perl", script.toString());
  }

  private static String run(int count) throws InterruptedException {
    // Long: a measurement's steps in order (warm-up, baseline, N clients, idle, report).
    // One client first, closed: the runtime's classes are loaded and its JIT started before the
    // baseline, so that the figures are per client, not the runtime's one-off cost.
    try (McpClient warm = McpClient.stdio(ServerCommand.of(server())).connect()) {
      warm.callTool("echo", Map.of("message", "warm"));
    }
    Thread.sleep(IDLE_MILLIS);
    int threadsBefore = platformThreads();
    Map<String, Integer> namesBefore = threadsByName();
    long heapBefore = heapAfterGc();
    List<McpClient> clients = new ArrayList<>();
    double[] connectMs = new double[count];
    double[] callMs = new double[count];
    long start = System.nanoTime();
    for (int i = 0; i < count; i++) {
      long began = System.nanoTime();
      clients.add(McpClient.stdio(ServerCommand.of(server())).connect());
      connectMs[i] = (System.nanoTime() - began) / 1e6;
    }
    double connectAllMs = (System.nanoTime() - start) / 1e6;
    for (int i = 0; i < count; i++) {
      long began = System.nanoTime();
      String text = clients.get(i).callTool("echo", Map.of("message", "m" + i)).text();
      callMs[i] = (System.nanoTime() - began) / 1e6;
      if (!text.equals("Echo: m" + i)) {
        throw new IllegalStateException("wrong answer from client " + i + ": " + text);
      }
    }
    Thread.sleep(IDLE_MILLIS);
    int threadsIdle = platformThreads();
    Map<String, Integer> namesIdle = threadsByName();
    long heapIdle = heapAfterGc();
    long closing = System.nanoTime();
    clients.forEach(McpClient::close);
    double closeAllMs = (System.nanoTime() - closing) / 1e6;
    StringBuilder md = new StringBuilder();
    md.append(String.format(
        Locale.ROOT,
        "%d clients, each with a server process of its own (%s), in one JVM (Java %s, %d cores)%n%n",
        count,
        String.join(" ", server()).replaceAll(".*/", ""),
        Runtime.version(),
        Runtime.getRuntime().availableProcessors()));
    md.append("| | per idle client | all clients |\n| --- | --- | --- |\n");
    row(
        md,
        "platform threads",
        (threadsIdle - threadsBefore) / (double) count,
        threadsIdle - threadsBefore);
    row(
        md,
        "retained heap (KiB)",
        (heapIdle - heapBefore) / 1024.0 / count,
        (heapIdle - heapBefore) / 1024.0);
    row(md, "connect, one after the other (ms, median / total)", median(connectMs), connectAllMs);
    row(
        md,
        "first call through each (ms, median / max)",
        median(callMs),
        Arrays.stream(callMs).max().orElse(0));
    row(md, "close (ms, all)", closeAllMs / count, closeAllMs);
    md.append(
        "\nPlatform threads by name while the clients idle (the JVM's own before the first included):\n\n");
    md.append("| thread | before | idle |\n| --- | --- | --- |\n");
    Map<String, Integer> names = new TreeMap<>(namesIdle);
    namesBefore.forEach(names::putIfAbsent);
    names
        .keySet()
        .forEach(name -> md.append(String.format(
            Locale.ROOT,
            "| %s | %d | %d |%n",
            name,
            namesBefore.getOrDefault(name, 0),
            namesIdle.getOrDefault(name, 0))));
    return md.toString();
  }

  private static void row(StringBuilder md, String label, double each, double all) {
    md.append(String.format(Locale.ROOT, "| %s | %.2f | %.1f |%n", label, each, all));
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  /** Platform threads only: the JVM does not count virtual ones here. */
  static int platformThreads() {
    return ManagementFactory.getThreadMXBean().getThreadCount();
  }

  /** Live threads by the first word of their name ({@code imcp-stdout}, {@code process reaper}, …). */
  static Map<String, Integer> threadsByName() {
    Map<String, Integer> names = new TreeMap<>();
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      String name = thread.getName();
      String key = name.startsWith("imcp-")
          ? name.split(" ")[0]
          : name.replaceAll(" \\(pid \\d+\\)$", "").replaceAll("[-#]?\\d+$", "");
      names.merge(key, 1, Integer::sum);
    }
    return names;
  }

  private static long heapAfterGc() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      TimeUnit.MILLISECONDS.sleep(100);
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }
}
