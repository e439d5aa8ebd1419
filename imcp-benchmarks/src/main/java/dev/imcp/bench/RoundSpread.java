package dev.imcp.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * The spread of the throughput rows' rounds beside their medians: each client's slowest and fastest round over all
 * runs, and how far a ratio to the floor could go with the rounds of the same run (our slowest over the floor's
 * fastest, our fastest over its slowest). Over Streamable HTTP the server's CPU per call moved by up to 2× from round
 * to round for the same client (docs/PERFORMANCE.md, s47-c), so a ratio whose range holds 1 on both sides says the
 * client and the floor could not be told apart in that run, whichever side its median fell.
 */
final class RoundSpread {
  private RoundSpread() {}

  /** The throughput rows that have targets against the floor. */
  static final List<String> KINDS = List.of("async64", "threads8", "threads64");

  /** A Markdown section: one line per pair against a floor and row; empty without rounds in the results. */
  static String markdown(List<List<JsonNode>> runs, List<List<String>> pairs) {
    StringBuilder md = new StringBuilder();
    for (List<String> pair : pairs) {
      for (String kind : pair.get(1).endsWith("raw") ? KINDS : List.<String>of()) {
        double[] range = range(runs, pair.get(0), pair.get(1), kind);
        if (range != null) {
          md.append(row(runs, pair, kind, range));
        }
      }
    }
    return md.isEmpty()
        ? ""
        : "\nThroughput rounds (every measured round of every run; ratio range: ours slowest / floor's fastest to ours"
            + " fastest / floor's slowest, within each run):\n\n"
            + "| pair | row | ours (calls/s) | floor (calls/s) | ratio range | reading |\n"
            + "| --- | --- | --- | --- | --- | --- |\n"
            + md;
  }

  private static String row(
      List<List<JsonNode>> runs, List<String> pair, String kind, double[] range) {
    return String.format(
        Locale.ROOT,
        "| %s/%s | %s | %s | %s | %.2f–%.2f | %s |%n",
        pair.get(0),
        pair.get(1),
        kind,
        spread(runs, pair.get(0), kind),
        spread(runs, pair.get(1), kind),
        range[0],
        range[1],
        range[0] <= 1 && range[1] >= 1 ? "inside the spread" : range[0] > 1 ? "ahead" : "behind");
  }

  /** Lowest and highest ratio the rounds of each run allow, over all runs; null without rounds. */
  static double[] range(List<List<JsonNode>> runs, String ours, String floor, String kind) {
    double low = Double.POSITIVE_INFINITY;
    double high = Double.NEGATIVE_INFINITY;
    for (List<JsonNode> run : runs) {
      List<Double> a = rounds(run, ours, kind);
      List<Double> b = rounds(run, floor, kind);
      if (a.isEmpty() || b.isEmpty()) {
        continue;
      }
      low = Math.min(low, min(a) / max(b));
      high = Math.max(high, max(a) / min(b));
    }
    return low == Double.POSITIVE_INFINITY ? null : new double[] {low, high};
  }

  private static String spread(List<List<JsonNode>> runs, String client, String kind) {
    List<Double> all = new ArrayList<>();
    runs.forEach(run -> all.addAll(rounds(run, client, kind)));
    return String.format(Locale.ROOT, "%.0f–%.0f (%d rounds)", min(all), max(all), all.size());
  }

  private static List<Double> rounds(List<JsonNode> run, String client, String kind) {
    List<Double> values = new ArrayList<>();
    run.stream()
        .filter(r -> r.path("client").asString().equals(client))
        .forEach(r -> r.path("callsPerSecondRounds")
            .path(kind)
            .forEach(value -> values.add(value.asDouble())));
    return values;
  }

  private static double min(List<Double> values) {
    return values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
  }

  private static double max(List<Double> values) {
    return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
  }
}
