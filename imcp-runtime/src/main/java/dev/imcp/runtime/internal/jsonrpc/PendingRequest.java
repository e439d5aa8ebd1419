package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.Progress;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.LogStart;
import dev.imcp.runtime.internal.base.VarHandles;
import dev.imcp.runtime.internal.transport.MessageHead;
import dev.imcp.runtime.internal.transport.OutgoingLine;
import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.observe.RequestOutcome;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * A request on its way to the server or on the wire, waiting for its response. Owned by {@link JsonRpcConnection}. Its
 * future is what the caller gets: the result is read into it on arrival (no further stages), and cancelling it cancels
 * the request. It is also its own line in the writer's queue, so that a request given up before it was written is
 * never written, and the server never hears of its cancellation.
 */
public final class PendingRequest<T> implements DeadlineWatcher.Watched, OutgoingLine {
  /** What the owning connection hears of. */
  interface Owner {
    void cancelled(PendingRequest<?> request);

    void writeFailed(PendingRequest<?> request, IOException failure);
  }

  private static final int QUEUED = 0;
  private static final int WRITTEN = 1;
  private static final int ABANDONED = 2;
  private static final VarHandle STATE =
      VarHandles.field(MethodHandles.lookup(), "state", int.class);

  final long id;
  /** {@link #id} boxed once: the pending map's key when the request is put in and when it is taken out. */
  final Long key;

  final String method;
  private final String subject;
  final Call future = new Call();
  final long startNanos = System.nanoTime();
  final Duration timeout;
  final Optional<Duration> maxTotal;
  final Optional<Consumer<Progress>> progress;
  final boolean cancellable;
  final Function<? super JsonNode, ? extends T> reader;
  private final Owner owner;
  /** What the client's observer keeps of it; null without an observer, and then nothing is done for one. */
  private final @Nullable Observation observation;

  private byte[] line = new byte[0];
  private volatile int state;
  private volatile long deadline;
  /** Where the request ends in what was written to the server; 0 until it is written. */
  private volatile long end;
  /** Far beyond any real timeout, and far from overflowing {@code nanoTime} arithmetic. */
  private static final Duration LONGEST = Duration.ofDays(365L * 100);

  /** The future handed to the caller. */
  final class Call extends CompletableFuture<T> {
    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      boolean cancelled = super.cancel(mayInterruptIfRunning);
      if (cancelled) {
        owner.cancelled(PendingRequest.this);
      }
      return cancelled;
    }
  }

  /**
   * @param subject what the request is about ({@code echo} for {@code tools/call}), or empty; joined to the method
   *     only when a message needs the request's name
   */
  PendingRequest(
      long id,
      String method,
      String subject,
      Duration timeout,
      Optional<Duration> maxTotal,
      Optional<Consumer<Progress>> progress,
      boolean cancellable,
      Function<? super JsonNode, ? extends T> reader,
      Owner owner,
      @Nullable Observation observation) {
    this.id = id;
    this.key = id;
    this.method = method;
    this.subject = subject;
    this.timeout = timeout;
    this.maxTotal = maxTotal;
    this.progress = progress;
    this.cancellable = cancellable;
    this.reader = reader;
    this.owner = owner;
    this.observation = observation;
  }

  /** The serialized request, set once before it is queued. */
  void line(byte[] json) {
    line = json;
  }

  @Override
  public byte[] line() {
    return line;
  }

  /** Its id and method, so that an HTTP transport need not read them back from the line. */
  @Override
  public MessageHead head() {
    return new MessageHead(key, method, null, null, false);
  }

  /** The writer takes it: from now on it is on the wire, as far as cancelling goes. */
  @Override
  public boolean claim() {
    return STATE.compareAndSet(this, QUEUED, WRITTEN);
  }

  @Override
  public void written(long end) {
    this.end = end;
  }

  /** Where the request ends in what was written to the server, 0 when unknown: the server read that far if it answered. */
  long end() {
    return end;
  }

  @Override
  public void failed(IOException e) {
    owner.writeFailed(this, e);
  }

  @Override
  public void recovering(RequestObservation.Recovery recovery) {
    Observation observed = observation;
    if (observed != null) {
      observed.recovering(recovery);
    }
  }

  /** The caller's future gets {@code value}; the observer hears first (a {@code tools/call} result with isError, or not). */
  void succeed(T value, boolean toolError) {
    if (observation != null) {
      end(toolError ? RequestOutcome.toolError() : RequestOutcome.result(), value, null);
    } else {
      complete(value, null);
    }
  }

  /** The server answered with a JSON-RPC error. */
  void failAnswered(int code, String message, RuntimeException error) {
    if (observation != null) {
      end(RequestOutcome.error(code, message), null, error);
    } else {
      complete(null, error);
    }
  }

  /** The result could not be read, or reading it found an {@code isError} to throw. */
  void failReading(RuntimeException failure, boolean toolError) {
    if (observation != null) {
      end(toolError ? RequestOutcome.toolError() : RequestOutcome.failed(failure), null, failure);
    } else {
      complete(null, failure);
    }
  }

  /** No answer: a timeout, or a failure of the transport or the client. */
  void fail(Throwable failure) {
    if (observation == null) {
      complete(null, failure);
      return;
    }
    // A transport's failure first: asking whether it is an McpTimeoutException loads that class,
    // and the era probe's refused discover is such a failure on a 2025 HTTP server's way to the
    // first call.
    end(
        !(failure instanceof TransportException) && failure instanceof McpTimeoutException
            ? RequestOutcome.timeout(failure)
            : RequestOutcome.failed(failure),
        null,
        failure);
  }

  /**
   * How a request ends when it is observed: the observer hears {@code outcome}, then the caller's future completes,
   * inside the observation. Unobserved requests complete without an outcome: none is made, so that a client without an
   * observer never loads {@link RequestOutcome} (on a 2025 HTTP server's way to the first call: the refused discover,
   * then every answer).
   */
  private void end(RequestOutcome outcome, @Nullable T value, @Nullable Throwable failure) {
    Objects.requireNonNull(observation).end(outcome, () -> complete(value, failure));
  }

  private void complete(@Nullable T value, @Nullable Throwable failure) {
    if (failure == null) {
      future.complete(value);
    } else {
      future.completeExceptionally(failure);
    }
    LogStart.requestEnded(method);
  }

  /** The caller cancelled its future. */
  void cancelledByCaller() {
    Observation observed = observation;
    if (observed != null) {
      observed.end(RequestOutcome.cancelled());
    }
  }

  /** For a request written by someone else (the launch's {@code initialize}). */
  void written() {
    state = WRITTEN;
  }

  /** Gives the request up; true when it was never written and now never will be, so the server knows nothing of it. */
  boolean abandonUnwritten() {
    return STATE.compareAndSet(this, QUEUED, ABANDONED);
  }

  public String label() {
    return label(method, subject);
  }

  /** What a request is called in messages: {@code tools/call echo}, or the method alone. */
  public static String label(String method, String subject) {
    return subject.isEmpty() ? method : method + " " + subject;
  }

  Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - startNanos);
  }

  /** Times out {@code delay} from now; returns the deadline. */
  long timeOutIn(Duration delay) {
    long nanos =
        delay.isNegative() ? 0 : delay.compareTo(LONGEST) > 0 ? LONGEST.toNanos() : delay.toNanos();
    long at = System.nanoTime() + nanos;
    deadline = at == 0 ? 1 : at;
    return deadline;
  }

  @Override
  public long deadline() {
    return deadline;
  }
}
