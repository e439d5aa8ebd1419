package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.transport.LineFramer;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * One SSE stream (the answer to a POST, or the 2025 GET stream), read as bytes: lines are framed with a bound, so that
 * no line or event over {@code maxBytes} is ever held whole, and each event's data reaches the sink as one message.
 * {@code ended} hears once how the stream ended: {@code null} when the server closed it, the failure when it broke off;
 * never after {@link #cancel()}.
 */
final class SseAnswer implements Flow.Subscriber<List<ByteBuffer>> {
  /** The {@code data: } prefix and a line ending on top of the largest message. */
  private static final int LINE_SLACK = 16;

  private final SseEvents events;
  private final LineFramer framer;
  private final Consumer<@Nullable Throwable> ended;
  private final Object lock = new Object();
  private Flow.@Nullable Subscription subscription;
  private boolean cancelled;
  private byte[] chunk = new byte[8192];

  SseAnswer(LineFramer.Sink sink, int maxBytes, Consumer<@Nullable Throwable> ended) {
    this.events = new SseEvents(sink, maxBytes);
    this.framer = new LineFramer(
        maxBytes + LINE_SLACK,
        new LineFramer.Sink() {
          @Override
          public void line(String line) {
            events.line(line);
          }

          @Override
          public void line(byte[] bytes, int offset, int length) {
            events.line(new String(bytes, offset, length, StandardCharsets.UTF_8));
          }

          @Override
          public void oversized(long length, String head, String tail) {
            events.oversizedLine(length, head, tail);
          }
        },
        true);
    this.ended = ended;
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    synchronized (lock) {
      this.subscription = subscription;
      if (cancelled) {
        subscription.cancel();
        return;
      }
    }
    subscription.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    if (isCancelled()) {
      return;
    }
    for (ByteBuffer buffer : buffers) {
      int count = buffer.remaining();
      if (count > chunk.length) {
        chunk = new byte[count];
      }
      buffer.get(chunk, 0, count);
      framer.feed(chunk, 0, count);
    }
  }

  @Override
  public void onError(Throwable failure) {
    if (!isCancelled()) {
      ended.accept(failure);
    }
  }

  @Override
  public void onComplete() {
    // A last event without its blank line still counts: the stream's end ends it.
    framer.finish();
    events.line("");
    if (!isCancelled()) {
      ended.accept(null);
    }
  }

  /** Closes the stream (the connection under it is dropped); nothing more reaches the sink or {@code ended}. */
  void cancel() {
    Flow.Subscription current;
    synchronized (lock) {
      cancelled = true;
      current = subscription;
    }
    if (current != null) {
      current.cancel();
    }
  }

  private boolean isCancelled() {
    synchronized (lock) {
      return cancelled;
    }
  }

  @Nullable
  String lastEventId() {
    return events.lastEventId();
  }

  long retryMillis() {
    return events.retryMillis();
  }
}
