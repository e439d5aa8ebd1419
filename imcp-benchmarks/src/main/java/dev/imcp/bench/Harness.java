package dev.imcp.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Runs the three clients, each in a fresh JVM against a fresh server-everything, {@code --runs} times, interleaved
 * phase by phase and round by round (the order changes every time: {@link TurnOrder}; each throughput phase after a
 * round per client that is not measured), and writes {@code report.json} and {@code report.md} to {@code --out}: medians with
 * min–max, ratios computed pair by pair within each run, and the targets met or missed.
 *
 * <p>Arguments: {@code [--runs N] [--out DIR] [--smoke | --quick | --short] [--blocks]}; {@code --smoke} runs a few hundred
 * calls per client, for checking the harness, not for figures; {@code --quick} a shorter warm-up and fewer rounds, for
 * a loaded machine; {@code --short} far fewer calls still, for the Streamable HTTP clients. {@code -Dimcp.bench.clients=imcp,untyped,raw} measures only those clients (ratios and targets
 * whose clients are all there).
 */
public final class Harness {
  /** The 2025 era against server-everything, then the 2026-07-28 era against modern-server.mjs (no official client). */
  static final List<String> CLIENTS = List.of(
      System.getProperty("imcp.bench.clients", "imcp,untyped,official,raw,imcp-2026,raw-2026")
          .split(","));

  static final CorePlacement PLACEMENT = CorePlacement.chosen();

  private Harness() {}

  public static void main(String[] args) throws Exception {
    int runs = 3;
    Path out = Path.of("target/bench");
    Workload workload = Workload.FULL;
    boolean blocks = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--runs" -> runs = Integer.parseInt(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        case "--smoke" -> workload = Workload.SMOKE;
        case "--quick" -> workload = Workload.QUICK;
        case "--short" -> workload = Workload.SHORT;
        case "--blocks" -> blocks = true;
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    Report report = run(runs, workload, blocks);
    Files.createDirectories(out);
    String name = blocks ? "report-blocks" : "report";
    Files.writeString(out.resolve(name + ".json"), report.json());
    Files.writeString(out.resolve(name + ".md"), report.markdown());
    System.out.println(report.markdown());
  }

  /**
   * @param blocks each client measured for a whole phase (all its rounds) before the next one starts, instead of the
   *     clients taking turns round by round: the two orders disagree when the machine's speed drifts, so both are run
   */
  static Report run(int runs, Workload workload, boolean blocks)
      throws IOException, InterruptedException {
    List<List<JsonNode>> results = new ArrayList<>();
    for (int run = 0; run < runs; run++) {
      results.add(oneRun(run, workload, blocks));
    }
    return new Report(workload, results, blocks);
  }

  /**
   * One run: cold-start launches of each client, one after the other with nothing else running; then the three clients
   * started again and kept, warmed up, and measured phase by phase, taking turns, so that each ratio compares
   * measurements seconds apart, on a noisy machine.
   */
  private static List<JsonNode> oneRun(int run, Workload workload, boolean blocks)
      throws IOException, InterruptedException {
    // Long: one run's phases taking turns; split, each part would pass the run's state on.
    Turns turns = blocks ? Harness::blocks : Harness::turns;
    Map<String, ObjectNode> merged = new LinkedHashMap<>();
    CLIENTS.forEach(
        client -> merged.put(client, JsonNodeFactory.instance.objectNode().put("client", client)));
    turns(workload.coldStarts(), run, ClientProcess::coldStart, false)
        .rounds()
        .forEach((client, launches) -> putMedians(
            merged.get(client),
            launches,
            "launchToFirstCallMs",
            "startToInitializedMs",
            "cpuToFirstCallMs",
            "classesToFirstCall"));
    Map<String, ClientProcess> processes = new LinkedHashMap<>();
    try (SharedServer shared = SharedServer.forClients(CLIENTS)) {
      for (String client : order(run)) {
        ClientProcess process = ClientProcess.start(client, shared.jvmOptions(client));
        processes.put(client, process);
        process.result(); // its own cold start overlapped the others' JIT: not a cold-start figure
      }
      for (String client : order(run)) {
        ObjectNode warmup = processes
            .get(client)
            .command("warmup " + workload.warmupCycle() + " " + workload.maxWarmupCycles());
        failures(merged.get(client), "warmup", List.of(warmup));
        warmup.remove(List.of("failedCalls", "firstFailure"));
        merged.get(client).setAll(warmup);
      }
      int shift = run + 1;
      turns
          .of(
              workload.rounds(),
              shift,
              client -> SequentialRound.of(
                  processes.get(client),
                  shared.servers(client, processes.get(client).handle()),
                  workload),
              false)
          .rounds()
          .forEach((client, rounds) -> putMedians(
              merged.get(client),
              rounds,
              "sequentialP50Us",
              "sequentialP99Us",
              "bytesPerCall",
              "sequentialClientCpuUs",
              "sequentialServerCpuUs",
              "sequentialWaitUs",
              "sequentialOthersCpuUs"));
      for (String kind : Report.THROUGHPUT) {
        shift += workload.rounds();
        String command = kind + " " + workload.throughputCalls(kind);
        Phase phase = turns.of(
            workload.rounds(),
            shift,
            client -> shared.round(
                client, workload.throughputCalls(kind), c -> processes.get(c).command(command)),
            true);
        phase
            .rounds()
            .forEach((client, rounds) -> merge(
                merged.get(client),
                Report.phaseKey(kind),
                rounds,
                phase.settled().get(client)));
      }
      for (String client : order(run)) {
        merged.get(client).setAll(processes.get(client).command("finish"));
      }
    } finally {
      for (ClientProcess process : processes.values()) {
        process.close();
      }
    }
    return new ArrayList<>(merged.values());
  }

