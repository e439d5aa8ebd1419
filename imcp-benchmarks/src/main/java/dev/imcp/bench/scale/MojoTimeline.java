package dev.imcp.bench.scale;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The mojo executions of one Maven build, timed from Maven's own log: an execution runs from its header line ({@code
 * --- plugin:version:goal (id) @ project ---}) to the next header or the build's closing rule, by the millisecond
 * timestamps Maven's logger writes with {@code org.slf4j.simpleLogger.showDateTime}. Each line comes with a CPU sample
 * of the Maven JVM taken as the line arrived (the whole process, and its main thread, which runs the mojos of a
 * single-threaded build), so an execution's CPU is the difference between its two lines' samples.
 */
final class MojoTimeline {
  /** CPU milliseconds of the whole process (JIT and collector threads included) and of its main thread. */
  record Cpu(long process, long main) {}

  /** One mojo execution: {@code prefix:goal}, Maven's wall-clock milliseconds, CPU milliseconds of both kinds. */
  record Execution(String goal, long wall, long cpu, long mainCpu) {}

  private static final Pattern LINE =
      Pattern.compile("(\\d\\d):(\\d\\d):(\\d\\d)\\.(\\d{3}) \\[\\w+\\] (.*)");
  private static final Pattern HEADER = Pattern.compile("--- (\\S+) \\(.*\\) @ .* ---");

  private final List<Execution> executions = new ArrayList<>();
  private @Nullable String goal;
  private long since;
  private Cpu sinceCpu = new Cpu(0, 0);
  private long firstHeader = -1;

  /** Takes one line of Maven's output and the CPU sample taken when it arrived; lines without a timestamp are skipped. */
  void line(String text, Cpu cpu) {
    Matcher line = LINE.matcher(text);
    if (!line.matches()) {
      return;
    }
    long at = ((Long.parseLong(line.group(1)) * 60 + Long.parseLong(line.group(2))) * 60
                + Long.parseLong(line.group(3)))
            * 1000
        + Long.parseLong(line.group(4));
    String message = line.group(5);
    Matcher header = HEADER.matcher(message);
    boolean opens = header.matches();
    if (goal != null && (opens || message.startsWith("-----"))) {
      executions.add(new Execution(
          goal, at - since, cpu.process() - sinceCpu.process(), cpu.main() - sinceCpu.main()));
      goal = null;
    }
    if (opens) {
      goal = shortName(header.group(1));
      since = at;
      sinceCpu = cpu;
      firstHeader = firstHeader < 0 ? at : firstHeader;
    }
  }

  List<Execution> executions() {
    return executions;
  }

  /** {@return the first execution's start, milliseconds of the day by Maven's clock; -1 before any} */
  long firstHeader() {
    return firstHeader;
  }

  /** {@code imcp-codegen-maven-plugin:0.1.0:generate} → {@code imcp-codegen:generate}. */
  static String shortName(String execution) {
    String[] parts = execution.split(":");
    String prefix =
        parts[0].replace("-maven-plugin", "").replace("maven-", "").replace("-plugin", "");
    return prefix + ":" + parts[parts.length - 1];
  }

  /**
   * {@return CPU samples of a running JVM {@code pid}, read from {@code /proc} (10 ms ticks)} Its main thread is the
   * second task named {@code java}: the launcher's first thread only waits for it. After the process ends, the last
   * sample read.
   */
  static java.util.function.Supplier<Cpu> sampler(long pid) {
    Cpu[] last = {new Cpu(0, 0)};
    long[] main = {-1};
    return () -> {
      try {
        if (main[0] < 0) {
          main[0] = mainThread(pid);
        }
        last[0] = new Cpu(
            ticks(Path.of("/proc/" + pid + "/stat")),
            ticks(Path.of("/proc/" + pid + "/task/" + main[0] + "/stat")));
      } catch (IOException | RuntimeException gone) {
        // The process has ended (or not yet started its main thread): keep the last sample.
      }
      return last[0];
    };
  }

  private static long mainThread(long pid) throws IOException {
    try (Stream<Path> tasks = Files.list(Path.of("/proc/" + pid + "/task"))) {
      for (long tid : tasks
          .mapToLong(task -> Long.parseLong(task.getFileName().toString()))
          .sorted()
          .toArray()) {
        Path comm = Path.of("/proc/" + pid + "/task/" + tid + "/comm");
        if (tid != pid && Files.readString(comm).strip().equals("java")) {
          return tid;
        }
      }
    }
    throw new IOException("no main thread yet");
  }

  /** User and system time of a {@code stat} file, in milliseconds. */
  private static long ticks(Path stat) throws IOException {
    String text = Files.readString(stat);
    String[] fields = text.substring(text.lastIndexOf(')') + 2).split(" ");
    return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10;
  }
}
