// One room: the restart state machine (current session, restart budget, backoff, waiting calls,
// retries, keep-alive) is guarded by one lock and one set of fields; split, each part would need
// the others' state under that lock.
package dev.imcp.runtime.internal.supervision;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.NotificationListener;
import dev.imcp.runtime.SupervisionPolicy;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.session.ClientSettings;
import dev.imcp.runtime.internal.session.Launches;
import dev.imcp.runtime.internal.session.Session;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Owns the client's current {@link Session} and replaces it when the server dies, as the {@link SupervisionPolicy}
 * allows: backoff with jitter, a restart budget per window, calls waiting for the restart, safe retries, keep-alive
 * pings. Notification and lifecycle listeners live here, so that they outlive sessions. Thread-safe.
 */
public final class Supervisor implements AutoCloseable {
  private static final Log LOG = Log.of(Supervisor.class);

  private final ClientSettings settings;
  /** A restart speaks the era found at the first start: the server's era is a property of its configuration. */
  private final ClientSettings sessionSettings;

  private final BiConsumer<Session, TransportException> onExit;
  private @Nullable Session exitedSession;
  private final SupervisionPolicy policy;
  private final List<NotificationListener> listeners;
  private final List<Consumer<LifecycleEvent>> lifecycle;
  private final Deque<Long> restarts = new ArrayDeque<>();
  private final Worker worker;
  private volatile Session current;
  private volatile CompletableFuture<Session> ready;
  private volatile boolean closed;
  private volatile int attempt;

  private Supervisor(
      ClientSettings settings,
      ClientSettings sessionSettings,
      BiConsumer<Session, TransportException> onExit,
      Session first) {
    this.sessionSettings = sessionSettings.withEra(first.era());
    this.onExit = onExit;
    this.policy = settings.supervision();
    this.listeners = new CopyOnWriteArrayList<>(settings.listeners());
    this.lifecycle = new CopyOnWriteArrayList<>(settings.lifecycleListeners());
    this.settings = settings;
    this.current = first;
    this.ready = CompletableFuture.completedFuture(first);
    this.worker = new Worker("imcp-supervisor " + first.serverName());
  }

  /** Opens the first session with the server in {@code launch}, started by the caller as early as it could. */
  public static CompletableFuture<Supervisor> open(ClientSettings settings, ServerLaunch launch) {
    Hub hub = new Hub(settings);
    return Session.open(hub.sessionSettings, launch, hub, Session.READ_AT_ONCE).thenApply(hub);
  }

  /**
   * The supervisor's part in its sessions, from before it exists: their notifications go to its listeners (to the
   * client's first ones until then), their ends to it, and the first session's start makes it. One named class, not
   * three lambdas: a supervisor is made on a client's way to its first call, where each lambda is a class spun cold.
   */
  private static final class Hub
      implements NotificationListener,
          BiConsumer<Session, TransportException>,
          Function<Session, Supervisor> {
    private final ClientSettings settings;
    private final ClientSettings sessionSettings;
    private final List<NotificationListener> early;
    private volatile @Nullable Supervisor self;

    Hub(ClientSettings settings) {
      this.settings = settings;
      this.early = new CopyOnWriteArrayList<>(settings.listeners());
      this.sessionSettings = settings.withListener(this);
    }

    @Override
    public void onNotification(String method, Map<String, Object> params) {
      Supervisor supervisor = self;
      for (NotificationListener listener : supervisor == null ? early : supervisor.listeners) {
        listener.onNotification(method, params);
      }
    }

    /** A session ended. */
    @Override
    public void accept(Session session, TransportException failure) {
      Supervisor supervisor = self;
      if (supervisor != null) {
        supervisor.exited(session, failure);
      }
    }

    /** The first session started. */
    @Override
    public Supervisor apply(Session session) {
      Supervisor supervisor = new Supervisor(settings, sessionSettings, this, session);
      self = supervisor;
      supervisor.started(session, LifecycleEvent.Kind.STARTED);
      Optional<Duration> keepAlive = settings.supervision().keepAliveInterval();
      // Not ifPresent(interval -> …): its lambda would be spun for a client that never pings.
      if (keepAlive.isPresent()) {
        long every = keepAlive.get().toMillis();
        supervisor.worker.later(every, new Ping(supervisor, every));
      }
      return supervisor;
    }
  }

