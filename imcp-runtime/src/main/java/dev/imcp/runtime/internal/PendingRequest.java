package dev.imcp.runtime.internal;

import dev.imcp.runtime.ProgressListener;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;

/**
 * A request on the wire, waiting for its response. Owned by {@link JsonRpcConnection}. Its future is what the caller
 * gets: the result is read into it on arrival (no further stages), and cancelling it cancels the request.
 */
final class PendingRequest<T> implements DeadlineWatcher.Watched {
  final long id;
  final String method;
  private final String subject;
  final Call future = new Call();
  final long startNanos = System.nanoTime();
  final Duration timeout;
  final Optional<Duration> maxTotal;
  final Optional<ProgressListener> progress;
  final boolean cancellable;
  final Function<? super JsonNode, ? extends T> reader;
  private final Consumer<PendingRequest<T>> onCancel;
  private volatile long deadline;
  /** Far beyond any real timeout, and far from overflowing {@code nanoTime} arithmetic. */
  private static final Duration LONGEST = Duration.ofDays(365L * 100);

  /** The future handed to the caller. */
  final class Call extends CompletableFuture<T> {
    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      boolean cancelled = super.cancel(mayInterruptIfRunning);
      if (cancelled) {
        onCancel.accept(PendingRequest.this);
      }
      return cancelled;
    }
  }

  /**
   * @param subject what the request is about ({@code echo} for {@code tools/call}), or empty; joined to the method
   *     only when a message needs the request's name
   */
  PendingRequest(long id, String method, String subject, Duration timeout, Optional<Duration> maxTotal,
      Optional<ProgressListener> progress, boolean cancellable, Function<? super JsonNode, ? extends T> reader,
      Consumer<PendingRequest<T>> onCancel) {
    this.id = id;
    this.method = method;
    this.subject = subject;
    this.timeout = timeout;
    this.maxTotal = maxTotal;
    this.progress = progress;
    this.cancellable = cancellable;
    this.reader = reader;
    this.onCancel = onCancel;
  }

  String label() {
    return subject.isEmpty() ? method : method + " " + subject;
  }

  Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - startNanos);
  }

  /** Times out {@code delay} from now; returns the deadline. */
  long timeOutIn(Duration delay) {
    long nanos = delay.isNegative() ? 0 : delay.compareTo(LONGEST) > 0 ? LONGEST.toNanos() : delay.toNanos();
    long at = System.nanoTime() + nanos;
    deadline = at == 0 ? 1 : at;
    return deadline;
  }

  @Override
  public long deadline() {
    return deadline;
  }
}
