// One room: one report's table (medians, min-max, ratios against the run's own baseline, the
// targets) in one format; its parts only make sense together.
package dev.imcp.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** Medians with min–max per client and metric, ratios pair by pair within a run, and the targets. */
final class Report {
  /**
   * The throughput phases, as the client process's commands name them: {@code async N} keeps N calls in flight, {@code
   * threads N} has N threads calling and blocking. Their figures are keyed by {@link #phaseKey}.
   */
  static final List<String> THROUGHPUT =
      List.of("async 1", "async 8", "async 64", "threads 8", "threads 64");

  /** A metric: its label, how to read it from a result, and whether more is better. */
  record Metric(String label, String key, ToDoubleFunction<JsonNode> read, boolean higherIsBetter) {
    /** Calls per second in throughput phase {@code kind}, one of {@link #THROUGHPUT}. */
    static Metric rate(String kind) {
      String key = phaseKey(kind);
      String width = kind.substring(kind.indexOf(' ') + 1);
      String label = kind.startsWith("async ")
          ? "async, " + width + " in flight (calls/s)"
          : width + " threads, sync (calls/s)";
      return new Metric(label, key, r -> r.path("callsPerSecond").path(key).asDouble(), true);
    }

    /** The result's figure {@code field} of throughput phase {@code kind}, one of {@link #THROUGHPUT}; a cost. */
    static Metric phaseCost(String label, String key, String field, String kind) {
      String phase = phaseKey(kind);
      return new Metric(label, key, r -> r.path(field).path(phase).asDouble(), false);
    }

    /** The result's own field {@code key}, a cost: less is better. */
    static Metric lowerIsBetter(String label, String key) {
      return new Metric(label, key, r -> r.path(key).asDouble(), false);
    }
  }

  static final List<Metric> METRICS = Stream.of(
          Stream.of(
              Metric.lowerIsBetter("sequential p50 (µs)", "sequentialP50Us"),
              Metric.lowerIsBetter("sequential p99 (µs)", "sequentialP99Us"),
              Metric.lowerIsBetter("client CPU per call, sequential (µs)", "sequentialClientCpuUs"),
              Metric.lowerIsBetter("server CPU per call, sequential (µs)", "sequentialServerCpuUs"),
              Metric.lowerIsBetter(
                  "client and server waiting for a CPU per call, sequential (µs)",
                  "sequentialWaitUs"),
              Metric.lowerIsBetter(
                  "CPU of the other processes kept, per sequential call (µs)",
                  "sequentialOthersCpuUs")),
          THROUGHPUT.stream().map(Metric::rate),
          Stream.of(
              Metric.phaseCost(
                  "client CPU per call, 64 in flight (µs)", "cpu64", "cpuPerCallUs", "async 64"),
              Metric.phaseCost(
                  "client CPU per call, 64 threads (µs)",
                  "cpu64threads",
                  "cpuPerCallUs",
                  "threads 64"),
              Metric.phaseCost(
                  "server CPU per call, 64 in flight (µs)",
                  "server64",
                  "serverCpuPerCallUs",
                  "async 64"),
              Metric.phaseCost(
                  "server CPU per call, 64 threads (µs)",
                  "server64threads",
                  "serverCpuPerCallUs",
                  "threads 64"),
              Metric.phaseCost("failed calls, 64 threads", "failed64", "failedCalls", "threads 64"),
              new Metric(
                  "failed calls, all configurations", "failedAll", Report::allFailures, false),
              Metric.lowerIsBetter("warm-up cycles until the JIT was quiet", "warmupCycles"),
              Metric.lowerIsBetter("JVM launch to first call (ms)", "launchToFirstCallMs"),
              Metric.lowerIsBetter(
                  "client JVM's CPU, launch to first call (ms)", "cpuToFirstCallMs"),
              Metric.lowerIsBetter("classes loaded, launch to first call", "classesToFirstCall"),
              Metric.lowerIsBetter("client start to initialized (ms)", "startToInitializedMs"),
              Metric.lowerIsBetter("allocated per call (bytes)", "bytesPerCall"),
              new Metric(
                  "retained heap (MB)",
                  "retainedHeapMb",
                  r -> r.path("retainedHeapBytes").asDouble() / 1e6,
                  false),
              new Metric(
                  "peak RSS (MB)", "peakRssMb", r -> r.path("peakRssKb").asDouble() / 1e3, false)))
      .flatMap(metrics -> metrics)
      .toList();

