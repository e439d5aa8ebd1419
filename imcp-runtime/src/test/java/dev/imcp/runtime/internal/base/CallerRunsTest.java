package dev.imcp.runtime.internal.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A blocking call's scope: which exchange it runs on the caller's thread, and what it leaves on that thread. */
class CallerRunsTest {
  private final List<Runnable> elsewhere = new ArrayList<>();
  private final Executor pool = elsewhere::add;

  @Test
  void theFirstExchangeOfferedInTheScopeRunsOnTheCallersThreadWhenItCloses() {
    List<String> ran = new ArrayList<>();
    CallerRuns scope = CallerRuns.open();

    boolean first = CallerRuns.offer(() -> ran.add(Thread.currentThread().getName()), pool);
    boolean second = CallerRuns.offer(() -> ran.add("second"), pool);
    assertThat(ran).isEmpty();
    scope.close();

    assertThat(first).isTrue();
    assertThat(second).isFalse();
    assertThat(ran).containsExactly(Thread.currentThread().getName());
    assertThat(CallerRuns.offer(() -> ran.add("after"), pool)).isFalse();
  }

  @Test
  void aClosedScopeLeavesNothingOfTheRuntimesOnTheThread() {
    CallerRuns scope = CallerRuns.open();
    CallerRuns.offer(() -> {}, pool);
    scope.close();

    // An array of the JDK's, emptied: no class of the runtime's (nor its loader) is held by the
    // thread.
    assertThat(CallerRuns.held()).isNotNull().containsOnlyNulls();
    assertThat(CallerRuns.held().getClass()).isEqualTo(Object[].class);
  }

  @Test
  void aRuntimeThreadTakesNoExchange() throws Exception {
    CompletableFuture<Boolean> offered = new CompletableFuture<>();
    RuntimeThread.of("caller-runs-test", () -> {
          CallerRuns scope = CallerRuns.open();
          offered.complete(CallerRuns.offer(() -> {}, pool));
          scope.close();
        })
        .start();

    assertThat(offered.get(10, TimeUnit.SECONDS)).isFalse();
  }

  @Test
  void anInterruptedCallerHandsTheExchangeOverInsteadOfRunningIt() {
    List<String> ran = new ArrayList<>();
    CallerRuns scope = CallerRuns.open();
    CallerRuns.offer(() -> ran.add("ran"), pool);

    Thread.currentThread().interrupt();
    try {
      scope.close();
    } finally {
      Thread.interrupted();
    }

    assertThat(ran).isEmpty();
    assertThat(elsewhere).hasSize(1);
  }
}
