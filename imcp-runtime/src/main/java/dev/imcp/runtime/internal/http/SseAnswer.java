package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.transport.LineFramer;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

/**
 * One SSE stream (the answer to a POST, or the 2025 GET stream), read as bytes on the exchange's thread: lines are
 * framed with a bound, so that no line or event over {@code maxBytes} is ever held whole, and each event's data reaches
 * the sink as one message. Once {@link #cancel() cancelled}, nothing more reaches the sink.
 */
final class SseAnswer {
  private static final byte[] NO_BYTES = new byte[0];
  /** The {@code data: } prefix and a line ending on top of the largest message. */
  private static final int LINE_SLACK = 16;

  /** This thread's buffers, given back once the stream is read. */
  private final SseBuffers buffers = SseBuffers.take();

  /** Tells whether the stream's request was answered, or null when nobody waits on the stream. */
  interface Answered {
    boolean answered();
  }

  private final SseEvents events;
  private final LineFramer framer;
  private final @Nullable Answered answered;
  private volatile boolean cancelled;
  /** The read returned with the stream unfinished, for {@link #read} to go on with on another thread. */
  private boolean paused;

  SseAnswer(LineFramer.Sink sink, int maxBytes) {
    this(sink, maxBytes, null);
  }

  SseAnswer(LineFramer.Sink sink, int maxBytes, @Nullable Answered answered) {
    this.answered = answered;
    this.events = new SseEvents(sink, maxBytes, buffers);
    this.framer = new LineFramer(
        maxBytes + LINE_SLACK,
        new LineFramer.Sink() {
          @Override
          public void line(String line) {
            events.line(line);
          }

          @Override
          public void line(byte[] bytes, int offset, int length) {
            events.line(bytes, offset, length);
          }

          @Override
          public void oversized(long length, String head, String tail) {
            events.oversizedLine(length, head, tail);
          }
        },
        true);
  }

  /**
   * Reads the stream to its end; a last event without its blank line still counts. On a caller's thread (not a
   * runtime thread) it returns {@link #isPaused() paused} once the request was answered and nothing more was received:
   * the caller has its answer, and the rest is read on a runtime thread, by this method again.
   *
   * @return {@code null} when the server closed the stream (or it was cancelled, or it paused), the failure when it
   *     broke off
   */
  @Nullable
  IOException read(BlockingExchange.Body body) {
    byte[] chunk = buffers.chunk;
    paused = false;
    try {
      int count;
      while (!cancelled && (count = body.read(chunk, 0, chunk.length)) >= 0) {
        framer.feed(chunk, 0, count);
        if (answered != null
            && answered.answered()
            && !RuntimeThread.isCurrent()
            && !body.ready()) {
          paused = true;
          return null;
        }
      }
      finish();
      return null;
    } catch (IOException e) {
      return cancelled ? null : e;
    } finally {
      if (!paused) {
        release();
      }
    }
  }

  /** Whether the last {@link #read} returned before the stream's end, to be called again elsewhere. */
  boolean isPaused() {
    return paused;
  }

  /** Reads a whole stream held in memory. */
  void readAll(byte[] body) {
    try {
      framer.feed(body, 0, body.length);
      finish();
    } finally {
      release();
    }
  }

  /**
   * Gives the buffers back; the last event's id is kept only when the stream may be resumed after it: nobody waits on
   * it (the GET stream), or its request was not answered.
   */
  private void release() {
    events.release(answered == null || !answered.answered());
    buffers.giveBack();
  }

  private void finish() {
    if (!cancelled) {
      framer.finish();
      events.line(NO_BYTES, 0, 0);
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
