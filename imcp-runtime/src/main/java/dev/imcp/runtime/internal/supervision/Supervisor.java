package dev.imcp.runtime.internal.supervision;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.NotificationListener;
import dev.imcp.runtime.SupervisionPolicy;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.session.ClientSettings;
import dev.imcp.runtime.internal.session.Session;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Owns the client's current {@link Session} and replaces it when the server dies, as the {@link SupervisionPolicy}
 * allows: backoff with jitter, a restart budget per window, calls waiting for the restart ({@link Restarts}), safe
 * retries ({@link Retries}), keep-alive pings ({@link KeepAlive}); each of those rooms loads when its path first runs,
 * not on a client's way to its first call. Notification and lifecycle listeners live here, so that they outlive
 * sessions. Thread-safe.
 */
public final class Supervisor implements AutoCloseable {
  private static final Log LOG = Log.of(Supervisor.class);

  private final ClientSettings settings;
  /** A restart speaks the era found at the first start: the server's era is a property of its configuration. */
  final ClientSettings sessionSettings;

  final BiConsumer<Session, TransportException> onExit;
  final SupervisionPolicy policy;
  private final List<NotificationListener> listeners;
  private final List<Consumer<LifecycleEvent>> lifecycle;
  final Worker worker;
  /** Made by the first session's end: a client's way to its first call has no use for it. Guarded by this. */
  private @Nullable Restarts restarts;

  // Guarded by this where they change together; the restart machinery (Restarts) takes the same
  // lock.
  volatile Session current;
  volatile CompletableFuture<Session> ready;
  volatile boolean closed;
  /** The restart under way, 0 between crashes. */
  volatile int attempt;

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
        supervisor.worker.later(every, new KeepAlive(supervisor, every));
      }
      return supervisor;
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
    CompletableFuture<Session> waiting = Restarts.awaited(this, now, wait);
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
    Function<Session, CompletableFuture<ToolResult>> action =
        s -> s.callTool(tool, arguments, options);
    return policy.retries() == 0 ? call(wait, action) : Retries.callTool(this, tool, wait, action);
  }

  void started(Session session, LifecycleEvent.Kind kind) {
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

  /** Runs on the dying session's reader thread, before its calls in flight fail: see {@link Restarts#exited}. */
  private void exited(Session session, TransportException failure) {
    restarts().exited(session, failure);
  }

  private synchronized Restarts restarts() {
    Restarts made = restarts;
    if (made == null) {
      made = new Restarts(this);
      restarts = made;
    }
    return made;
  }

  void emit(LifecycleEvent event) {
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