  /** A keep-alive ping, and the next one {@code every} ms after it is sent (until the client closes or gives up). */
  private record Ping(Supervisor supervisor, long every) implements Runnable {
    @Override
    public void run() {
      supervisor.ping();
      supervisor.worker.later(every, this);
    }
  }

  /** Whether the supervisor made its worker's thread pool: a test's view (none until a crash or a ping). */
  boolean workerStarted() {
    return worker.started();
  }

  /** The session now; after a crash, the dead one until a restart replaces it. */
  public Session current() {
    return current;
  }

  public Duration defaultTimeout() {
    return settings.defaultTimeout();
  }

  public void addListener(NotificationListener listener) {
    listeners.add(listener);
  }

  public void removeListener(NotificationListener listener) {
    listeners.remove(listener);
  }

  public void addLifecycleListener(Consumer<LifecycleEvent> listener) {
    lifecycle.add(listener);
  }

  public boolean isClosed() {
    // Without restarts, exited() fails `ready` before the dead session fails its calls; so a failed
    // `ready` says it all.
    return closed || ready.isCompletedExceptionally();
  }

  /** Runs {@code action} on a live session, waiting up to {@code wait} for one while the server restarts. */
  public <T> CompletableFuture<T> call(
      Duration wait, Function<Session, CompletableFuture<T>> action) {
    CompletableFuture<Session> now = ready;
    if (now.isDone() && !now.isCompletedExceptionally()) {
      return action.apply(now.join());
    }
    CompletableFuture<Session> waiting = Delays.orTimeout(now.copy(), wait.toMillis())
        .exceptionallyCompose(failure -> CompletableFuture.failedFuture(
            Futures.unwrap(failure) instanceof TimeoutException
                ? new TransportException(
                    current.serverName(),
                    "the server is restarting and was not back within " + wait.toMillis() + " ms",
                    OptionalInt.empty(),
                    List.of())
                : Futures.unwrap(failure)));
    // Sent later from the supervisor's thread, in the caller's context as far as an observer keeps
    // one.
    return Futures.compose(waiting, settings.asCaller(action));
  }

  /** A tool call, sent again after a crash or a timeout where the policy says that is safe. Cancelling cancels it. */
  public CompletableFuture<ToolResult> callTool(
      String tool, @Nullable Object arguments, CallOptions options) {
    Duration wait = options.timeout().orElse(settings.defaultTimeout());
    CompletableFuture<Session> now = ready;
    if (policy.retries() == 0 && now.isDone() && !now.isCompletedExceptionally()) {
      return now.join().callTool(tool, arguments, options); // as call(…) would, with no lambda
    }
    if (policy.retries() == 0) {
      return call(wait, s -> s.callTool(tool, arguments, options));
    }
    CompletableFuture<ToolResult> result = new CompletableFuture<>();
    AtomicReference<CompletableFuture<ToolResult>> inFlight = new AtomicReference<>();
    attempt(
        result, inFlight, wait, s -> s.callTool(tool, arguments, options), tool, policy.retries());
    result.whenComplete((value, failure) -> {
      if (failure instanceof CancellationException) {
        inFlight.get().cancel(false);
      }
    });
    return result;
  }

  private void attempt(
      CompletableFuture<ToolResult> result,
      AtomicReference<CompletableFuture<ToolResult>> inFlight,
      Duration wait,
      Function<Session, CompletableFuture<ToolResult>> action,
      String tool,
      int retriesLeft) {
    CompletableFuture<ToolResult> call = call(wait, action);
    inFlight.set(call);
    call.whenComplete((value, failure) -> {
      if (failure == null) {
        result.complete(value);
        return;
      }
      Throwable cause = Futures.unwrap(failure);
      boolean transient_ =
          cause instanceof TransportException || cause instanceof McpTimeoutException;
      if (retriesLeft > 0
          && transient_
          && !closed
          && !result.isDone()
          && policy.mayRetry(tool, current.hints(tool))) {
        retrying(tool, cause, policy.retries() - retriesLeft + 1);
        attempt(result, inFlight, wait, action, tool, retriesLeft - 1);
      } else {
        result.completeExceptionally(cause);
      }
    });
  }

