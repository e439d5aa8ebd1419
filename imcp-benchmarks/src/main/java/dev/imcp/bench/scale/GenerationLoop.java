package dev.imcp.bench.scale;

import dev.imcp.codegen.Generator;
import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * Generation alone, in a loop, for a profiler to watch (no javac in the samples): {@code <tools> <generations>
 * [<warm-ups>]}; prints wall-clock and CPU time per generation.
 */
public final class GenerationLoop {
  private GenerationLoop() {}

  public static void main(String[] args) {
    int size = Integer.parseInt(args[0]);
    int generations = Integer.parseInt(args[1]);
    int warmUps = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    GeneratorOptions options = SyntheticSnapshots.options();
    Snapshot snapshot =
        SnapshotFormat.read(SyntheticSnapshots.toolsList(size), "synthetic-" + size);
    for (int i = 0; i < warmUps; i++) {
      Generator.generate(snapshot, options);
    }
    long cpu = cpuNanos();
    long start = System.nanoTime();
    for (int i = 0; i < generations; i++) {
      Generator.generate(snapshot, options);
    }
    System.out.printf(
        Locale.ROOT,
        "%d tools: %.1f ms wall-clock, %.1f ms CPU per generation%n",
        size,
        (System.nanoTime() - start) / 1e6 / generations,
        (cpuNanos() - cpu) / 1e6 / generations);
  }

  private static long cpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
