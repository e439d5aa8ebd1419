package dev.imcp.runtime.internal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Stops a process and everything it started: wait, then terminate, then kill; children are waited for too. */
final class ProcessTree {
  private static final Duration TERMINATE_GRACE = Duration.ofSeconds(2);
  private static final Duration KILL_WAIT = Duration.ofSeconds(1);

  private ProcessTree() {}

  /** The process's children now: to be taken before anything makes it exit, as its children are lost with it. */
  static List<ProcessHandle> children(Process process) {
    return process.descendants().toList();
  }

  /**
   * Waits {@code grace} for a voluntary exit; never waits longer than grace + 3 s in all.
   *
   * @param children the process's children, taken with {@link #children} before it was asked to exit
   */
  static void stop(Process process, List<ProcessHandle> children, Duration grace) {
    List<ProcessHandle> tree = new ArrayList<>(children);
    if (!waitFor(process, grace)) {
      tree.addAll(process.descendants().filter(child -> !tree.contains(child)).toList());
    }
    tree.add(process.toHandle());
    tree.forEach(ProcessHandle::destroy);
    if (awaitAll(tree, TERMINATE_GRACE)) {
      return;
    }
    tree.forEach(ProcessHandle::destroyForcibly);
    awaitAll(tree, KILL_WAIT);
  }

  private static boolean waitFor(Process process, Duration timeout) {
    try {
      return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return !process.isAlive();
    }
  }

  /** Whether every process ended within the timeout, measured once for all of them. */
  private static boolean awaitAll(List<ProcessHandle> processes, Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    for (ProcessHandle process : processes) {
      long left = deadline - System.nanoTime();
      try {
        if (left <= 0) {
          return processes.stream().noneMatch(ProcessHandle::isAlive);
        }
        process.onExit().get(left, TimeUnit.NANOSECONDS);
      } catch (java.util.concurrent.TimeoutException e) {
        return false;
      } catch (java.util.concurrent.ExecutionException e) {
        continue;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
    return true;
  }
}
