package dev.imcp.bench.micro;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs the microbenchmarks with the GC profiler (B/op): {@code [--out DIR] [--quick] [--only REGEX]}. Results in
 * {@code micro.json}. They are this package's (public API) and imcp-runtime's (its internal classes, from its test jar):
 * JMH reads every {@code META-INF/BenchmarkList} on the class path.
 */
public final class Micro {
  private Micro() {}

  public static void main(String[] args) throws Exception {
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
    new Runner(options).run();
  }
}
