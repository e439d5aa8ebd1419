package dev.imcp.bench.scale;

import dev.imcp.bench.scale.MojoTimeline.Execution;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;

/**
 * Generation against javac inside one real, one-off Maven build, the case issue 28's target names: per launch, a
 * throw-away project (written here into a temporary directory) with a committed snapshot of {@code --size} synthetic
 * tools runs {@code mvn -B -o compile}: Maven starts, the installed {@code imcp:generate} goal generates into the
 * project (its plugin realm, class loading, Jackson and JavaPoet start-up inside the execution), then
 * maven-compiler-plugin compiles the output in process against the runtime. Each execution is timed by Maven's log
 * timestamps and the Maven JVM's CPU ({@link MojoTimeline}). In the same launch, {@link ColdGeneration}'s two fresh
 * JVMs generate and compile the same snapshot, for comparison in one window. The project uses this class path's
 * {@code imcp-runtime} version and local repository. Arguments: {@code [--out DIR] [--size 100] [--launches 5] [--mvn
 * mvn]}; prints each launch and the medians, and writes them to {@code maven-build-generation.md} (the last build's
 * log beside it).
 */
public final class MavenBuildGeneration {
  /** The compiler and resources plugins of this project's own build, which its local repository holds. */
  private static final String COMPILER_PLUGIN = "3.16.0";

  private static final String RESOURCES_PLUGIN = "3.5.0";

  private static final String TIMESTAMPS = "-Dorg.slf4j.simpleLogger.showDateTime=true"
      + " -Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS";

  private MavenBuildGeneration() {}

  /** One launch: the build's executions, Maven's start-up and whole wall time, and the fresh JVMs' sides. */
  private record Launch(
      Execution generate,
      Execution compile,
      long startUp,
      long build,
      double[] freshGenerate,
      double[] freshJavac) {}

  public static void main(String[] args) throws IOException, InterruptedException {
    // Long: a harness's main: its options, the launches and the report, in order.
    Path out = Path.of("target/bench");
    int size = 100;
    int launches = 5;
    String mvn = "mvn";
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--size" -> size = Integer.parseInt(args[++i]);
        case "--launches" -> launches = Integer.parseInt(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        case "--mvn" -> mvn = args[++i];
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    Path runtimeJar = runtimeJar();
    Path work = Files.createTempDirectory("imcp-maven-build-" + size);
    String load = loadAverage();
    List<Launch> samples = new ArrayList<>();
    StringBuilder md = new StringBuilder(header());
    try {
      String snapshot = SyntheticSnapshots.toolsList(size);
      for (int launch = 0; launch < launches; launch++) {
        Path project = work.resolve("run" + launch);
        Launch sample = launch(project, snapshot, runtimeJar, mvn);
        Files.createDirectories(out);
        Files.copy(
            project.resolve("build.log"),
            out.resolve("maven-build-generation.log"),
            StandardCopyOption.REPLACE_EXISTING);
        samples.add(sample);
        String row = row("launch " + (launch + 1), sample);
        System.out.print(row);
        md.append(row);
      }
    } finally {
      ColdGeneration.deleteTree(work);
    }
    String summary = summary(samples, size, load + " → " + loadAverage());
    System.out.print(summary);
    Files.createDirectories(out);
    Files.writeString(out.resolve("maven-build-generation.md"), md + summary);
  }

  private static Launch launch(Path project, String snapshot, Path runtimeJar, String mvn)
      throws IOException, InterruptedException {
    Path snapshotFile = project.resolve("src/main/imcp/tools.json");
    Files.createDirectories(snapshotFile.getParent());
    Files.writeString(snapshotFile, snapshot);
    Files.writeString(
        project.resolve("pom.xml"), pom(runtimeJar.getParent().getFileName().toString()));
    Path repository = runtimeJar.getParent().getParent().getParent().getParent().getParent();
    long[] build = new long[2];
    MojoTimeline timeline = maven(
        project, List.of(mvn, "-B", "-o", "-Dmaven.repo.local=" + repository, "compile"), build);
    Path fresh = project.resolve("fresh");
    Path sources = fresh.resolve("sources");
    double[] generate = ColdGeneration.side(
        "generate",
        snapshotFile.toString(),
        sources.toString(),
        fresh.resolve("state").toString());
    Path classes = Files.createDirectories(fresh.resolve("classes"));
    double[] javac = ColdGeneration.side(
        "javac", sources.toString(), classes.toString(), ColdGeneration.userClassPath());
    return new Launch(
        execution(timeline, "imcp-codegen:generate"),
        execution(timeline, "compiler:compile"),
        timeline.firstHeader() - build[0],
        build[1],
        generate,
        javac);
  }

  /**
   * Runs Maven in {@code project}, feeding its output to a timeline as it comes; {@code build} receives the launch's
   * millisecond of the day (Maven's clock) and the whole run's wall-clock milliseconds.
   */
  private static MojoTimeline maven(Path project, List<String> command, long[] build)
      throws IOException, InterruptedException {
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true);
    builder.environment().put("MAVEN_OPTS", TIMESTAMPS);
    MojoTimeline timeline = new MojoTimeline();
    List<String> log = new ArrayList<>();
    build[0] = LocalTime.now().toNanoOfDay() / 1_000_000;
    long start = System.nanoTime();
    Process maven = builder.start();
    Supplier<MojoTimeline.Cpu> cpu = MojoTimeline.sampler(maven.pid());
    try (BufferedReader lines =
        new BufferedReader(new InputStreamReader(maven.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        timeline.line(line, cpu.get());
        log.add(line);
      }
    }
    if (maven.waitFor() != 0) {
      log.forEach(System.err::println);
      throw new IllegalStateException("the Maven build failed");
    }
    build[1] = (System.nanoTime() - start) / 1_000_000;
    Files.write(project.resolve("build.log"), log);
    return timeline;
  }

  private static Execution execution(MojoTimeline timeline, String goal) {
    return timeline.executions().stream()
        .filter(execution -> execution.goal().equals(goal))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("no " + goal + " in the build's log"));
  }