  private void retrying(String tool, Throwable cause, int retry) {
    LOG.info("Retrying {} on {} after: {}", tool, current.serverName(), cause.getMessage());
    emit(new LifecycleEvent(
        LifecycleEvent.Kind.RETRYING,
        current.serverName(),
        retry,
        OptionalInt.empty(),
        Optional.empty(),
        "Retrying " + tool + " on " + current.serverName() + " after: " + cause.getMessage()));
  }

  private void started(Session session, LifecycleEvent.Kind kind) {
    emit(new LifecycleEvent(
        kind,
        session.serverName(),
        attempt,
        OptionalInt.empty(),
        Optional.empty(),
        (kind == LifecycleEvent.Kind.STARTED ? "Started " : "Restarted ")
            + session.serverName()
            + pidSuffix(session.pid())));
  }

  /** Without a stream pipeline: this runs on every start, before {@code connect} returns. */
  private static String pidSuffix(OptionalInt pid) {
    return pid.isPresent() ? " (pid " + pid.getAsInt() + ")" : "";
  }

  /** Runs on the dying session's reader thread, before its calls in flight fail: new calls must wait from now on. */
  private void exited(Session session, TransportException failure) {
    if (!restarting(session, failure)) {
      return;
    }
    worker.execute(() -> {
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
  private synchronized boolean restarting(Session session, TransportException failure) {
    if (closed || session != current || session == exitedSession) {
      return false;
    }
    exitedSession = session;
    if (failure.getCause() instanceof Error) {
      closed = true;
      CompletableFuture<Session> waiting = ready;
      ready = CompletableFuture.failedFuture(failure);
      waiting.completeExceptionally(failure);
      worker.stop(true);
      return false;
    }
    if (policy.maxRestarts() == 0) {
      ready = CompletableFuture.failedFuture(failure);
      return false;
    }
    if (ready.isDone()) {
      ready = new CompletableFuture<>();
    }
    return true;
  }

  private void crashed(String server, TransportException failure) {
    emit(new LifecycleEvent(
        LifecycleEvent.Kind.CRASHED,
        server,
        attempt,
        failure.exitCode(),
        Optional.empty(),
        failure.getMessage()));
  }

  private void scheduleRestart(TransportException lastFailure) {
    Duration delay;
    synchronized (this) {
      if (closed) {
        return;
      }
      long now = policy.ticker().getAsLong();
      while (!restarts.isEmpty() && now - restarts.peekFirst() > policy.window().toNanos()) {
        restarts.removeFirst();
      }
      if (restarts.size() >= policy.maxRestarts()) {
        giveUp(lastFailure);
        return;
      }
      restarts.addLast(now);
      attempt++;
      delay = policy.backoff(attempt, ThreadLocalRandom.current().nextDouble());
    }
    emit(new LifecycleEvent(
        LifecycleEvent.Kind.RESTARTING,
        current.serverName(),
        attempt,
        OptionalInt.empty(),
        Optional.of(delay),
        "Restarting " + current.serverName() + " in " + delay.toMillis() + " ms (attempt " + attempt
            + ")"));
    worker.later(delay.toMillis(), () -> restart(lastFailure));
  }

  private void restart(TransportException lastFailure) {
    if (closed) {
      return;
    }
    Session.open(sessionSettings, Launches.start(sessionSettings), onExit, Session.READ_AT_ONCE)
        .whenComplete((session, failure) -> {
          if (failure != null) {
            restartFailed(Futures.unwrap(failure));
          } else {
            restarted(session);
          }
        });
  }

  private void restartFailed(Throwable cause) {
    TransportException crash = cause instanceof TransportException transport
        ? transport
        : new TransportException(
            current.serverName(),
            "restart failed: " + cause.getMessage(),
            OptionalInt.empty(),
            List.of(),
            cause);
    crashed(current.serverName(), crash);
    scheduleRestart(crash);
  }

  private void restarted(Session session) {
    CompletableFuture<Session> waiting;
    synchronized (this) {
      if (closed) {
        session.close();
        return;
      }
      current = session;
      waiting = ready;
      ready = CompletableFuture.completedFuture(session);
    }
    started(session, LifecycleEvent.Kind.RESTARTED);
    attempt = 0;
    waiting.complete(session);
  }

  private void giveUp(TransportException lastFailure) {
    // The last failure's exit code and stderr are carried over and printed once; its own words only
    // when it had none.
    String last = lastFailure.exitCode().isPresent()
        ? ""
        : " (last failure: " + lastFailure.getMessage().lines().findFirst().orElse("") + ")";
    TransportException gaveUp = new TransportException(
        current.serverName(),
        "the server kept dying: gave up after " + policy.maxRestarts() + " restarts within "
            + policy.window().toSeconds() + " s; the client is closed" + last,
        lastFailure.exitCode(),
        lastFailure.stderrTail());
    CompletableFuture<Session> waiting = ready;
    ready = CompletableFuture.failedFuture(gaveUp);
    // Listeners hear of it before the waiting calls fail.
    emit(new LifecycleEvent(
        LifecycleEvent.Kind.GAVE_UP,
        current.serverName(),
        attempt,
        lastFailure.exitCode(),
        Optional.empty(),
        gaveUp.getMessage()));
    waiting.completeExceptionally(gaveUp);
    worker.stop(false);
  }

  /**
   * A ping without an answer in time means a dead connection, and so does a ping that cannot even be sent (a server that
   * stopped reading its input): the session is closed, and so restarted.
   */
  private void ping() {
    Session session = current;
    if (closed || !ready.isDone() || ready.isCompletedExceptionally()) {
      return;
    }
    CallOptions options = CallOptions.defaults().withTimeout(policy.keepAliveTimeout());
    session.ping(options).whenComplete((answer, failure) -> {
      Throwable cause = failure == null ? null : Futures.unwrap(failure);
      // Closed on the supervisor's thread: this one may be the session's timer, whose other
      // deadlines must still fire.
      if (cause instanceof McpTimeoutException && session == current) {
        LOG.warn(
            "{} did not answer ping within {} ms; restarting it",
            session.serverName(),
            policy.keepAliveTimeout().toMillis());
        closeLater(session);
      } else if (cause instanceof TransportException && session == current && !session.isClosed()) {
        LOG.warn("Cannot ping {} ({}); restarting it", session.serverName(), cause.getMessage());
        closeLater(session);
      }
    });
  }

  private void closeLater(Session session) {
    // Dropped once the client is closing: it closes this session itself.
    worker.execute(session::close);
  }

  private void emit(LifecycleEvent event) {
    // Not a switch: a switch on an enum is a class of its own (its ordinal map), loaded by every
    // client's start.
    LifecycleEvent.Kind kind = event.kind();
    if (kind == LifecycleEvent.Kind.STARTED || kind == LifecycleEvent.Kind.RESTARTED) {
      LOG.debug("{}", event.message());
    } else if (kind == LifecycleEvent.Kind.CRASHED || kind == LifecycleEvent.Kind.RESTARTING) {
      LOG.warn("{}", event.message());
    } else if (kind == LifecycleEvent.Kind.GAVE_UP) {
      LOG.error("{}", event.message());
    } // RETRYING: logged where it is decided
    for (Consumer<LifecycleEvent> listener : lifecycle) {
      try {
        listener.accept(event);
      } catch (RuntimeException e) {
        LOG.warn("A lifecycle listener failed on {}: {}", event.kind(), e.toString());
      }
    }
  }

  /** Closes the session; a second call, from any thread, returns when the first has stopped the server. */
  @Override
  public void close() {
    CompletableFuture<Session> waiting;
    synchronized (this) {
      closed = true;
      waiting = ready;
    }
    settings.closing();
    worker.stop(true);
    current.close();
    waiting.completeExceptionally(TransportException.clientClosed(current.serverName()));
  }
}
