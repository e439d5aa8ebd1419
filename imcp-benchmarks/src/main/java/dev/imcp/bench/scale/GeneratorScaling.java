package dev.imcp.bench.scale;

import dev.imcp.bench.JitWindow;
import dev.imcp.codegen.GeneratedFile;
import dev.imcp.codegen.GenerationResult;
import dev.imcp.codegen.Generator;
import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Generation time and peak heap for synthetic snapshots of 10 to 10,000 tools, in process, and how generation compares
 * with compiling what it wrote ({@code javac}, in process, up to {@code --javac-max} tools). Writes {@code scaling.md}.
 * Arguments: {@code [--out DIR] [--sizes 10,100,1000,10000] [--javac-max 1000] [--repeat 3] [--warm-up 12]}. Run it
 * with a fixed heap ({@code -Xms2g -Xmx2g}): the full collection before each turn (for the peak heap) would otherwise
 * shrink the heap, and the next generation would grow it again through many young collections (1.6 times slower at
 * 100 tools).
 *
 * <p>Fair to both: before a size is timed, the generator and javac each run on that size's SDK until a run leaves the
 * JIT quiet (it compiled for under 2 % of the run's time; at most {@code --warm-up} runs each), as the call benchmarks
 * warm their clients. A fixed count of warm-ups on one smaller SDK had left the generator still compiling: its runs
 * are a tenth of javac's, so after the same number of runs it had given the JIT a tenth of the time (1,000 tools: 1,028
 * ms per generation after 3 warm-ups, 741 ms after 15, {@code GenerationLoop}). Then each size is generated and
 * compiled {@code --repeat} times in turn, and the ratio is taken within each turn (the machine may be shared) and
 * reported as the median with its range. CPU time counts every thread of the JVM (generation's, the JIT's, the
 * collector's): on a shared machine it moves far less than wall-clock time.
 */
public final class GeneratorScaling {
  private GeneratorScaling() {}

  public static void main(String[] args) throws IOException {
    // Long: a harness's main: the sizes, the runs and the report, in the order they run.
    Path out = Path.of("target/bench");
    List<Integer> sizes = List.of(10, 100, 1_000, 10_000);
    int javacMax = 1_000;
    int repeat = 3;
    int maxWarmUps = 12;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--out" -> out = Path.of(args[++i]);
        case "--sizes" ->
          sizes = java.util.Arrays.stream(args[++i].split(","))
              .map(Integer::parseInt)
              .toList();
        case "--javac-max" -> javacMax = Integer.parseInt(args[++i]);
        case "--repeat" -> repeat = Integer.parseInt(args[++i]);
        case "--warm-up" -> maxWarmUps = Integer.parseInt(args[++i]);
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    GeneratorOptions options = SyntheticSnapshots.options();
    StringBuilder md = new StringBuilder(
        "| tools | files | generation (ms) | per tool (ms) | peak heap (MB) | javac (ms) | generation / javac "
            + "| generation CPU (ms) | javac CPU (ms) | CPU generation / javac | warm-up runs (generation, javac) |\n"
            + "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
    for (int size : sizes) {
      Snapshot snapshot = read(size);
      boolean withJavac = size <= javacMax;
      List<GeneratedFile> sources = Generator.generate(snapshot, options).files();
      String warmUps = warmUntilQuiet(() -> Generator.generate(snapshot, options), maxWarmUps)
          + (withJavac ? ", " + warmUntilQuiet(() -> javacMillis(sources), maxWarmUps) : "");
      List<Turn> turns = new ArrayList<>();
      int files = 0;
      for (int turn = 0; turn < repeat; turn++) {
        System.gc();
        resetPeaks();
        long cpuStart = processCpuNanos();
        long start = System.nanoTime();
        GenerationResult result = Generator.generate(snapshot, options);
        double generationMs = (System.nanoTime() - start) / 1e6;
        double generationCpuMs = (processCpuNanos() - cpuStart) / 1e6;
        double peakMb = peakHeapBytes() / 1e6;
        files = result.files().size();
        double javacMs = Double.NaN;
        double javacCpuMs = Double.NaN;
        if (withJavac) {
          long javacCpuStart = processCpuNanos();
          javacMs = javacMillis(result.files());
          javacCpuMs = (processCpuNanos() - javacCpuStart) / 1e6;
        }
        turns.add(new Turn(generationMs, generationCpuMs, peakMb, javacMs, javacCpuMs));
      }
      md.append(row(size, files, turns, withJavac, warmUps));
      System.out.print(md.substring(md.lastIndexOf("\n| " + size + " |") + 1));
    }
    Files.createDirectories(out);
    Files.writeString(out.resolve("scaling.md"), md.toString());
  }

  /** Work that may throw, run to warm the JIT. */
  private interface Work {
    void run() throws IOException;
  }

  /**
   * Runs {@code work} until a run compiles for under 2 % of its time, at most {@code maxRuns} times; returns the runs,
   * marked with "+" when the JIT was still busy after the last.
   */
  private static String warmUntilQuiet(Work work, int maxRuns) throws IOException {
    for (int run = 1; run <= maxRuns; run++) {
      JitWindow window = JitWindow.open();
      work.run();
      if (window.wasQuiet()) {
        return Integer.toString(run);
      }
    }
    return maxRuns + "+";
  }

  /** One generation and the compilation of what it wrote. */
  private record Turn(
      double generationMs,
      double generationCpuMs,
      double peakMb,
      double javacMs,
      double javacCpuMs) {}

  private static String row(
      int size, int files, List<Turn> turns, boolean withJavac, String warmUps) {
    double generationMs = median(turns, Turn::generationMs);
    double generationCpuMs = median(turns, Turn::generationCpuMs);
    double peakMb = turns.stream().mapToDouble(Turn::peakMb).max().orElseThrow();
    String javac = "—";
    String ratio = "—";
    String javacCpu = "—";
    String cpuRatio = "—";
    if (withJavac) {
      javac = String.format(Locale.ROOT, "%.0f", median(turns, Turn::javacMs));
      ratio = ratios(turns, turn -> turn.generationMs() / turn.javacMs());
      javacCpu = String.format(Locale.ROOT, "%.0f", median(turns, Turn::javacCpuMs));
      cpuRatio = ratios(turns, turn -> turn.generationCpuMs() / turn.javacCpuMs());
    }
    return String.format(
        Locale.ROOT,
        "| %d | %d | %.0f | %.2f | %.0f | %s | %s | %.0f | %s | %s | %s |%n",
        size,
        files,
        generationMs,
        generationMs / size,
        peakMb,
        javac,
        ratio,
        generationCpuMs,
        javacCpu,
        cpuRatio,
        warmUps);
  }

  /** The median ratio of the turns, with their range when there are several. */
  private static String ratios(List<Turn> turns, ToDoubleFunction<Turn> ratio) {
    double[] values = turns.stream().mapToDouble(ratio).sorted().toArray();
    String median = String.format(Locale.ROOT, "%.3f", median(values));
    return values.length == 1
        ? median
        : String.format(
            Locale.ROOT, "%s (%.3f–%.3f)", median, values[0], values[values.length - 1]);
  }

  private static double median(List<Turn> turns, ToDoubleFunction<Turn> value) {
    return median(turns.stream().mapToDouble(value).sorted().toArray());
  }

  static double median(double[] sorted) {
    int middle = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }

  private static Snapshot read(int tools) {
    return SnapshotFormat.read(SyntheticSnapshots.toolsList(tools), "synthetic-" + tools);
  }

  /**
   * CPU time of the whole JVM (generation's threads, the JIT's, the collector's): on a machine shared with other builds
   * it moves far less than wall-clock time, which may triple.
   */
  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static void resetPeaks() {
    ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
  }

  private static long peakHeapBytes() {
    return ManagementFactory.getMemoryPoolMXBeans().stream()
        .filter(pool -> pool.getType() == MemoryType.HEAP)
        .mapToLong(pool -> pool.getPeakUsage().getUsed())
        .sum();
  }

  /** Compiles into a fresh directory, removed afterwards: the class files are written to disk as a build's are. */
  static double javacMillis(List<GeneratedFile> files) throws IOException {
    Path classes = Files.createTempDirectory("imcp-scale");
    try {
      return javacMillis(files, classes);
    } finally {
      try (java.util.stream.Stream<Path> written = Files.walk(classes)) {
        for (Path path : written.sorted(java.util.Comparator.reverseOrder()).toList()) {
          Files.delete(path);
        }
      }
    }
  }

  private static double javacMillis(List<GeneratedFile> files, Path classes) throws IOException {
    // Long: javac's in-memory set-up and one timed compile, inside one file manager.
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    List<JavaFileObject> sources = new ArrayList<>();
    for (GeneratedFile file : files) {
      sources.add(
          new SimpleJavaFileObject(
              URI.create("string:///" + file.path()), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
              return file.content();
            }
          });
    }
    try (StandardJavaFileManager manager =
        compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
      manager.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classes.toFile()));
      long start = System.nanoTime();
      boolean ok = compiler
          .getTask(
              null,
              manager,
              null,
              List.of(
                  "-proc:none",
                  "--release",
                  "17",
                  "-classpath",
                  System.getProperty("java.class.path")),
              null,
              sources)
          .call();
      if (!ok) {
        throw new IllegalStateException("the generated code did not compile");
      }
      return (System.nanoTime() - start) / 1e6;
    }
  }
}
