package dev.imcp.runtime.internal.stdio;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Stops a process and everything it started: wait, then terminate, then kill; children are waited for too. */
final class ProcessTree {
  private static final Duration TERMINATE_GRACE = Duration.ofSeconds(2);
  private static final Duration KILL_WAIT = Duration.ofSeconds(1);

  private ProcessTree() {}

  /**
   * Waits {@code grace} for a voluntary exit, then terminates, then kills the process and every descendant it was seen
   * to have; never waits longer than grace + 3 s in all.
   */
  static void stop(Process process, KnownDescendants descendants, Duration grace) {
    descendants.refresh();
    if (!waitFor(process, grace)) {
      descendants.refresh();
    }
    List<ProcessHandle> tree = new ArrayList<>(descendants.alive());
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
