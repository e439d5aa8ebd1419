package dev.imcp.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;

/**
 * What observability costs a call, in one run: the untyped client against server-everything with no observer
 * ("off"), with {@code imcp-opentelemetry} on the no-op OpenTelemetry, and on the SDK with its in-memory exporter;
 * and "today", the same client on the runtime built at the commit before the observer seam (given as a jar), which
 * "off" must not differ from. Each configuration runs in a JVM of its own against its own server, warmed up until its
 * JIT is quiet; then they take turns round by round in rotating order, so that each ratio compares measurements
 * seconds apart. Ratios are taken round by round against "today"; the spread of off/today is the noise of the run.
 *
 * <p>Arguments: {@code --baseline JAR} (the runtime before the seam), {@code [--runs N] [--rounds N] [--calls N]
 * [--out DIR]}. Writes {@code observability.md} and prints it.
 */
public final class ObservabilityOverhead {
  /** A configuration: what the table calls it, the client kind ({@link ClientRunner}), and its runtime. */
  private record Config(String label, String client, boolean baseline) {}

  private static final List<Config> CONFIGS = List.of(
      new Config("today (runtime before the seam)", "untyped", true),
      new Config("off (no observer)", "untyped", false),
      new Config("no-op OpenTelemetry", "observed-noop", false),
      new Config("in-memory exporter", "observed-memory", false));

  /** One metric: its label, the command that measures it, and where its figure is in the result. */
  private record Metric(String label, String key) {}

  private static final List<Metric> SEQUENTIAL = List.of(
      new Metric("sequential p50 (µs)", "sequentialP50Us"),
      new Metric("sequential p99 (µs)", "sequentialP99Us"),
      new Metric("allocated per call (bytes)", "bytesPerCall"));
  private static final List<Metric> THROUGHPUT = List.of(
      new Metric("64 in flight (calls/s)", "callsPerSecond"),
      new Metric("client CPU per call, 64 in flight (µs)", "cpuPerCallUs"));

  private ObservabilityOverhead() {}

  public static void main(String[] args) throws Exception {
    Map<String, String> options = options(args);
    Path baseline = Path.of(options.getOrDefault("baseline", ""));
    if (!Files.isRegularFile(baseline)) {
      throw new IllegalArgumentException("--baseline names the runtime jar built before the seam; "
          + "docs/observability.md says how to build it (got '" + baseline + "')");
    }
    int runs = Integer.parseInt(options.getOrDefault("runs", "2"));
    int rounds = Integer.parseInt(options.getOrDefault("rounds", "6"));
    int calls = Integer.parseInt(options.getOrDefault("calls", "2000"));
    String load = loadAverage();
    Map<String, Map<String, List<Double>>> figures = new LinkedHashMap<>();
    for (int run = 0; run < runs; run++) {
      oneRun(run, baseline, rounds, calls, figures);
    }
    String report = report(figures, runs, rounds, calls, load + " → " + loadAverage());
    Path out = Path.of(options.getOrDefault("out", "target/bench"));
    Files.createDirectories(out);
    Files.writeString(out.resolve("observability.md"), report);
    System.out.println(report);
  }

