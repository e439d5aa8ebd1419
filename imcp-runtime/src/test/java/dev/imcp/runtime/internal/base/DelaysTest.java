package dev.imcp.runtime.internal.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledThreadPoolExecutor;
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
    ScheduledThreadPoolExecutor timer = Delays.timer();
    try {
      CompletableFuture<String> future = new CompletableFuture<>();
      Delays.unlessDoneWithin(timer, future, 60_000, () -> future.complete("timer"));
      assertThat(timer.getQueue()).hasSize(1);

      future.complete("answer");

      assertThat(future).isCompletedWithValue("answer");
      assertThat(timer.getQueue()).isEmpty();
    } finally {
      timer.shutdownNow();
    }
  }

  @Test
  void aTimeoutOfAFutureDoneInTimeNeverFires() {
    CompletableFuture<String> future = Delays.orTimeout(new CompletableFuture<>(), 60_000);
    future.complete("answer");

    assertThat(future).isCompletedWithValue("answer");
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

  /**
   * No thread of the timer's outlives its work: nothing of the runtime's stays behind in an idle JVM. On a fresh timer
   * made as the runtime's is, since other tests' clients may still have timeouts on the runtime's.
   */
  @Test
  void theTimersThreadEndsOnceNothingIsScheduled() {
    ScheduledThreadPoolExecutor timer = Delays.timer();
    try {
      Future<String> late = timer.schedule(() -> "late", 10, TimeUnit.MILLISECONDS);
      assertThat(late).succeedsWithin(BOUND);
      assertThat(timer.getPoolSize()).isEqualTo(1);

      Awaitility.await().atMost(BOUND).until(() -> timer.getPoolSize() == 0);
    } finally {
      timer.shutdownNow();
    }
  }
}
