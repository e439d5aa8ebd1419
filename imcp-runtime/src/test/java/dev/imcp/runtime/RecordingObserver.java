package dev.imcp.runtime;

import dev.imcp.runtime.observe.ObservedRequest;
import dev.imcp.runtime.observe.ObservedSession;
import dev.imcp.runtime.observe.RequestMeta;
import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.observe.RequestOutcome;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jspecify.annotations.Nullable;

/**
 * An observer that records what the client tells it, and plays a tracer's part without one: the "context" a caller
 * holds is a thread-local string, which it writes into each request's {@code _meta} ({@code x-context}, with {@code
 * x-request} naming the request) and carries where the seam says it may ({@link RequestObservation#run}, {@link
 * #wrap}).
 */
final class RecordingObserver implements ClientObserver {
  /** The caller's context, as a tracer keeps its current span. */
  static final ThreadLocal<@Nullable String> CONTEXT = new ThreadLocal<>();

  /** A request the client sent or answered, with the thread and context it started in, and its end. */
  static final class Exchange implements RequestObservation {
    final ObservedRequest request;
    final String thread;
    final @Nullable String context;
    final List<RequestOutcome> outcomes = new CopyOnWriteArrayList<>();
    final List<Recovery> recoveries = new CopyOnWriteArrayList<>();
    final @Nullable String meta;
    /** What {@link #run} makes current: the caller's context, or the request's own for one the client answers. */
    private final @Nullable String runAs;

    Exchange(ObservedRequest request, @Nullable String meta, @Nullable String runAs) {
      this.request = request;
      this.thread = Thread.currentThread().getName();
      this.context = CONTEXT.get();
      this.meta = meta;
      this.runAs = runAs;
    }

    @Override
    public void ended(RequestOutcome outcome) {
      outcomes.add(outcome);
    }

    @Override
    public void run(Runnable work) {
      runIn(runAs, work);
    }

    @Override
    public void recovering(Recovery recovery) {
      recoveries.add(recovery);
    }

    String label() {
      return RecordingObserver.label(request);
    }

    @Override
    public String toString() {
      return label() + " on " + thread + " in " + context + " -> " + outcomes;
    }
  }

  record SessionEnd(ObservedSession session, Duration duration, Optional<Throwable> failure) {}

  final List<Exchange> sent = new CopyOnWriteArrayList<>();
  final List<Exchange> answered = new CopyOnWriteArrayList<>();
  final List<LifecycleEvent> events = new CopyOnWriteArrayList<>();
  final List<String> cacheHits = new CopyOnWriteArrayList<>();
  final List<SessionEnd> sessions = new CopyOnWriteArrayList<>();
  final List<String> wrapped = new CopyOnWriteArrayList<>();

  /** The trace id every request's {@code traceparent} carries; its span id counts the requests. */
  static final String TRACE_ID = "0af7651916cd43dd8448eb211c80319c";

  private final java.util.concurrent.atomic.AtomicLong spans =
      new java.util.concurrent.atomic.AtomicLong();
  /** Whether {@link RequestMeta#put} refused to change a server's request. */
  final List<Boolean> serverMetaReadOnly = new CopyOnWriteArrayList<>();

  @Override
  public RequestObservation requestStarting(ObservedRequest request, RequestMeta meta) {
    meta.put("x-context", String.valueOf(CONTEXT.get()));
    meta.put("x-request", label(request));
    meta.put("traceparent", String.format("00-%s-%016x-01", TRACE_ID, spans.incrementAndGet()));
    Exchange exchange = new Exchange(request, meta.get("traceparent").orElse(null), CONTEXT.get());
    sent.add(exchange);
    return exchange;
  }

  @Override
  public RequestObservation serverRequestStarting(ObservedRequest request, RequestMeta meta) {
    try {
      meta.put("x-client", "no");
      serverMetaReadOnly.add(false);
    } catch (UnsupportedOperationException e) {
      serverMetaReadOnly.add(true);
    }
    Exchange exchange =
        new Exchange(request, meta.get("traceparent").orElse(null), "serving " + request.method());
    answered.add(exchange);
    return exchange;
  }

  @Override
  public Runnable wrap(Runnable task) {
    String context = CONTEXT.get();
    wrapped.add(Thread.currentThread().getName());
    return () -> runIn(context, task);
  }

  /** Runs {@code work} with {@code context} current, as a tracer runs work in a span's scope, and restores the one before. */
  private static void runIn(@Nullable String context, Runnable work) {
    String before = CONTEXT.get();
    CONTEXT.set(context);
    try {
      work.run();
    } finally {
      CONTEXT.set(before);
    }
  }

  @Override
  public void lifecycle(LifecycleEvent event) {
    events.add(event);
  }

  @Override
  public void cacheHit(ObservedSession session, String tool) {
    cacheHits.add(tool);
  }

  @Override
  public void sessionEnded(
      ObservedSession session, Duration duration, Optional<Throwable> failure) {
    sessions.add(new SessionEnd(session, duration, failure));
  }

  /** A request as the tests name it: its method and id ({@code -} for a notification). */
  static String label(ObservedRequest request) {
    return request.method() + " " + request.id().orElse("-");
  }

  /** The requests sent for {@code method}, in order. */
  List<Exchange> sent(String method) {
    return sent.stream()
        .filter(exchange -> exchange.request.method().equals(method))
        .toList();
  }

  /** The one request sent with JSON-RPC id {@code id}. */
  Exchange sent(long id) {
    return sent.stream()
        .filter(exchange -> exchange.request.id().equals(Optional.of(Long.toString(id))))
        .reduce((first, second) -> {
          throw new AssertionError("two requests with id " + id + ": " + sent);
        })
        .orElseThrow(() -> new AssertionError("no request with id " + id + ": " + sent));
  }
}
