package dev.imcp.runtime.internal;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Stops a process and everything it started: wait, then terminate, then kill. */
final class ProcessTree {
  private static final Duration TERMINATE_GRACE = Duration.ofSeconds(2);
  private static final Duration KILL_WAIT = Duration.ofSeconds(1);

  private ProcessTree() {}

  /** Waits {@code grace} for a voluntary exit; never waits longer than grace + 3 s in all. */
  static void stop(Process process, Duration grace) {
    // Children are collected while the parent lives: once it is gone they are re-parented and out of reach.
    List<ProcessHandle> children = process.descendants().toList();
    if (waitFor(process, grace)) {
      children.forEach(ProcessHandle::destroy);
      return;
    }
    children = process.descendants().toList();
    children.forEach(ProcessHandle::destroy);
    process.destroy();
    if (waitFor(process, TERMINATE_GRACE) && children.stream().noneMatch(ProcessHandle::isAlive)) {
      return;
    }
    children.forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    waitFor(process, KILL_WAIT);
  }

  private static boolean waitFor(Process process, Duration timeout) {
    try {
      return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return !process.isAlive();
    }
  }
}