  /** One measurement of one client. */
  interface Measurement {
    ObjectNode of(String client) throws IOException;
  }

  /** How the clients' rounds of one configuration are ordered. */
  interface Turns {
    /**
     * @param settle each client first runs one round that is not measured: the first round of a throughput phase
     *     paid for what the phase before left behind, every client alike (over HTTP the server had closed the
     *     connections idle for 5 s, so the first 64-wide round opened its pool again; after a warm-up that ended with
     *     the JIT quiet, the first round still spent 1.6–3.1× the CPU of the next), and a median of 2 rounds, their
     *     mean, took it in at half weight
     */
    Phase of(int times, int shift, Measurement measurement, boolean settle) throws IOException;
  }

  /** Each client's measured rounds, and its round that was not measured (none for a phase that does not settle). */
  record Phase(Map<String, List<JsonNode>> rounds, Map<String, JsonNode> settled) {}

  /**
   * {@code times} rounds of each client in a row, one client after the other, in the order of turn {@code shift}; a
   * client's unmeasured round right before its block, where what the client before it left behind falls.
   */
  static Phase blocks(int times, int shift, Measurement measurement, boolean settle)
      throws IOException {
    Map<String, List<JsonNode>> outcomes = new LinkedHashMap<>();
    Map<String, JsonNode> settled = new LinkedHashMap<>();
    for (String client : order(shift)) {
      if (settle) {
        settled.put(client, measurement.of(client));
      }
      for (int round = 0; round < times; round++) {
        outcomes.computeIfAbsent(client, c -> new ArrayList<>()).add(measurement.of(client));
      }
    }
    return new Phase(outcomes, settled);
  }

  /**
   * {@code times} rounds of {@code measurement}, the clients taking turns, in the orders of turn {@code shift} on; the
   * unmeasured rounds, one per client, before them all.
   */
  static Phase turns(int times, int shift, Measurement measurement, boolean settle)
      throws IOException {
    Map<String, JsonNode> settled = new LinkedHashMap<>();
    if (settle) {
      for (String client : order(shift)) {
        settled.put(client, measurement.of(client));
      }
    }
    Map<String, List<JsonNode>> outcomes = new LinkedHashMap<>();
    for (int round = 0; round < times; round++) {
      for (String client : order(shift + round)) {
        outcomes.computeIfAbsent(client, c -> new ArrayList<>()).add(measurement.of(client));
      }
    }
    return new Phase(outcomes, settled);
  }

  private static void putMedians(ObjectNode result, List<JsonNode> rounds, String... fields) {
    for (String field : fields) {
      result.put(field, Report.median(read(rounds, field)));
    }
  }

  /**
   * One throughput configuration of one client: the median of its measured rounds, and every failed call, those of
   * the {@code settled} round too.
   */
  private static void merge(
      ObjectNode result, String key, List<JsonNode> rounds, JsonNode settled) {
    result
        .withObjectProperty("callsPerSecond")
        .put(key, Report.median(read(rounds, "callsPerSecond")));
    result.withObjectProperty("cpuPerCallUs").put(key, Report.median(read(rounds, "cpuPerCallUs")));
    result
        .withObjectProperty("serverCpuPerCallUs")
        .put(key, Report.median(read(rounds, "serverCpuPerCallUs")));
    // Every measured round, for the report's spread beside the median (Report.roundsMarkdown).
    var each = result.withObjectProperty("callsPerSecondRounds").putArray(key);
    read(rounds, "callsPerSecond").forEach(each::add);
    List<JsonNode> all = new ArrayList<>(rounds);
    all.add(settled);
    failures(result, key, all);
  }

  /** The failed calls of one phase of one client: all its rounds' count, and the first failure of the first round with one. */
  private static void failures(ObjectNode result, String key, List<JsonNode> rounds) {
    result
        .withObjectProperty("failedCalls")
        .put(
            key,
            read(rounds, "failedCalls").stream()
                .mapToDouble(Double::doubleValue)
                .sum());
    rounds.stream()
        .map(round -> round.get("firstFailure"))
        .filter(java.util.Objects::nonNull)
        .findFirst()
        .ifPresent(first -> result.withObjectProperty("firstFailure").set(key, first));
  }

  private static List<Double> read(List<JsonNode> rounds, String field) {
    return rounds.stream().map(round -> round.path(field).asDouble()).toList();
  }

  /** The clients in turn {@code shift}'s order: no client is always first, or always right after another. */
  private static List<String> order(int shift) {
    return TurnOrder.of(CLIENTS, shift);
  }
}