  /** Each client's column heading. */
  private static final Map<String, String> LABELS = Map.of(
      "imcp",
      "imcp-java typed",
      "untyped",
      "imcp-java untyped",
      "official",
      "official SDK",
      "raw",
      "raw floor",
      "imcp-2026",
      "imcp 2026",
      "raw-2026",
      "raw 2026",
      "http-imcp",
      "HTTP imcp-java typed",
      "http-untyped",
      "HTTP imcp-java untyped",
      "http-official",
      "HTTP official SDK",
      "http-raw",
      "HTTP raw floor");
  /** The ratios reported for every metric: {@code a/b}, computed within each run. */
  private static final List<List<String>> RATIOS = Stream.of(
          List.of("imcp", "raw"),
          List.of("untyped", "raw"),
          List.of("imcp", "official"),
          List.of("official", "raw"),
          List.of("imcp-2026", "raw-2026"),
          List.of("http-imcp", "http-raw"),
          List.of("http-untyped", "http-raw"),
          List.of("http-imcp", "http-official"),
          List.of("http-untyped", "http-official"),
          List.of("http-official", "http-raw"))
      .filter(Harness.CLIENTS::containsAll)
      .toList();

  private final Workload workload;
  private final List<List<JsonNode>> runs;
  private final boolean blocks;

  Report(Workload workload, List<List<JsonNode>> runs, boolean blocks) {
    this.workload = workload;
    this.runs = runs;
    this.blocks = blocks;
  }

  private static double allFailures(JsonNode result) {
    double sum = 0;
    for (JsonNode count : result.path("failedCalls")) {
      sum += count.asDouble();
    }
    return sum;
  }

  private List<Double> values(String client, Metric metric) {
    List<Double> values = new ArrayList<>();
    for (List<JsonNode> run : runs) {
      run.stream()
          .filter(r -> r.path("client").asString().equals(client))
          .forEach(r -> values.add(metric.read().applyAsDouble(r)));
    }
    return values;
  }

  /** {@code a / b} per run, for one metric, then the median. */
  double ratio(String a, String b, Metric metric) {
    List<Double> ratios = new ArrayList<>();
    for (List<JsonNode> run : runs) {
      double x = run.stream()
          .filter(r -> r.path("client").asString().equals(a))
          .mapToDouble(metric.read())
          .findFirst()
          .orElse(Double.NaN);
      double y = run.stream()
          .filter(r -> r.path("client").asString().equals(b))
          .mapToDouble(metric.read())
          .findFirst()
          .orElse(Double.NaN);
      ratios.add(y == 0 ? (x == 0 ? 1 : Double.POSITIVE_INFINITY) : x / y);
    }
    return median(ratios);
  }

