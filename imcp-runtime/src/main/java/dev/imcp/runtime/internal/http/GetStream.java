package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.transport.LineFramer;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * The 2025 GET stream, on which a server sends what belongs to no request (change notifications, its own requests).
 * A server without one answers 405, and that is the end of it. A stream that ends or breaks off is opened again with
 * {@code Last-Event-ID} after the server's {@code retry} delay (one second when it named none); after {@value
 * #MAX_FAILURES} failures in a row without an event between them it is given up, with a warning: calls go on.
 *
 * <p>It is the {@link Runnable} that opens it, and {@link Answer} reads its answers: a 2025 session opens it on its way
 * to the first call, where a cold JVM would spin a class for each lambda or method reference.
 */
final class GetStream implements Runnable {
  private static final Log LOG = Log.of(GetStream.class);
  static final int MAX_FAILURES = 5;
  private static final long DEFAULT_RETRY_MILLIS = 1000;

  private final HttpTransport transport;
  private volatile @Nullable SseAnswer current;
  private volatile @Nullable CompletableFuture<?> exchange;
  private volatile @Nullable String lastEventId;
  private volatile long retryMillis = DEFAULT_RETRY_MILLIS;
  private volatile boolean heard;
  private volatile boolean closed;
  private int failures;
  private final CompletableFuture<Void> firstAnswer = new CompletableFuture<>();

  GetStream(HttpTransport transport) {
    this.transport = transport;
  }

  void open() {
    if (closed || transport.isClosing()) {
      return;
    }
    heard = false;
    Answer answer = new Answer();
    CompletableFuture<@Nullable Void> sent =
        transport.connections().send(transport.requests().get(lastEventId), answer);
    exchange = sent;
    sent.whenComplete(answer);
  }

  /** Opens the stream. */
  @Override
  public void run() {
    open();
  }

  /** Reads the GET's answer, and hears how its exchange ended. */
  private final class Answer
      implements BlockingExchange.Reader<@Nullable Void>,
          BiConsumer<@Nullable Void, @Nullable Throwable> {
    @Override
    public @Nullable Void read(ResponseHead head, BlockingExchange.Body body) {
      return answer(head, body);
    }

    @Override
    public void accept(@Nullable Void response, @Nullable Throwable failure) {
      firstAnswer.complete(null);
      if (failure != null && !(Futures.unwrap(failure) instanceof Error)) {
        reopen("cannot open it: " + HttpFailures.reason(Futures.unwrap(failure)));
      }
    }
  }

  /**
   * Completes when the server first answered the stream's GET, whatever it answered, or the GET failed: a session is
   * ready only then, so that the server sees this GET before any call's (a server may take a later GET for a call's
   * resumption).
   */
  CompletableFuture<Void> firstAnswer() {
    return firstAnswer;
  }

  private @Nullable Void answer(ResponseHead head, BlockingExchange.Body body) {
    firstAnswer.complete(null);
    int status = head.status();
    String session = transport.requests().sessionId();
    if (status == 405) {
      LOG.debug(
          "{} offers no GET stream (HTTP 405): messages outside requests will not be heard",
          transport.url());
    } else if (status == 404 && session != null) {
      transport.renewSession(session).thenRun(this);
    } else if (!head.isSuccess() || !head.isEventStream()) {
      reopen("HTTP " + status);
    } else {
      read(body);
    }
    return null;
  }

  private void read(BlockingExchange.Body body) {
    SseAnswer stream =
        new SseAnswer(hearing(transport.answers().sink()), transport.maxMessageBytes());
    current = stream;
    IOException broke = stream.read(body);
    current = null;
    if (!stream.isCancelled()) {
      lastEventId = stream.lastEventId() != null ? stream.lastEventId() : lastEventId;
      retryMillis = stream.retryMillis() >= 0 ? stream.retryMillis() : retryMillis;
      reopen(
          broke == null ? "the server closed it" : "it broke off: " + HttpFailures.reason(broke));
    }
  }

  /** The connection's sink, noting that the stream carried a message. */
  private LineFramer.Sink hearing(LineFramer.Sink sink) {
    return new LineFramer.Sink() {
      @Override
      public void line(String line) {
        heard = true;
        sink.line(line);
      }

      @Override
      public void line(byte[] bytes, int offset, int length) {
        heard = true;
        sink.line(bytes, offset, length);
      }

      @Override
      public void oversized(long length, String head, String tail) {
        heard = true;
        sink.oversized(length, head, tail);
      }
    };
  }

  private synchronized void reopen(String why) {
    if (closed || transport.isClosing()) {
      return;
    }
    failures = heard ? 1 : failures + 1;
    if (failures > MAX_FAILURES) {
      LOG.warn(
          "Giving up the GET stream of {} after {} failures in a row ({}): messages outside requests will not be heard",
          transport.url(),
          MAX_FAILURES,
          why);
      return;
    }
    LOG.debug(
        "The GET stream of {} ended ({}); opening it again in {} ms{}",
        transport.url(),
        why,
        retryMillis,
        lastEventId == null ? "" : " after event " + lastEventId);
    Delays.after(retryMillis, HttpClients.executor(), this);
  }

  void close() {
    closed = true;
    firstAnswer.complete(null);
    SseAnswer.stop(current, exchange);
  }
}
