package dev.imcp.runtime.internal.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

class DelaysTest {
  private static final Duration BOUND = Duration.ofSeconds(10);

  @Test
  void aFutureNotDoneInTimeFailsWithATimeout() {
    CompletableFuture<String> future = Delays.orTimeout(new CompletableFuture<>(), 50);

    assertThat(future)
        .failsWithin(BOUND)
        .withThrowableOfType(java.util.concurrent.ExecutionException.class)
        .withCauseInstanceOf(TimeoutException.class);
  }

  @Test
  void aFutureNotDoneInTimeCompletesWithTheValueGiven() {
    assertThat(Delays.completeOnTimeout(new CompletableFuture<>(), "late", 50))
        .succeedsWithin(BOUND)
        .isEqualTo("late");
  }

  @Test
  void aFutureDoneInTimeKeepsItsResultAndLeavesNothingWaitingOnTheTimer() {
    CompletableFuture<String> future = Delays.orTimeout(new CompletableFuture<>(), 60_000);
    CompletableFuture<String> other = new CompletableFuture<>();
    Delays.unlessDoneWithin(other, 60_000, () -> other.complete("timer"));
    assertThat(Delays.waiting()).isGreaterThanOrEqualTo(2);

    future.complete("answer");
    other.complete("done");

    assertThat(future).isCompletedWithValue("answer");
    assertThat(other).isCompletedWithValue("done");
    Awaitility.await().atMost(BOUND).until(() -> Delays.waiting() == 0);
  }

  @Test
  void aDelayedTaskIsHandedToTheExecutorGiven() throws InterruptedException {
    CountDownLatch ran = new CountDownLatch(1);
    Thread[] on = new Thread[1];
    Delays.after(10, task -> new Thread(task, "given").start(), () -> {
      on[0] = Thread.currentThread();
      ran.countDown();
    });

    assertThat(ran.await(BOUND.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
    assertThat(on[0].getName()).isEqualTo("given");
  }

  /** No thread of the timer's outlives its work: nothing of the runtime's stays behind in an idle JVM. */
  @Test
  void theTimersThreadEndsOnceNothingIsScheduled() {
    assertThat(Delays.completeOnTimeout(new CompletableFuture<>(), "late", 10))
        .succeedsWithin(BOUND);

    Awaitility.await()
        .atMost(BOUND)
        .until(() -> Thread.getAllStackTraces().keySet().stream()
            .noneMatch(thread -> thread.getName().equals("imcp-timer")));
  }
}
