package dev.imcp.bench.scale;

import dev.imcp.build.SourceGeneration;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/**
 * One side of {@link ColdGeneration}, alone in a fresh JVM: {@code generate}, {@code javac} or {@code floor}. Prints
 * the side's wall-clock and CPU milliseconds (CPU of the whole process: the JIT's and the collector's threads count),
 * from the start of its work to its end; the JVM's own start-up before {@code main} is left out of every side alike.
 */
final class ColdSide {
  private ColdSide() {}

  static void run(String[] args) throws IOException {
    long cpu = cpuMillis();
    long start = System.nanoTime();
    switch (args[1]) {
      case "generate" -> generate(Path.of(args[2]), Path.of(args[3]), Path.of(args[4]));
      case "javac" -> javac(Path.of(args[2]), Path.of(args[3]), args[4]);
      case "floor" -> floor(Path.of(args[2]), Path.of(args[3]), Path.of(args[4]));
      default -> throw new IllegalArgumentException("unknown side " + args[1]);
    }
    double wall = (System.nanoTime() - start) / 1e6;
    System.out.printf(Locale.ROOT, "%.0f %d%n", wall, cpuMillis() - cpu);
  }

  /**
   * What {@code imcp:generate} does offline once its settings are read: the up-to-date digest, reading the snapshot,
   * generating, writing the files and the state (the plugin's {@code GenerateTask} around this only checks settings).
   */
  private static void generate(Path snapshot, Path output, Path state) throws IOException {
    SourceGeneration.run(
        new SourceGeneration.Request(snapshot, output, state, SyntheticSnapshots.options()));
  }

  /**
   * What maven-compiler-plugin does with the generated sources: javac in process, from the files on disk, the class
   * files written to disk, against the class path a project that uses the SDK compiles with, with the plugin's default
   * options ({@code -g}, {@code -nowarn}, annotation processing left on).
   */
  private static void javac(Path sources, Path classes, String classPath) throws IOException {
    List<Path> files;
    try (Stream<Path> all = Files.walk(sources)) {
      files = all.filter(path -> path.toString().endsWith(".java")).sorted().toList();
    }
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    try (StandardJavaFileManager manager =
        compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
      Iterable<? extends JavaFileObject> units = manager.getJavaFileObjectsFromPaths(files);
      List<String> options = List.of(
          "-d",
          classes.toString(),
          "-classpath",
          classPath,
          "-g",
          "-nowarn",
          "--release",
          "17",
          "-encoding",
          "UTF-8");
      if (!compiler.getTask(null, manager, null, options, null, units).call()) {
        throw new IllegalStateException("the generated code did not compile");
      }
    }
  }

  /**
   * The floor: a cold JVM that only reads the snapshot (one streaming parse, no tree) and writes the generated files,
   * their text taken from one file {@link ColdGeneration} packed from a generation's output.
   */
  private static void floor(Path snapshot, Path packed, Path output) throws IOException {
    long chars = 0;
    try (JsonParser parser =
        new JsonFactory().createParser(ObjectReadContext.empty(), Files.readAllBytes(snapshot))) {
      for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
        chars += token == JsonToken.VALUE_STRING ? parser.getString().length() : 1;
      }
    }
    if (chars == 0) {
      throw new IllegalStateException("empty snapshot");
    }
    try (DataInputStream in =
        new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(packed)))) {
      int count = in.readInt();
      for (int i = 0; i < count; i++) {
        Path target = output.resolve(in.readUTF());
        byte[] content = in.readNBytes(in.readInt());
        Files.createDirectories(target.getParent());
        Files.write(target, content);
      }
    }
  }

  /** This process's CPU time (user and system) from {@code /proc/self/stat}, in 10 ms ticks. */
  static long cpuMillis() throws IOException {
    String stat = Files.readString(Path.of("/proc/self/stat"));
    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10;
  }

  /** The generated files under {@code directory}, relative, sorted: what the floor writes. */
  static List<Path> sourcesUnder(Path directory) throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> all = Files.walk(directory)) {
      all.filter(Files::isRegularFile)
          .sorted()
          .forEach(path -> files.add(directory.relativize(path)));
    }
    return files;
  }
}
