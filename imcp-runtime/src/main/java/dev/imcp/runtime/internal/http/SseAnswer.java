package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.transport.LineFramer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

/**
 * One SSE stream (the answer to a POST, or the 2025 GET stream), read as bytes on the exchange's thread: lines are
 * framed with a bound, so that no line or event over {@code maxBytes} is ever held whole, and each event's data reaches
 * the sink as one message. Once {@link #cancel() cancelled}, nothing more reaches the sink.
 */
final class SseAnswer {
  /** The {@code data: } prefix and a line ending on top of the largest message. */
  private static final int LINE_SLACK = 16;

  private final SseEvents events;
  private final LineFramer framer;
  private volatile boolean cancelled;

  SseAnswer(LineFramer.Sink sink, int maxBytes) {
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
  }

  /**
   * Reads the stream to its end; a last event without its blank line still counts.
   *
   * @return {@code null} when the server closed the stream (or it was cancelled), the failure when it broke off
   */
  @Nullable
  IOException read(BlockingExchange.Body body) {
    byte[] chunk = new byte[8192];
    try {
      int count;
      while (!cancelled && (count = body.read(chunk, 0, chunk.length)) >= 0) {
        framer.feed(chunk, 0, count);
      }
    } catch (IOException e) {
      return cancelled ? null : e;
    }
    finish();
    return null;
  }

  /** Reads a whole stream held in memory. */
  void readAll(byte[] body) {
    framer.feed(body, 0, body.length);
    finish();
  }

  private void finish() {
    if (!cancelled) {
      framer.finish();
      events.line("");
    }
  }

  /** Nothing more reaches the sink; the caller closes the connection under the stream. */
  void cancel() {
    cancelled = true;
  }

  /** Stops a stream and the exchange under it, whichever of them there is yet. */
  static void stop(@Nullable SseAnswer stream, @Nullable CompletableFuture<?> exchange) {
    if (stream != null) {
      stream.cancel();
    }
    if (exchange != null) {
      exchange.cancel(true);
    }
  }

  boolean isCancelled() {
    return cancelled;
  }

  @Nullable
  String lastEventId() {
    return events.lastEventId();
  }

  long retryMillis() {
    return events.retryMillis();
  }
}
