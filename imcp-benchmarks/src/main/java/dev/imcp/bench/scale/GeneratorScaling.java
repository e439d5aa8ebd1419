package dev.imcp.bench.scale;

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
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Generation time and peak heap for synthetic snapshots of 10 to 10,000 tools, in process, and how generation compares
 * with compiling what it wrote ({@code javac}, in process, up to {@code --javac-max} tools). Writes {@code scaling.md}.
 * Arguments: {@code [--out DIR] [--sizes 10,100,1000,10000] [--javac-max 1000]}.
 */
public final class GeneratorScaling {
  private GeneratorScaling() {}

  public static void main(String[] args) throws IOException {
    Path out = Path.of("target/bench");
    List<Integer> sizes = List.of(10, 100, 1_000, 10_000);
    int javacMax = 1_000;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--out" -> out = Path.of(args[++i]);
        case "--sizes" ->
          sizes = java.util.Arrays.stream(args[++i].split(","))
              .map(Integer::parseInt)
              .toList();
        case "--javac-max" -> javacMax = Integer.parseInt(args[++i]);
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    GeneratorOptions options = GeneratorOptions.builder("com.example.synthetic")
        .clientName("SyntheticClient")
        .build();
    Generator.generate(read(200), options); // warm-up: the JIT, and JavaPoet's and Jackson's caches
    StringBuilder md = new StringBuilder(
        "| tools | files | generation (ms) | per tool (ms) | peak heap (MB) | javac (ms) | generation / javac "
            + "| generation CPU (ms) | javac CPU (ms) | CPU generation / javac |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
    for (int size : sizes) {
      Snapshot snapshot = read(size);
      System.gc();
      resetPeaks();
      long cpuStart = processCpuNanos();
      long start = System.nanoTime();
      GenerationResult result = Generator.generate(snapshot, options);
      double generationMs = (System.nanoTime() - start) / 1e6;
      double generationCpuMs = (processCpuNanos() - cpuStart) / 1e6;
      double peakMb = peakHeapBytes() / 1e6;
      String javac = "—";
      String ratio = "—";
      String javacCpu = "—";
      String cpuRatio = "—";
      if (size <= javacMax) {
        long javacCpuStart = processCpuNanos();
        double javacMs = javacMillis(result.files(), Files.createTempDirectory("imcp-scale"));
        double javacCpuMs = (processCpuNanos() - javacCpuStart) / 1e6;
        javac = String.format(Locale.ROOT, "%.0f", javacMs);
        ratio = String.format(Locale.ROOT, "%.3f", generationMs / javacMs);
        javacCpu = String.format(Locale.ROOT, "%.0f", javacCpuMs);
        cpuRatio = String.format(Locale.ROOT, "%.3f", generationCpuMs / javacCpuMs);
      }
      md.append(String.format(
          Locale.ROOT,
          "| %d | %d | %.0f | %.2f | %.0f | %s | %s | %.0f | %s | %s |%n",
          size,
          result.files().size(),
          generationMs,
          generationMs / size,
          peakMb,
          javac,
          ratio,
          generationCpuMs,
          javacCpu,
          cpuRatio));
      System.out.print(md.substring(md.lastIndexOf("| " + size + " |")));
    }
    Files.createDirectories(out);
    Files.writeString(out.resolve("scaling.md"), md.toString());
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

  private static double javacMillis(List<GeneratedFile> files, Path classes) throws IOException {
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
