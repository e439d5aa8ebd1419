package dev.imcp.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time of a process, read from its threads' {@code /proc/PID/task/TID/schedstat} in nanoseconds: {@code stat}'s
 * 10 ms ticks are 1–2 % of a benchmark round's server time. The one reader of the test servers' and the benchmarks'
 * server CPU figures.
 */
public final class ProcessCpu {
  private ProcessCpu() {}

  /**
   * CPU time the process's threads alive now have used, in nanoseconds. A thread that has ended no longer counts (node
   * keeps its threads for its life).
   *
   * @param pid the process
   * @return the sum over its threads
   * @throws UncheckedIOException when its threads cannot be listed (it has ended, or this is not Linux): a figure
   *     computed from a 0 here would be silently wrong, the process's CPU so far vanishing from a difference
   */
  public static long nanos(long pid) {
    long total = 0;
    try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
      for (Path task : (Iterable<Path>) tasks::iterator) {
        total += threadNanos(task);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the CPU time of process " + pid, e);
    }
    return total;
  }

  /**
   * CPU time one thread has used, in nanoseconds.
   *
   * @param task the thread's directory, {@code /proc/PID/task/TID}
   * @return its time on a CPU, or 0 when it ended between the listing of its process's threads and this read
   */
  public static long threadNanos(Path task) {
    try {
      String schedstat = Files.readString(task.resolve("schedstat"));
      return Long.parseLong(schedstat.substring(0, schedstat.indexOf(' ')));
    } catch (IOException e) {
      return 0;
    }
  }
}
