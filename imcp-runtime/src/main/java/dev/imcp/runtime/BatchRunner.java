package dev.imcp.runtime;

import dev.imcp.runtime.error.BatchTimeoutException;
import dev.imcp.runtime.internal.base.Delays;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;

/** One run of a {@link Batch}: starts the calls in turn or at once, settles each outcome once, enforces the deadline. */
final class BatchRunner {
  private final String server;
  private final List<Batch.Call> calls;
  private final boolean parallel;
  private final Optional<Duration> timeout;
  private final CompletableFuture<?>[] started;
  private final Batch.Outcome<?>[] outcomes;
  private final CompletableFuture<Batch.Results> done = new CompletableFuture<>();
  private int settled;
  private boolean expired;

  BatchRunner(String server, List<Batch.Call> calls, boolean parallel, Optional<Duration> timeout) {
    this.server = server;
    this.calls = calls;
    this.parallel = parallel;
    this.timeout = timeout;
    this.started = new CompletableFuture<?>[calls.size()];
    this.outcomes = new Batch.Outcome<?>[calls.size()];
  }

  CompletableFuture<Batch.Results> start() {
    if (calls.isEmpty()) {
      return CompletableFuture.completedFuture(new Batch.Results(List.of()));
    }
    // Expiring cancels calls and completes the caller's futures, whose callbacks may block: not on
    // the timer's thread.
    timeout.ifPresent(deadline -> Delays.unlessDoneWithin(
        done, deadline.toMillis(), ForkJoinPool.commonPool(), this::expire));
    if (parallel) {
      for (int i = 0; i < calls.size(); i++) {
        launch(i);
      }
    } else {
      launch(0);
    }
    return done;
  }

  private void launch(int index) {
    CompletableFuture<?> call;
    synchronized (this) {
      if (expired) {
        settleLocked(index, Batch.Outcome.failure(calls.get(index).id(), timedOut(index, false)));
        call = null;
      } else {
        call = begin(index);
        started[index] = call;
      }
    }
    if (call == null) {
      next(index);
      return;
    }
    call.whenComplete((value, failure) -> {
      settle(index, value, failure);
      next(index);
    });
  }

  private CompletableFuture<?> begin(int index) {
    try {
      CompletableFuture<?> call = calls.get(index).start().get();
      return call == null
          ? CompletableFuture.failedFuture(new NullPointerException(
              "batch call '" + calls.get(index).id() + "' returned no future"))
          : call;
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  private void next(int index) {
    if (!parallel && index + 1 < calls.size()) {
      launch(index + 1);
    }
  }

  private synchronized void settle(int index, Object value, Throwable failure) {
    String id = calls.get(index).id();
    Throwable cause = failure instanceof CompletionException && failure.getCause() != null
        ? failure.getCause()
        : failure;
    if (cause instanceof CancellationException && expired) {
      // expire() settles it once every cancellation has reached the wire, so that the batch's end
      // follows them.
      return;
    } else {
      settleLocked(
          index,
          failure == null ? Batch.Outcome.success(id, value) : Batch.Outcome.failure(id, cause));
    }
  }

  private void settleLocked(int index, Batch.Outcome<?> outcome) {
    if (outcomes[index] != null) {
      return;
    }
    outcomes[index] = outcome;
    if (++settled == outcomes.length) {
      done.complete(new Batch.Results(Arrays.asList(outcomes)));
    }
  }

  /** Cancels what runs (the runtime sends {@code notifications/cancelled}); what has not started never will. */
  private void expire() {
    CompletableFuture<?>[] running;
    synchronized (this) {
      expired = true;
      running = started.clone();
    }
    for (int i = 0; i < running.length; i++) {
      if (running[i] != null && !running[i].isDone()) {
        running[i].cancel(true);
      }
    }
    synchronized (this) {
      for (int i = 0; i < outcomes.length; i++) {
        if (outcomes[i] == null && (started[i] != null || parallel)) {
          settleLocked(
              i, Batch.Outcome.failure(calls.get(i).id(), timedOut(i, started[i] != null)));
        }
      }
    }
  }

  private BatchTimeoutException timedOut(int index, boolean wasStarted) {
    return new BatchTimeoutException(
        server, calls.get(index).id(), wasStarted, timeout.orElseThrow());
  }
}