  static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }

  Metric metric(String key) {
    return METRICS.stream().filter(m -> m.key().equals(key)).findFirst().orElseThrow();
  }

  /** Each target of issues 19 and 28 whose clients were measured, met or not. */
  Map<String, Boolean> targets() {
    // Long: a check per target of the issue, each a line or two.
    Map<String, Boolean> targets = new LinkedHashMap<>();
    for (String ours : List.of("imcp", "untyped")) {
      if (Harness.CLIENTS.containsAll(List.of(ours, "raw"))) {
        floorTargets(targets, ours.equals("imcp") ? "typed: " : "untyped: ", ours, "raw");
      }
    }
    for (String ours : List.of("http-imcp", "http-untyped")) {
      if (Harness.CLIENTS.containsAll(List.of(ours, "http-raw"))) {
        floorTargets(
            targets,
            ours.equals("http-imcp") ? "HTTP typed: " : "HTTP untyped: ",
            ours,
            "http-raw");
      }
    }
    if (Harness.CLIENTS.containsAll(List.of("imcp-2026", "raw-2026"))) {
      floorTargets(targets, "2026-07-28 era: ", "imcp-2026", "raw-2026");
    }
    if (!Harness.CLIENTS.containsAll(List.of("imcp", "official"))) {
      return targets;
    }
    for (Metric metric : METRICS) {
      if (metric.key().startsWith("failed") || metric.key().equals("warmupCycles")) {
        continue;
      }
      double ratio = ratio("imcp", "official", metric);
      targets.put(
          "ahead of the official SDK: " + metric.label(),
          metric.higherIsBetter() ? ratio > 1 : ratio < 1);
    }
    return targets;
  }

  /** Issue 28's targets against the floor, measured in the same run. */
  private void floorTargets(Map<String, Boolean> targets, String who, String ours, String floor) {
    targets.put(
        who + "sequential p50 within 1.10× of the floor",
        ratio(ours, floor, metric("sequentialP50Us")) <= 1.10);
    for (String kind : List.of("async64", "threads8", "threads64")) {
      targets.put(
          who + metric(kind).label() + " at least 0.95× the floor",
          ratio(ours, floor, metric(kind)) >= 0.95);
    }
    targets.put(
        who + "zero failed calls",
        values(ours, metric("failedAll")).stream().allMatch(v -> v == 0));
    targets.put(
        who + "allocation per call within 1.2× of the floor",
        ratio(ours, floor, metric("bytesPerCall")) <= 1.2);
    targets.put(
        who + "JVM launch to first call within 1.15× of the floor",
        ratio(ours, floor, metric("launchToFirstCallMs")) <= 1.15);
  }

  String json() {
    ObjectNode root = JsonMapper.builder().build().createObjectNode();
    root.put("placement", Harness.PLACEMENT.name().toLowerCase(Locale.ROOT));
    root.put("order", blocks ? "blocks" : "interleaved")
        .put("runs", runs.size())
        .put("warmupCycle", workload.warmupCycle())
        .put("maxWarmupCycles", workload.maxWarmupCycles())
        .put("sequentialCalls", workload.sequential())
        .put("throughputCalls", workload.throughput())
        .put("rounds", workload.rounds())
        .put("coldStarts", workload.coldStarts());
    root.putPOJO("results", runs);
    putMedians(root.putObject("medians"));
    ObjectNode targets = root.putObject("targets");
    targets().forEach(targets::put);
    return JsonMapper.builder().build().writerWithDefaultPrettyPrinter().writeValueAsString(root)
        + "\n";
  }

  /** Per metric, each client's median, min and max over the runs, and the ratios. */
  private void putMedians(ObjectNode medians) {
    for (Metric metric : METRICS) {
      ObjectNode row = medians.putObject(metric.key());
      for (String client : Harness.CLIENTS) {
        List<Double> values = values(client, metric);
        row.putObject(client)
            .put("median", median(values))
            .put("min", Collections.min(values))
            .put("max", Collections.max(values));
      }
      for (List<String> pair : RATIOS) {
        row.put(key(pair), ratio(pair.get(0), pair.get(1), metric));
      }
    }
  }

  String markdown() {
    // Long: one Markdown page, section after section, as it reads.
    StringBuilder md = new StringBuilder();
    md.append(String.format(
        Locale.ROOT,
        "%d runs of %d cold-start launches per client, then the clients taking turns phase by phase after warming up until their JIT was quiet (cycles of %d calls "
            + "in every mode, %d cycles at most); %d rounds of %d sequential calls and of %d calls per throughput configuration (a fifth of that "
            + "with 1 in flight), the median round per client and run.%n%n",
        runs.size(),
        workload.coldStarts(),
        workload.warmupCycle() * 11 / 2,
        workload.maxWarmupCycles(),
        workload.rounds(),
        workload.sequential(),
        workload.throughput()));
    md.append(
        blocks
            ? "Order: blocks, each client measured for all its rounds of a phase before the next.\n\n"
            : "Order: interleaved, the clients taking turns round by round.\n\n");
    md.append("Sequential phase: ").append(Harness.PLACEMENT.describe()).append(".\n\n");
    if (Harness.CLIENTS.stream().anyMatch(SharedServer::overHttp)) {
      md.append("Servers: ").append(SharedServer.describe()).append(".\n\n");
    }
    md.append("| metric");
    Harness.CLIENTS.forEach(client -> md.append(" | ").append(LABELS.get(client)));
    RATIOS.forEach(pair -> md.append(" | ").append(pair.get(0)).append('/').append(pair.get(1)));
    md.append(" |\n|")
        .append(" --- |".repeat(1 + Harness.CLIENTS.size() + RATIOS.size()))
        .append('\n');
    for (Metric metric : METRICS) {
      md.append("| ").append(metric.label());
      for (String client : Harness.CLIENTS) {
        List<Double> values = values(client, metric);
        md.append(String.format(
            Locale.ROOT,
            " | %s (%s–%s)",
            number(median(values)),
            number(Collections.min(values)),
            number(Collections.max(values))));
      }
      for (List<String> pair : RATIOS) {
        md.append(String.format(Locale.ROOT, " | %.2f", ratio(pair.get(0), pair.get(1), metric)));
      }
      md.append(" |\n");
    }
    md.append(RoundSpread.markdown(runs, RATIOS));
    md.append(FailedCalls.markdown(runs, client -> LABELS.getOrDefault(client, client)));
    md.append("\nTargets:\n\n");
    targets()
        .forEach((target, met) ->
            md.append("- ").append(met ? "met: " : "MISSED: ").append(target).append('\n'));
    return md.toString();
  }

  /** {@code async64} for {@code async 64}: a throughput phase's key in a result. */
  static String phaseKey(String kind) {
    return kind.replace(" ", "");
  }

  /** {@code imcpToRaw}, {@code imcp2026ToRaw2026}: the JSON name of a ratio. */
  private static String key(List<String> pair) {
    return camel(pair.get(0)) + "To" + Character.toUpperCase(camel(pair.get(1)).charAt(0))
        + camel(pair.get(1)).substring(1);
  }

  private static String camel(String client) {
    return client.replace("-", "");
  }

  private static String number(double value) {
    return value >= 100
        ? String.format(Locale.ROOT, "%.0f", value)
        : String.format(Locale.ROOT, "%.1f", value);
  }
}
