package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.Progress;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.LogStart;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.transport.Output;
import dev.imcp.runtime.internal.transport.SendRefused;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * JSON-RPC 2.0 over one transport: unique ids, a pending entry per request that is removed on response, timeout,
 * cancellation or close ({@link Unanswered}), and dispatch of what the server sends. Thread-safe.
 */
public final class JsonRpcConnection implements PendingRequest.Owner {
  private static final Log LOG = Log.of(JsonRpcConnection.class);

  private final AtomicLong ids = new AtomicLong();
  final ConcurrentHashMap<Long, PendingRequest<?>> pending = new ConcurrentHashMap<>();
  private final DeadlineWatcher deadlines;
  private final EventLoop events;
  private final Supplier<String> serverName;
  private final IncomingDispatcher incoming;
  private final Replies replies = new Replies(this);
  private volatile @Nullable Output output;
  private volatile @Nullable McpException closedBecause;
  final CompletableFuture<McpException> closedSignal = new CompletableFuture<>();
  /** The client's observer's part; null without an observer, and then nothing is done for one. */
  private final @Nullable ObservedConnection observed;

  /** @param handlers what answers the server, and the client's observer ({@link IncomingHandlers#observing()}) */
  public JsonRpcConnection(
      Supplier<String> serverName, EventLoop events, IncomingHandlers handlers) {
    // Not map(observer -> …): its lambda would be spun for a client with no observer.
    Optional<Observing> observing = handlers.observing();
    this.observed =
        observing.isPresent() ? observing.get().attach(serverName, this::sessionId) : null;
    this.serverName = serverName;
    this.events = events;
    Deadlines watched = new Deadlines(this);
    this.deadlines = new DeadlineWatcher(events.name(), watched, watched, watched);
    Answers answers = new Answers(this, pending, events, deadlines, observed);
    this.incoming = new IncomingDispatcher(this, answers, handlers, events);
  }

  /**
   * What the deadline watcher reads and tells: the requests pending, one that timed out, a failure of its own. A named
   * class, not three lambdas, as a connection is made on a client's way to its first call, where each lambda is a class
   * spun cold.
   */
  private record Deadlines(JsonRpcConnection connection)
      implements Supplier<Iterable<PendingRequest<?>>>,
          Consumer<DeadlineWatcher.Watched>,
          Thread.UncaughtExceptionHandler {
    @Override
    public Iterable<PendingRequest<?>> get() {
      return connection.pending.values();
    }

    @Override
    public void accept(DeadlineWatcher.Watched watched) {
      Unanswered.timedOut(connection, watched);
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
      connection.events.fatal(error);
    }
  }

  public void attach(Output output) {
    this.output = output;
  }

  /** What reads the server's lines: hand it every line and oversized line from the transport. */
  public IncomingDispatcher incoming() {
    return incoming;
  }

  /**
   * Sends a request. The returned future completes with what {@code reader} makes of the {@code result} as it arrives,
   * on the reader thread (or with what it throws), or exceptionally with a {@link McpException}; cancelling it sends
   * {@code notifications/cancelled} when {@code cancellable}.
   *
   * @param subject what the request is about, for messages ({@code echo} in {@code tools/call echo}), or empty
   */
  public <T> CompletableFuture<T> request(
      String method,
      String subject,
      ObjectNode params,
      Duration timeout,
      Optional<Duration> maxTotal,
      Optional<Consumer<Progress>> progress,
      boolean cancellable,
      Function<? super JsonNode, ? extends T> reader) {
    long id = ids.incrementAndGet();
    McpException closed = closedBecause;
    if (closed != null) {
      return CompletableFuture.failedFuture(closed);
    }
    if (progress.isPresent()) {
      params.withObjectProperty("_meta").put("progressToken", id);
    }
    Observation observation = observed == null ? null : observed.starting(id, method, params);
    PendingRequest<T> request = new PendingRequest<>(
        id, method, subject, timeout, maxTotal, progress, cancellable, reader, this, observation);
    return written(request, params, subject);
  }

  /**
   * Sends {@code tools/call} as {@link #request} does, its params written straight into the line: a tree of them is
   * made only for a progress token or an observer, which read params as one.
   */
  public <T> CompletableFuture<T> call(
      ToolCallParams params,
      Duration timeout,
      Optional<Duration> maxTotal,
      Optional<Consumer<Progress>> progress,
      Function<? super JsonNode, ? extends T> reader) {
    String tool = params.name();
    if (progress.isPresent() || observed != null) {
      return request(
          McpMethods.TOOLS_CALL, tool, params.tree(), timeout, maxTotal, progress, true, reader);
    }
    long id = ids.incrementAndGet();
    McpException closed = closedBecause;
    if (closed != null) {
      return CompletableFuture.failedFuture(closed);
    }
    return written(
        new PendingRequest<>(
            id, McpMethods.TOOLS_CALL, tool, timeout, maxTotal, progress, true, reader, this, null),
        params,
        tool);
  }

