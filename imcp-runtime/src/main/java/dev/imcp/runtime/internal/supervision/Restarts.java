package dev.imcp.runtime.internal.supervision;

import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.session.Launches;
import dev.imcp.runtime.internal.session.Session;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * What follows a session's end: the close of the dead session, a restart after a backoff with jitter within the
 * policy's budget per window, the calls that wait for it, and the end of the client when the server keeps dying. Made
 * by a supervisor's first session end (a client's close is one), so that a client's way to its first call does not
 * load it. Its state and the supervisor's ({@code current}, {@code ready}, {@code closed}) are guarded by the
 * supervisor's lock.
 */
final class Restarts {
  private final Supervisor supervisor;
  /** When each restart in the policy's window began. */
  private final Deque<Long> times = new ArrayDeque<>();

  private @Nullable Session exitedSession;

  Restarts(Supervisor supervisor) {
    this.supervisor = supervisor;
  }

  /**
   * A call made while the server restarts: the session once it is back, or the client's failure to bring it back
   * within {@code wait}.
   */
  static CompletableFuture<Session> awaited(
      Supervisor supervisor, CompletableFuture<Session> ready, Duration wait) {
    return Delays.orTimeout(ready.copy(), wait.toMillis())
        .exceptionallyCompose(failure -> CompletableFuture.failedFuture(
            Futures.unwrap(failure) instanceof TimeoutException
                ? new TransportException(
                    supervisor.current.serverName(),
                    "the server is restarting and was not back within " + wait.toMillis() + " ms",
                    OptionalInt.empty(),
                    List.of())
                : Futures.unwrap(failure)));
  }

  /** Runs on the dying session's reader thread, before its calls in flight fail: new calls must wait from now on. */
  void exited(Session session, TransportException failure) {
    if (!restarting(session, failure)) {
      return;
    }
    supervisor.worker.execute(() -> {
      session.close(); // its process is gone; this ends its threads
      crashed(session.serverName(), failure);
      scheduleRestart(failure);
    });
  }

  /**
   * Whether a restart follows the end of {@code session}: not when the client is closed, the session is not the
   * current one or was seen to end already, or its own threads failed (out of memory, say: a new server would not help,
   * and the client is closed), nor when the policy restarts nothing. Calls made from now on wait for the restart.
   */
  private boolean restarting(Session session, TransportException failure) {
    synchronized (supervisor) {
      if (supervisor.closed || session != supervisor.current || session == exitedSession) {
        return false;
      }
      exitedSession = session;
      if (failure.getCause() instanceof Error) {
        supervisor.closed = true;
        CompletableFuture<Session> waiting = supervisor.ready;
        supervisor.ready = CompletableFuture.failedFuture(failure);
        waiting.completeExceptionally(failure);
        supervisor.worker.stop(true);
        return false;
      }
      if (supervisor.policy.maxRestarts() == 0) {
        supervisor.ready = CompletableFuture.failedFuture(failure);
        return false;
      }
      if (supervisor.ready.isDone()) {
        supervisor.ready = new CompletableFuture<>();
      }
      return true;
    }
  }

  private void crashed(String server, TransportException failure) {
    supervisor.emit(new LifecycleEvent(
        LifecycleEvent.Kind.CRASHED,
        server,
        supervisor.attempt,
        failure.exitCode(),
        Optional.empty(),
        failure.getMessage()));
  }

  private void scheduleRestart(TransportException lastFailure) {
    Duration delay;
    int attempt;
    synchronized (supervisor) {
      if (supervisor.closed) {
        return;
      }
      long now = supervisor.policy.ticker().getAsLong();
      while (!times.isEmpty()
          && now - times.peekFirst() > supervisor.policy.window().toNanos()) {
        times.removeFirst();
      }
      if (times.size() >= supervisor.policy.maxRestarts()) {
        giveUp(lastFailure);
        return;
      }
      times.addLast(now);
      attempt = ++supervisor.attempt;
      delay = supervisor.policy.backoff(attempt, ThreadLocalRandom.current().nextDouble());
    }
    String server = supervisor.current.serverName();
    supervisor.emit(new LifecycleEvent(
        LifecycleEvent.Kind.RESTARTING,
        server,
        attempt,
        OptionalInt.empty(),
        Optional.of(delay),
        "Restarting " + server + " in " + delay.toMillis() + " ms (attempt " + attempt + ")"));
    supervisor.worker.later(delay.toMillis(), () -> restart(lastFailure));
  }

  private void restart(TransportException lastFailure) {
    if (supervisor.closed) {
      return;
    }
    Session.open(
            supervisor.sessionSettings,
            Launches.start(supervisor.sessionSettings),
            supervisor.onExit,
            Session.READ_AT_ONCE)
        .whenComplete((session, failure) -> {
          if (failure != null) {
            restartFailed(Futures.unwrap(failure));
          } else {
            restarted(session);
          }
        });
  }

  private void restartFailed(Throwable cause) {
    String server = supervisor.current.serverName();
    TransportException crash = cause instanceof TransportException transport
        ? transport
        : new TransportException(
            server, "restart failed: " + cause.getMessage(), OptionalInt.empty(), List.of(), cause);
    crashed(server, crash);
    scheduleRestart(crash);
  }

  private void restarted(Session session) {
    CompletableFuture<Session> waiting;
    synchronized (supervisor) {
      if (supervisor.closed) {
        session.close();
        return;
      }
      supervisor.current = session;
      waiting = supervisor.ready;
      supervisor.ready = CompletableFuture.completedFuture(session);
    }
    supervisor.started(session, LifecycleEvent.Kind.RESTARTED);
    supervisor.attempt = 0;
    waiting.complete(session);
  }

  /** Under the supervisor's lock. */
  private void giveUp(TransportException lastFailure) {
    // The last failure's exit code and stderr are carried over and printed once; its own words only
    // when it had none.
    String last = lastFailure.exitCode().isPresent()
        ? ""
        : " (last failure: " + lastFailure.getMessage().lines().findFirst().orElse("") + ")";
    String server = supervisor.current.serverName();
    TransportException gaveUp = new TransportException(
        server,
        "the server kept dying: gave up after " + supervisor.policy.maxRestarts()
            + " restarts within " + supervisor.policy.window().toSeconds()
            + " s; the client is closed" + last,
        lastFailure.exitCode(),
        lastFailure.stderrTail());
    CompletableFuture<Session> waiting = supervisor.ready;
    supervisor.ready = CompletableFuture.failedFuture(gaveUp);
    // Listeners hear of it before the waiting calls fail.
    supervisor.emit(new LifecycleEvent(
        LifecycleEvent.Kind.GAVE_UP,
        server,
        supervisor.attempt,
        lastFailure.exitCode(),
        Optional.empty(),
        gaveUp.getMessage()));
    waiting.completeExceptionally(gaveUp);
    supervisor.worker.stop(false);
  }
}
