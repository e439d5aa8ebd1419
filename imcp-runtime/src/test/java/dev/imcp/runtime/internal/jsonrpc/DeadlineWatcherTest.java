package dev.imcp.runtime.internal.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.internal.base.Delays;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Requests' deadlines and the runtime's other timeouts share one timer thread: a client's way to its first call sets
 * both (the initialize request's deadline, the era probe's grace), and they were two threads. Not timed: deadlines
 * long past fire at once, and what fires is awaited with a bound.
 */
class DeadlineWatcherTest {
  private static final Duration BOUND = Duration.ofSeconds(10);

  @Test
  void aRequestsDeadlineAndADelayShareTheRuntimesOneTimerThread() {
    CompletableFuture<String> expiredOn = new CompletableFuture<>();
    long past = System.nanoTime() - 1;
    DeadlineWatcher.Watched late = () -> past;
    try (DeadlineWatcher watcher = new DeadlineWatcher(
        "test",
        () -> List.of(late),
        request -> expiredOn.complete(Thread.currentThread().getName()),
        (thread, error) -> expiredOn.completeExceptionally(error))) {
      CompletableFuture<Void> done = new CompletableFuture<>();
      Delays.unlessDoneWithin(done, TimeUnit.MINUTES.toMillis(1), Runnable::run, () -> {});
      try {
        watcher.watch(past);

        assertThat(expiredOn).succeedsWithin(BOUND).isEqualTo("imcp-timer");
        assertThat(timerThreads()).as("the runtime's timer threads").containsExactly("imcp-timer");
      } finally {
        done.complete(null);
      }
    }
  }

  @Test
  void aDeadlineAheadIsScannedForWhenItPasses() {
    CompletableFuture<Long> expired = new CompletableFuture<>();
    long soon = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20);
    DeadlineWatcher.Watched request = () -> soon;
    try (DeadlineWatcher watcher = new DeadlineWatcher(
        "test",
        () -> List.of(request),
        answered -> expired.complete(System.nanoTime()),
        (thread, error) -> expired.completeExceptionally(error))) {
      watcher.watch(soon);

      assertThat(expired).succeedsWithin(BOUND);
      assertThat(expired.join() - soon).as("expired after its deadline").isNotNegative();
    }
  }

  /** Live threads of the runtime's timers, by name (the delays' own thread was {@code imcp-delays}). */
  private static List<String> timerThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(Thread::isAlive)
        .map(Thread::getName)
        .filter(name -> name.equals("imcp-timer") || name.equals("imcp-delays"))
        .toList();
  }
}
