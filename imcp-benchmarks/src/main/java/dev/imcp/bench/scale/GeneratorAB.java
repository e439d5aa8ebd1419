package dev.imcp.bench.scale;

import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Two builds of the generator (two class directories of imcp-codegen, loaded side by side) in one JVM, taking turns:
 * each turn generates with A and B in alternating order and compiles each output with javac, so that on a shared
 * machine a before/after comparison is made seconds apart. Arguments: {@code <tools> <turns> <warm-ups> <classes A>
 * <classes B>}; the class path holds everything but imcp-codegen. Prints each turn and the medians.
 */
public final class GeneratorAB {
  private GeneratorAB() {}

  /** One build of the generator, called by reflection through its own class loader. */
  private record Build(
      String name, Method generate, Object options, Method files, Method path, Method content) {
    static Build load(String name, Path classes)
        throws ReflectiveOperationException, java.io.IOException {
      ClassLoader loader = new URLClassLoader(
          new URL[] {classes.toUri().toURL()}, GeneratorAB.class.getClassLoader());
      Class<?> optionsType = loader.loadClass("dev.imcp.codegen.GeneratorOptions");
      Object builder =
          optionsType.getMethod("builder", String.class).invoke(null, "com.example.synthetic");
      builder = builder
          .getClass()
          .getMethod("clientName", String.class)
          .invoke(builder, "SyntheticClient");
      Object options = builder.getClass().getMethod("build").invoke(builder);
      Class<?> file = loader.loadClass("dev.imcp.codegen.GeneratedFile");
      return new Build(
          name,
          loader
              .loadClass("dev.imcp.codegen.Generator")
              .getMethod("generate", Snapshot.class, optionsType),
          options,
          loader.loadClass("dev.imcp.codegen.GenerationResult").getMethod("files"),
          file.getMethod("path"),
          file.getMethod("content"));
    }

    /** The files as (path, content) pairs. */
    List<String[]> generate(Snapshot snapshot) throws ReflectiveOperationException {
      List<String[]> out = new ArrayList<>();
      for (Object file : (List<?>) files.invoke(generate.invoke(null, snapshot, options))) {
        out.add(new String[] {(String) path.invoke(file), (String) content.invoke(file)});
      }
      return out;
    }
  }

  public static void main(String[] args) throws Exception {
    // Long: a harness's main: the arguments, the alternating turns and the report, in order.
    int size = Integer.parseInt(args[0]);
    int turns = Integer.parseInt(args[1]);
    int warmUps = Integer.parseInt(args[2]);
    List<Build> builds =
        List.of(Build.load("A", Path.of(args[3])), Build.load("B", Path.of(args[4])));
    Snapshot snapshot =
        SnapshotFormat.read(SyntheticSnapshots.toolsList(size), "synthetic-" + size);
    Snapshot warmUp = SnapshotFormat.read(SyntheticSnapshots.toolsList(200), "synthetic-200");
    for (int i = 0; i < warmUps; i++) {
      for (Build build : builds) {
        javac(build.generate(warmUp));
      }
    }
    Map<String, List<double[]>> results = new LinkedHashMap<>();
    for (int turn = 0; turn < turns; turn++) {
      for (Build build : turn % 2 == 0 ? builds : List.of(builds.get(1), builds.get(0))) {
        System.gc();
        long cpu = cpuNanos();
        long start = System.nanoTime();
        List<String[]> files = build.generate(snapshot);
        double generationMs = (System.nanoTime() - start) / 1e6;
        double generationCpuMs = (cpuNanos() - cpu) / 1e6;
        long javacCpu = cpuNanos();
        long javacStart = System.nanoTime();
        javac(files);
        double javacMs = (System.nanoTime() - javacStart) / 1e6;
        double javacCpuMs = (cpuNanos() - javacCpu) / 1e6;
        results
            .computeIfAbsent(build.name(), key -> new ArrayList<>())
            .add(new double[] {generationMs, generationCpuMs, javacMs, javacCpuMs});
        System.out.printf(
            Locale.ROOT,
            "turn %d %s: generation %.0f ms (%.0f CPU), javac %.0f ms (%.0f CPU), ratio %.3f (CPU %.3f)%n",
            turn,
            build.name(),
            generationMs,
            generationCpuMs,
            javacMs,
            javacCpuMs,
            generationMs / javacMs,
            generationCpuMs / javacCpuMs);
      }
    }
    results.forEach((name, rows) -> System.out.printf(
        Locale.ROOT,
        "%s, %d tools: generation CPU %.0f ms, javac CPU %.0f ms, ratio %s, CPU ratio %s (medians, ranges)%n",
        name,
        size,
        median(rows.stream().mapToDouble(row -> row[1]).toArray()),
        median(rows.stream().mapToDouble(row -> row[3]).toArray()),
        spread(rows.stream().mapToDouble(row -> row[0] / row[2]).toArray()),
        spread(rows.stream().mapToDouble(row -> row[1] / row[3]).toArray())));
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    java.util.Arrays.sort(sorted);
    int middle = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }

  private static String spread(double[] values) {
    double[] sorted = values.clone();
    java.util.Arrays.sort(sorted);
    return String.format(
        Locale.ROOT, "%.3f (%.3f–%.3f)", median(sorted), sorted[0], sorted[sorted.length - 1]);
  }

  private static long cpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static void javac(List<String[]> files) throws java.io.IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    List<JavaFileObject> sources = new ArrayList<>();
    for (String[] file : files) {
      sources.add(
          new SimpleJavaFileObject(URI.create("string:///" + file[0]), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
              return file[1];
            }
          });
    }
    Path classes = Files.createTempDirectory("imcp-ab");
    try (StandardJavaFileManager manager =
        compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
      manager.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classes.toFile()));
      List<String> options = List.of(
          "-proc:none", "--release", "17", "-classpath", System.getProperty("java.class.path"));
      if (!compiler.getTask(null, manager, null, options, null, sources).call()) {
        throw new IllegalStateException("the generated code did not compile");
      }
    } finally {
      try (Stream<Path> written = Files.walk(classes)) {
        for (Path path : written.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(path);
        }
      }
    }
  }
}
