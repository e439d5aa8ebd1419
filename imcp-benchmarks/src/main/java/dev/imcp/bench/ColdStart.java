package dev.imcp.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Cold start alone, in minutes instead of the harness's quarter of an hour: {@code --rounds} rounds in which each client
 * is launched once (a fresh JVM and a fresh server, as {@link Harness} does it), in {@link TurnOrder}'s order of that
 * round, so that no client always launches right after the same one (whose server or JVM may still be winding down); then
 * per client the median of each phase, and the ratio of medians and the median of the round-by-round ratios against
 * the first client (the floor).
 *
 * <pre>
 * java -Dimcp.testServers=test-servers/node_modules -cp … dev.imcp.bench.ColdStart [--rounds N]
 *     [--clients raw,imcp,untyped] [--jvm "-Xlog:class+load:file=/tmp/%p.log"]
 * </pre>
 */
public final class ColdStart {
  private static final List<String> PHASES = List.of(
      "launchToFirstCallMs",
      "launchToMainMs",
      "startToInitializedMs",
      "firstCallMs",
      "cpuToFirstCallMs",
      "classesToFirstCall");

  private ColdStart() {}

  public static void main(String[] args) throws Exception {
    // Long: a harness's main: rounds of each client's cold start and the report, in order.
    int rounds = 10;
    List<String> clients = List.of("raw", "imcp", "untyped");
    List<String> jvm = List.of();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--rounds" -> rounds = Integer.parseInt(args[++i]);
        case "--clients" -> clients = List.of(args[++i].split(","));
        case "--jvm" -> jvm = List.of(args[++i].trim().split("\\s+"));
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    Map<String, List<JsonNode>> results = new LinkedHashMap<>();
    clients.forEach(client -> results.put(client, new ArrayList<>()));
    for (int round = 0; round < rounds; round++) {
      for (String client : TurnOrder.of(clients, round)) {
        JsonNode result = ClientProcess.coldStart(client, jvm);
        results.get(client).add(result);
        System.err.printf(Locale.ROOT, "round %d %-8s %s%n", round, client, result);
      }
    }
    String floor = clients.get(0);
    StringBuilder table = new StringBuilder("| client |");
    PHASES.forEach(phase -> table.append(' ').append(phase).append(" |"));
    table.append(" launch→first call / floor (ratio of medians; median of round ratios) |");
    table.append(" CPU / floor | classes / floor |\n");
    table.append("| --- |".repeat(1)).append(" --- |".repeat(PHASES.size() + 3)).append('\n');
    for (String client : clients) {
      table.append("| ").append(client).append(" |");
      for (String phase : PHASES) {
        table.append(
            String.format(Locale.ROOT, " %.0f |", median(read(results.get(client), phase))));
      }
      double[] mine = read(results.get(client), "launchToFirstCallMs");
      double[] floors = read(results.get(floor), "launchToFirstCallMs");
      double[] ratios = new double[mine.length];
      for (int i = 0; i < mine.length; i++) {
        ratios[i] = mine[i] / floors[i];
      }
      table.append(String.format(
          Locale.ROOT, " %.3f; %.3f |", median(mine) / median(floors), median(ratios)));
      for (String phase : List.of("cpuToFirstCallMs", "classesToFirstCall")) {
        table.append(String.format(
            Locale.ROOT,
            " %.3f |",
            median(read(results.get(client), phase)) / median(read(results.get(floor), phase))));
      }
      table.append('\n');
    }
    System.out.print(table);
  }

  private static double[] read(List<JsonNode> results, String field) {
    return results.stream().mapToDouble(result -> result.path(field).asDouble()).toArray();
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int middle = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }
}