  private static String pom(String version) {
    // Long: the throw-away project's POM, as a project that uses the SDK writes it.
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <project xmlns="http://maven.apache.org/POM/4.0.0">
          <modelVersion>4.0.0</modelVersion>
          <groupId>dev.imcp.bench</groupId>
          <artifactId>maven-build</artifactId>
          <version>1.0</version>
          <properties>
            <maven.compiler.release>17</maven.compiler.release>
            <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
          </properties>
          <dependencies>
            <dependency>
              <groupId>dev.imcp</groupId>
              <artifactId>imcp-runtime</artifactId>
              <version>%1$s</version>
            </dependency>
          </dependencies>
          <build>
            <plugins>
              <plugin>
                <artifactId>maven-resources-plugin</artifactId>
                <version>%3$s</version>
              </plugin>
              <plugin>
                <artifactId>maven-compiler-plugin</artifactId>
                <version>%2$s</version>
              </plugin>
              <plugin>
                <groupId>dev.imcp</groupId>
                <artifactId>imcp-codegen-maven-plugin</artifactId>
                <version>%1$s</version>
                <executions>
                  <execution>
                    <goals>
                      <goal>generate</goal>
                    </goals>
                    <configuration>
                      <packageName>com.example.synthetic</packageName>
                      <clientName>SyntheticClient</clientName>
                    </configuration>
                  </execution>
                </executions>
              </plugin>
            </plugins>
          </build>
        </project>
        """.formatted(version, COMPILER_PLUGIN, RESOURCES_PLUGIN);
  }

  /** The installed {@code imcp-runtime} jar on this class path: its version and local repository are the build's. */
  private static Path runtimeJar() {
    return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .map(Path::of)
        .filter(
            path -> path.getFileName().toString().matches("imcp-runtime-[^-].*(?<!-tests)\\.jar"))
        .findFirst()
        .orElseThrow(
            () -> new IllegalStateException("no installed imcp-runtime jar on the class path"));
  }

  private static String header() {
    return "| launch | Maven start-up to the first mojo (ms) | imcp:generate (ms, wall / CPU / main thread)"
        + " | compiler:compile (ms, wall / CPU / main thread) | generate / compile, wall | generate / compile, CPU"
        + " | fresh JVMs: generate (ms, wall / CPU) | fresh JVMs: javac (ms, wall / CPU)"
        + " | fresh generate / javac, wall | fresh generate / javac, CPU | whole build (ms) |\n"
        + "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n";
  }

  private static String row(String name, Launch l) {
    return String.format(
        Locale.ROOT,
        "| %s | %d | %d / %d / %d | %d / %d / %d | %.3f | %.3f | %.0f / %.0f | %.0f / %.0f | %.3f | %.3f | %d |%n",
        name,
        l.startUp(),
        l.generate().wall(),
        l.generate().cpu(),
        l.generate().mainCpu(),
        l.compile().wall(),
        l.compile().cpu(),
        l.compile().mainCpu(),
        (double) l.generate().wall() / l.compile().wall(),
        (double) l.generate().cpu() / l.compile().cpu(),
        l.freshGenerate()[0],
        l.freshGenerate()[1],
        l.freshJavac()[0],
        l.freshJavac()[1],
        l.freshGenerate()[0] / l.freshJavac()[0],
        l.freshGenerate()[1] / l.freshJavac()[1],
        l.build());
  }

  private static String summary(List<Launch> samples, int size, String load) {
    return String.format(
        Locale.ROOT,
        "%n%d tools, %d launches, load average %s. Medians (ranges): in the Maven build, generate / compile %s wall,"
            + " %s CPU, %s main-thread CPU; imcp:generate %s ms wall, %s ms CPU; compiler:compile %s ms wall, %s ms"
            + " CPU; fresh JVMs, generate / javac %s wall, %s CPU.%n",
        size,
        samples.size(),
        load,
        median(samples, l -> (double) l.generate().wall() / l.compile().wall(), "%.3f"),
        median(samples, l -> (double) l.generate().cpu() / l.compile().cpu(), "%.3f"),
        median(samples, l -> (double) l.generate().mainCpu() / l.compile().mainCpu(), "%.3f"),
        median(samples, l -> l.generate().wall(), "%.0f"),
        median(samples, l -> l.generate().cpu(), "%.0f"),
        median(samples, l -> l.compile().wall(), "%.0f"),
        median(samples, l -> l.compile().cpu(), "%.0f"),
        median(samples, l -> l.freshGenerate()[0] / l.freshJavac()[0], "%.3f"),
        median(samples, l -> l.freshGenerate()[1] / l.freshJavac()[1], "%.3f"));
  }

  private static String median(
      List<Launch> samples, ToDoubleFunction<Launch> value, String format) {
    double[] sorted = samples.stream().mapToDouble(value).sorted().toArray();
    return String.format(
        Locale.ROOT,
        format + " (" + format + "–" + format + ")",
        GeneratorScaling.median(sorted),
        sorted[0],
        sorted[sorted.length - 1]);
  }

  private static String loadAverage() throws IOException {
    return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
  }
}
