package dev.imcp.bench.micro;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs the microbenchmarks with the GC profiler (B/op): {@code [--out DIR] [--quick] [--only REGEX]}. Results in
 * {@code micro.json}; the first-use benchmarks ({@link ArgumentValidationFirstUse}), a single shot per fresh JVM, in
 * {@code micro-first-use.json}. They are this package's (public API) and imcp-runtime's (its internal classes, from its test jar):
 * JMH reads every {@code META-INF/BenchmarkList} on the class path.
 */
public final class Micro {
  /** Benchmarks of a first use, each in a JVM of its own: run apart, in single shots. */
  private static final String FIRST_USE = "ArgumentValidationFirstUse";

  private Micro() {}

  public static void main(String[] args) throws Exception {
    // Long: a harness's main: JMH's options from the arguments, the run and the report.
    Path out = Path.of("target/bench");
    boolean quick = false;
    String only = "^dev\\.imcp\\.(bench|runtime\\.internal)\\.micro\\.";
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--out")) {
        out = Path.of(args[++i]);
      } else if (args[i].equals("--quick")) {
        quick = true;
      } else if (args[i].equals("--only")) {
        only = args[++i];
      }
    }
    Files.createDirectories(out);
    Options options = new OptionsBuilder()
        .include(only)
        .exclude(FIRST_USE)
        .mode(Mode.AverageTime)
        .timeUnit(TimeUnit.NANOSECONDS)
        .addProfiler(GCProfiler.class)
        .forks(1)
        .warmupIterations(quick ? 1 : 3)
        .warmupTime(org.openjdk.jmh.runner.options.TimeValue.seconds(quick ? 1 : 2))
        .measurementIterations(quick ? 1 : 5)
        .measurementTime(org.openjdk.jmh.runner.options.TimeValue.seconds(quick ? 1 : 2))
        .jvmArgsAppend(
            "-Dimcp.testServers="
                + System.getProperty("imcp.testServers", "test-servers/node_modules"),
            "-Dorg.slf4j.simpleLogger.defaultLogLevel=error")
        .resultFormat(ResultFormatType.JSON)
        .result(out.resolve("micro.json").toString())
        .build();
    try {
      new Runner(options).run();
    } catch (NoBenchmarksException e) {
      // --only named first-use benchmarks alone
    }
    // JMH matches an include pattern anywhere in a benchmark's full name.
    if (java.util.regex.Pattern.compile(only)
        .matcher("dev.imcp.bench.micro." + FIRST_USE + ".generated")
        .find()) {
      firstUse(out, quick);
    }
  }

  /**
   * The first use of a benchmark's method in a fresh JVM: one single shot per fork, no warm-up (set here rather than
   * by annotations, which the runner's options would override).
   */
  private static void firstUse(Path out, boolean quick) throws Exception {
    Options options = new OptionsBuilder()
        .include("^dev\\.imcp\\.bench\\.micro\\." + FIRST_USE)
        .mode(Mode.SingleShotTime)
        .timeUnit(TimeUnit.MICROSECONDS)
        .forks(quick ? 3 : 10)
        .warmupIterations(0)
        .measurementIterations(1)
        .resultFormat(ResultFormatType.JSON)
        .result(out.resolve("micro-first-use.json").toString())
        .build();
    new Runner(options).run();
  }
}
