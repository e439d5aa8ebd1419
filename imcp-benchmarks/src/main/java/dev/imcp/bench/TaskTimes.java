package dev.imcp.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;

/**
 * What the threads of some processes have had from the scheduler, summed over every thread alive, from {@code
 * /proc/PID/task/TID/schedstat} (nanoseconds): time on a CPU, and time runnable but waiting for one. Over a pinned
 * sequential round, the client's and its server's wait tells whether anything else ran on their core, which their CPU
 * time alone does not (on one core each also waits while the other runs: about the other's time per call).
 *
 * @param runNanos time on a CPU
 * @param waitNanos time runnable and waiting for a CPU
 */
record TaskTimes(long runNanos, long waitNanos) {
  static final TaskTimes NONE = new TaskTimes(0, 0);

  static TaskTimes of(Collection<ProcessHandle> processes) {
    TaskTimes sum = NONE;
    for (ProcessHandle process : processes) {
      sum = sum.plus(of(process.pid()));
    }
    return sum;
  }

  /** One process's threads; none when it has ended. */
  static TaskTimes of(long pid) {
    TaskTimes sum = NONE;
    try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
      for (Path task : (Iterable<Path>) tasks::iterator) {
        sum = sum.plus(ofThread(task));
      }
    } catch (IOException e) {
      return NONE;
    }
    return sum;
  }

  TaskTimes minus(TaskTimes before) {
    return new TaskTimes(runNanos - before.runNanos, waitNanos - before.waitNanos);
  }

  private TaskTimes plus(TaskTimes other) {
    return new TaskTimes(runNanos + other.runNanos, waitNanos + other.waitNanos);
  }

  /** A thread that ended between its process's listing and these reads counts for nothing. */
  private static TaskTimes ofThread(Path task) {
    try {
      String[] schedstat = Files.readString(task.resolve("schedstat")).strip().split(" ");
      return new TaskTimes(Long.parseLong(schedstat[0]), Long.parseLong(schedstat[1]));
    } catch (IOException e) {
      return NONE;
    }
  }
}
