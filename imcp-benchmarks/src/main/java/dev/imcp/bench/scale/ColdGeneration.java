package dev.imcp.bench.scale;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Generation against javac as a one-off Maven build meets them, both cold: per launch, a fresh JVM does what {@code
 * imcp:generate} does offline (digest, read the snapshot, generate, write the files and the state), then another fresh
 * JVM does what maven-compiler-plugin does with the written files (javac in process, from disk, against the class
 * path of a project that uses the SDK). Neither side warms the other's JIT (in a build both follow Maven's own
 * start-up). A third fresh JVM, the floor, only reads the snapshot (one streaming parse) and writes the same files.
 * Arguments: {@code [--out DIR] [--sizes 100,1000] [--launches 3]}; prints wall-clock and CPU time of each side, the
 * median ratios per size, and writes them to {@code cold-generation.md}. ({@code GeneratorScaling} measures both at
 * steady state, which a long-lived JVM such as mvnd or an IDE sees; {@link MavenBuildGeneration} both inside one real
 * Maven build, where javac runs in Maven's already-started JVM and costs less than here.)
 */
public final class ColdGeneration {
  /** The jars and class directories of the runtime's compile class path: what a project using the SDK has. */
  private static final List<String> USER_CLASS_PATH = List.of(
      "imcp-runtime",
      "imcp-schema",
      "jackson-databind",
      "jackson-core",
      "jackson-annotations",
      "jakarta.validation-api",
      "slf4j-api",
      "caffeine",
      "httpclient5",
      "httpcore5",
      "jspecify");

  private ColdGeneration() {}

  /** One launch: wall-clock and CPU milliseconds of generation, javac and the floor. */
  private record Launch(double[] generation, double[] javac, double[] floor) {}

  public static void main(String[] args) throws IOException, InterruptedException {
    // Long: a harness's main: the child's mode, the runs and the report, in order.
    if (args.length > 1 && args[0].equals("--side")) {
      ColdSide.run(args);
      return;
    }
    Path out = Path.of("target/bench");
    List<Integer> sizes = List.of(100, 1_000);
    int launches = 3;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--sizes" ->
          sizes = Arrays.stream(args[++i].split(",")).map(Integer::parseInt).toList();
        case "--launches" -> launches = Integer.parseInt(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    StringBuilder md =
        new StringBuilder("| tools | generation (ms, wall / CPU) | javac (ms, wall / CPU)"
            + " | floor (ms, wall / CPU) | generation / javac, wall | generation / javac, CPU"
            + " | floor / javac, wall | floor / javac, CPU | load average |\n"
            + "| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
    for (int size : sizes) {
      String row = row(size, launches);
      System.out.print(row);
      md.append(row);
    }
    Files.createDirectories(out);
    Files.writeString(out.resolve("cold-generation.md"), md.toString());
  }

  private static String row(int size, int launches) throws IOException, InterruptedException {
    Path work = Files.createTempDirectory("imcp-cold-" + size);
    String load = loadAverage();
    List<Launch> samples = new ArrayList<>();
    try {
      Path snapshot = work.resolve("tools.json");
      Files.writeString(snapshot, SyntheticSnapshots.toolsList(size));
      Path packed = work.resolve("packed.bin");
      for (int launch = 0; launch < launches; launch++) {
        samples.add(launch(work.resolve("run" + launch), snapshot, packed, launch == 0));
      }
    } finally {
      deleteTree(work);
    }
    return String.format(
        Locale.ROOT,
        "| %d | %s | %s | %s | %s | %s | %s | %s | %s, %s |%n",
        size,
        times(samples, Launch::generation),
        times(samples, Launch::javac),
        times(samples, Launch::floor),
        ratio(samples, l -> l.generation()[0] / l.javac()[0]),
        ratio(samples, l -> l.generation()[1] / l.javac()[1]),
        ratio(samples, l -> l.floor()[0] / l.javac()[0]),
        ratio(samples, l -> l.floor()[1] / l.javac()[1]),
        load,
        loadAverage());
  }

  /** Generation, the floor and javac, each in a fresh JVM; the first launch packs the floor's files. */
  private static Launch launch(Path run, Path snapshot, Path packed, boolean first)
      throws IOException, InterruptedException {
    Files.createDirectories(run);
    Path sources = run.resolve("sources");
    double[] generation = side(
        "generate",
        snapshot.toString(),
        sources.toString(),
        run.resolve("state").toString());
    if (first) {
      pack(sources, packed);
    }
    double[] floor = side(
        "floor", snapshot.toString(), packed.toString(), run.resolve("floor").toString());
    Path classes = Files.createDirectories(run.resolve("classes"));
    double[] javac = side("javac", sources.toString(), classes.toString(), userClassPath());
    deleteTree(run);
    return new Launch(generation, javac, floor);
  }

  /** One side in a fresh JVM: its wall-clock and CPU milliseconds. */
  static double[] side(String side, String... arguments) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp",
        System.getProperty("java.class.path"),
        ColdGeneration.class.getName(),
        "--side",
        side));
    command.addAll(List.of(arguments));
    Process child = new ProcessBuilder(command)
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
    String line;
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
      line = out.readLine();
    }
    if (child.waitFor() != 0 || line == null) {
      throw new IllegalStateException("the cold " + side + " failed");
    }
    String[] parts = line.split(" ");
    return new double[] {Double.parseDouble(parts[0]), Double.parseDouble(parts[1])};
  }

  /** The runtime's compile class path, out of this JVM's: what the SDK's users compile it against. */
  static String userClassPath() {
    return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> !entry.endsWith("-tests.jar"))
        .filter(entry -> USER_CLASS_PATH.stream().anyMatch(entry::contains))
        .collect(Collectors.joining(File.pathSeparator));
  }

  /** The generated files in one file, for the floor to write without generating them. */
  private static void pack(Path sources, Path packed) throws IOException {
    List<Path> files = ColdSide.sourcesUnder(sources);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeInt(files.size());
      for (Path file : files) {
        byte[] content = Files.readAllBytes(sources.resolve(file));
        out.writeUTF(file.toString());
        out.writeInt(content.length);
        out.write(content);
      }
    }
    Files.write(packed, bytes.toByteArray());
  }

  private static String loadAverage() throws IOException {
    return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
  }

  private static String times(
      List<Launch> samples, java.util.function.Function<Launch, double[]> side) {
    return samples.stream()
        .map(side)
        .map(s -> String.format(Locale.ROOT, "%.0f / %.0f", s[0], s[1]))
        .collect(Collectors.joining(", "));
  }

  private static String ratio(List<Launch> samples, ToDoubleFunction<Launch> ratio) {
    double[] sorted = samples.stream().mapToDouble(ratio).sorted().toArray();
    return String.format(
        Locale.ROOT,
        "%.3f (%.3f–%.3f)",
        GeneratorScaling.median(sorted),
        sorted[0],
        sorted[sorted.length - 1]);
  }

  static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> all = Files.walk(root)) {
      for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