  /**
   * Writes the request's line before anything else, then dispatches it: a request that cannot be written is not
   * registered, watched or sent, but failed (with why).
   *
   * @param params an {@link ObjectNode} or {@link ToolCallParams}
   */
  private <T> CompletableFuture<T> written(
      PendingRequest<T> request, Object params, String subject) {
    try {
      request.line(
          params instanceof ToolCallParams call
              ? RequestLines.of(request.id, call)
              : RequestLines.of(request.id, request.method, (ObjectNode) params));
    } catch (RuntimeException e) {
      McpException failure = Unwritable.failure(serverName(), request.method, subject, e);
      request.fail(failure);
      return CompletableFuture.failedFuture(failure);
    }
    return dispatched(request);
  }

  /** Registers, watches and sends a request; one sent to a connection closed meanwhile fails at once. */
  private <T> CompletableFuture<T> dispatched(PendingRequest<T> request) {
    pending.put(request.key, request);
    deadlines.watch(request.timeOutIn(request.timeout));
    send(request);
    McpException closed = closedBecause;
    if (closed != null && pending.remove(request.key, request)) {
      fail(request, closed);
    }
    return request.future;
  }

  /**
   * A request sent before this connection could send anything (the pipelined {@code initialize}, always the first, so
   * {@code id} must be 1): it is waited for like any other, and must be registered before the first line is read.
   */
  public <T> CompletableFuture<T> expect(
      long id, String method, Duration timeout, Function<? super JsonNode, ? extends T> reader) {
    long next = ids.incrementAndGet();
    if (next != id) {
      throw new IllegalStateException(
          "request " + id + " was sent ahead, but this connection is at " + next);
    }
    PendingRequest<T> request = new PendingRequest<>(
        id,
        method,
        "",
        timeout,
        Optional.empty(),
        Optional.empty(),
        false,
        reader,
        this,
        observed == null ? null : observed.pipelined());
    request.written();
    pending.put(request.key, request);
    deadlines.watch(request.timeOutIn(timeout));
    return request.future;
  }

  @Override
  public void cancelled(PendingRequest<?> request) {
    Unanswered.cancelled(this, request);
  }

  @Override
  public void writeFailed(PendingRequest<?> request, IOException failure) {
    Unanswered.writeFailed(this, request, failure);
  }

  public void notify(String method, @Nullable JsonNode params) {
    replies.notify(method, params);
  }

  /** Responses to the server's requests. */
  Replies replies() {
    return replies;
  }

  @Nullable
  Output output() {
    return output;
  }

  /** Fails every pending request with {@code cause}, and every later one at once. Idempotent. */
  public void close(McpException cause) {
    if (closedBecause == null) {
      closedBecause = cause;
    }
    deadlines.close();
    for (Long id : List.copyOf(pending.keySet())) {
      PendingRequest<?> request = pending.remove(id);
      if (request != null) {
        fail(request, closedBecause);
      }
    }
    if (closedSignal.complete(cause) && observed != null) {
      observed.ended(cause);
    }
    // what the wire log holds is written before the client is gone, and perhaps the JVM with it
    LogStart.now();
  }

  private @Nullable String sessionId() {
    Output out = output;
    return out == null ? null : out.sessionId();
  }

  public boolean isClosed() {
    return closedBecause != null;
  }

  public int pendingCount() {
    return pending.size();
  }

  String serverName() {
    return serverName.get();
  }

  /** The server answered {@code request}, so it has read it: the transport may forget what came before. */
  void readThrough(PendingRequest<?> request) {
    Output out = output;
    if (out != null && request.end() > 0) {
      out.readThrough(request.end());
    }
  }

  private static void fail(PendingRequest<?> request, McpException cause) {
    request.fail(cause);
  }

  /** Queues a request; a refusal fails it at once, a lost stdin when the connection's end has said why. */
  private void send(PendingRequest<?> request) {
    Output out = output;
    try {
      if (out == null) {
        throw new IOException("not connected");
      }
      WireLog.sent(serverName(), request.line());
      out.send(request);
    } catch (SendRefused e) {
      if (pending.remove(request.key, request)) {
        fail(request, Unanswered.cannotSend(this, request, e));
      }
    } catch (IOException e) {
      writeFailed(request, e);
    }
  }
}
