package dev.imcp.simulator.internal;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** The simulator's command line: {@code --name value} pairs, each known. */
final class SimulatorOptions {
  private static final Set<String> KNOWN = Set.of("--control", "--journal", "--approval-delay-ms");

  private SimulatorOptions() {}

  static Map<String, String> parse(String[] args) {
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i += 2) {
      if (!KNOWN.contains(args[i]) || i + 1 == args.length) {
        throw new IllegalArgumentException(
            "imcp-simulator: expected " + KNOWN + " each with a value, got '" + args[i] + "'");
      }
      options.put(args[i], args[i + 1]);
    }
    return options;
  }
}