  private static Map<String, String> options(String[] args) {
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
    }
    return options;
  }

  /** One run: the four started and warmed up, then round by round, taking turns; figures keyed by metric and config. */
  private static void oneRun(
      int run, Path baseline, int rounds, int calls, Map<String, Map<String, List<Double>>> figures)
      throws IOException {
    Map<Config, ClientProcess> processes = new LinkedHashMap<>();
    try {
      for (Config config : order(run)) {
        ClientProcess process = ClientProcess.start(config.client(), classPath(config, baseline));
        process.result();
        processes.put(config, process);
      }
      for (Config config : order(run)) {
        processes.get(config).command("warmup 4000 12");
      }
      for (int round = 0; round < rounds; round++) {
        for (Config config : order(run + round)) {
          record(figures, config, SEQUENTIAL, processes.get(config).command("sequential " + calls));
        }
        for (Config config : order(run + round + 1)) {
          record(
              figures, config, THROUGHPUT, processes.get(config).command("async 64 " + 5 * calls));
        }
      }
    } finally {
      processes.values().forEach(ClientProcess::close);
    }
  }

  private static void record(
      Map<String, Map<String, List<Double>>> figures,
      Config config,
      List<Metric> metrics,
      JsonNode result) {
    for (Metric metric : metrics) {
      JsonNode value = result.path(metric.key());
      double figure = value.isObject() ? value.path("async64").asDouble() : value.asDouble();
      figures
          .computeIfAbsent(metric.label(), label -> new LinkedHashMap<>())
          .computeIfAbsent(config.label(), label -> new ArrayList<>())
          .add(figure);
    }
  }

  /** This JVM's class path, with the runtime's classes replaced by the baseline jar for "today". */
  private static String classPath(Config config, Path baseline) {
    String classPath = System.getProperty("java.class.path");
    if (!config.baseline()) {
      return classPath;
    }
    List<String> entries = new ArrayList<>();
    boolean replaced = false;
    for (String entry : classPath.split(File.pathSeparator)) {
      boolean runtime = entry.matches(".*imcp-runtime-[^/]*-SNAPSHOT\\.jar")
          || entry.replace('\\', '/').endsWith("imcp-runtime/target/classes");
      if (runtime && !entry.endsWith("-tests.jar")) {
        entries.add(baseline.toAbsolutePath().toString());
        replaced = true;
      } else {
        entries.add(entry);
      }
    }
    if (!replaced) {
      throw new IllegalStateException("no imcp-runtime entry to replace in " + classPath);
    }
    return String.join(File.pathSeparator, entries);
  }

  private static List<Config> order(int shift) {
    List<Config> order = new ArrayList<>();
    for (int i = 0; i < CONFIGS.size(); i++) {
      order.add(CONFIGS.get((i + shift) % CONFIGS.size()));
    }
    return order;
  }

  private static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
    } catch (IOException e) {
      return "?";
    }
  }

  private static String report(
      Map<String, Map<String, List<Double>>> figures,
      int runs,
      int rounds,
      int calls,
      String load) {
    StringBuilder out = new StringBuilder();
    out.append(String.format(
        Locale.ROOT,
        "%d runs × %d rounds of %d sequential calls and %d calls 64 in flight per configuration, each in its own"
            + " JVM against its own server-everything; load average %s (2 cores).%n%n",
        runs,
        rounds,
        calls,
        5 * calls,
        load));
    out.append("| metric | ")
        .append(CONFIGS.stream().map(Config::label).collect(Collectors.joining(" | ")))
        .append(" | ")
        .append(CONFIGS.stream()
            .skip(1)
            .map(config -> config.label().split(" ")[0] + "/today")
            .collect(Collectors.joining(" | ")))
        .append(" |\n|")
        .append(" --- |".repeat(2 * CONFIGS.size()))
        .append('\n');
    figures.forEach((metric, byConfig) -> row(out, metric, byConfig));
    return out.toString();
  }

  /** Medians (min–max) per configuration, then each one's ratio to "today", round by round: median (min–max). */
  private static void row(StringBuilder out, String metric, Map<String, List<Double>> byConfig) {
    out.append("| ").append(metric).append(" |");
    List<Double> today = byConfig.get(CONFIGS.get(0).label());
    for (Config config : CONFIGS) {
      out.append(' ').append(spread(byConfig.get(config.label()), "%.0f")).append(" |");
    }
    for (Config config : CONFIGS.subList(1, CONFIGS.size())) {
      List<Double> values = byConfig.get(config.label());
      List<Double> ratios = new ArrayList<>();
      for (int i = 0; i < values.size(); i++) {
        ratios.add(values.get(i) / today.get(i));
      }
      out.append(' ').append(spread(ratios, "%.3f")).append(" |");
    }
    out.append('\n');
  }

  private static String spread(List<Double> values, String format) {
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    double median = sorted.length % 2 == 1
        ? sorted[sorted.length / 2]
        : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    return String.format(
        Locale.ROOT,
        format + " (" + format + "–" + format + ")",
        median,
        sorted[0],
        sorted[sorted.length - 1]);
  }
}
