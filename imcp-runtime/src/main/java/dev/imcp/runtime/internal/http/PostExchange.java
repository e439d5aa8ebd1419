package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.transport.LineFramer;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.BodySubscribers;
import java.net.http.HttpResponse.ResponseInfo;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * One message POSTed, and its answer: 202, one JSON message, or an SSE stream whose last message is the response. The
 * recoveries the rules allow happen here: a 429 or 503 with {@code Retry-After} is sent again after the wait when the
 * call's deadline leaves room for it; a 404 on an expired 2025 session is sent again on a new session; an SSE answer
 * that ends or breaks off before its response is resumed with {@code Last-Event-ID} where the server numbered its
 * events (2025). Anything else fails the request at once; cancelling closes its stream.
 */
final class PostExchange {
  static final int MAX_RETRIES = 3;
  static final int MAX_RESUMES = 3;

  private final HttpTransport transport;
  private final byte[] json;
  final MessageHead head;
  /** The caller's deadline in {@link System#nanoTime()} terms, or 0 for none. */
  private final long deadline;

  private final CompletableFuture<@Nullable Void> settled = new CompletableFuture<>();
  private int retries;
  private int resumes;
  private boolean renewed;
  private volatile boolean cancelled;
  private volatile boolean answered;
  private volatile boolean headersSeen;
  private volatile @Nullable CompletableFuture<?> inFlight;
  private volatile @Nullable SseAnswer stream;

  PostExchange(HttpTransport transport, byte[] json, MessageHead head, long deadline) {
    this.transport = transport;
    this.json = json;
    this.head = head;
    this.deadline = deadline;
  }

  /** Sends it; the future completes when the server has taken it (its answer's headers read, or it failed). */
  CompletableFuture<@Nullable Void> start() {
    post();
    return settled;
  }

  private void post() {
    if (cancelled || transport.isClosing()) {
      settled.complete(null);
      return;
    }
    String session = transport.requests().sessionId();
    CompletableFuture<@Nullable Void> exchange = transport
        .client()
        .send(transport.requests().post(json, head, session), info -> answer(info, session));
    inFlight = exchange;
    exchange.whenComplete((response, failure) -> {
      settled.complete(null);
      if (failure != null) {
        failed(failure);
      } else if (stream == null) {
        transport.done(this);
      }
    });
  }

  private BodySubscriber<@Nullable Void> answer(ResponseInfo info, @Nullable String session) {
    headersSeen = true;
    if ("initialize".equals(head.method())) {
      transport
          .requests()
          .assigned(info.headers().firstValue(HttpRequests.SESSION_ID).orElse(null));
    }
    int status = info.statusCode();
    settled.complete(null);
    if (status == 401 || status == 403) {
      transport.end(HttpFailures.refused(transport.server(), transport.endpoint(), status));
      return BodySubscribers.replacing(null);
    }
    if (status == 404 && session != null && !transport.requests().isModern()) {
      sessionExpired(session);
      return BodySubscribers.replacing(null);
    }
    Optional<Duration> wait = RetryAfter.applies(status)
        ? RetryAfter.of(info.headers(), Instant.now())
        : Optional.empty();
    if (wait.isPresent()) {
      retryAfter(status, wait.get());
      return BodySubscribers.replacing(null);
    }
    long length = info.headers().firstValueAsLong("Content-Length").orElse(-1);
    if (status / 100 != 2) {
      return BodySubscribers.mapping(new BoundedBody(transport.maxMessageBytes(), length), body -> {
        transport.answers().error(transport.url(), status, body, head);
        return null;
      });
    }
    String type = info.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT);
    if (type.startsWith("text/event-stream")) {
      SseAnswer answer = new SseAnswer(watching(), transport.maxMessageBytes(), this::streamEnded);
      stream = answer;
      if (cancelled) {
        answer.cancel();
      }
      return BodySubscribers.fromSubscriber(answer);
    }
    if (status == 202 || length == 0) {
      if (head.isRequest()) {
        transport
            .answers()
            .fail(
                head,
                "HTTP " + status + " from " + transport.url() + " with no answer to the request");
      }
      return BodySubscribers.replacing(null);
    }
    return BodySubscribers.mapping(new BoundedBody(transport.maxMessageBytes(), length), body -> {
      if (body == null) {
        transport
            .answers()
            .fail(
                head,
                "the answer from " + transport.url() + " is over the limit of "
                    + transport.maxMessageBytes() + " bytes (maxMessageBytes); it was not read");
      } else {
        transport.answers().deliver(body);
      }
      return null;
    });
  }

  /** The connection's sink, noting when this request's response goes by. */
  private LineFramer.Sink watching() {
    LineFramer.Sink sink = transport.answers().sink();
    return new LineFramer.Sink() {
      @Override
      public void line(String line) {
        if (!answered && head.id() != null) {
          MessageHead message = MessageHead.read(line);
          answered = message.response() && head.id().equals(message.id());
        }
        sink.line(line);
      }

      @Override
      public void oversized(long length, String head, String tail) {
        sink.oversized(length, head, tail);
      }
    };
  }

  /**
   * The SSE answer ended: fine once the response came; before it, resumed with {@code Last-Event-ID} where the 2025
   * rules allow it (the server may close a stream to be polled), or the request fails at once rather than at its
   * deadline.
   */
  private void streamEnded(@Nullable Throwable failure) {
    SseAnswer ended = stream;
    if (answered || !head.isRequest() || cancelled || transport.isClosing()) {
      transport.done(this);
      return;
    }
    String lastEventId = ended == null ? null : ended.lastEventId();
    if (lastEventId != null && !transport.requests().isModern() && resumes < MAX_RESUMES) {
      resumes++;
      long retry = ended.retryMillis();
      CompletableFuture.delayedExecutor(
              Math.max(0, retry), TimeUnit.MILLISECONDS, HttpClients.executor())
          .execute(() -> resume(lastEventId));
      return;
    }
    transport.done(this);
    transport
        .answers()
        .fail(
            head,
            failure == null
                ? "the answer from " + transport.url() + " ended without a response"
                : "the answer from " + transport.url() + " broke off: "
                    + HttpFailures.reason(unwrap(failure)));
  }

  private void resume(String lastEventId) {
    if (cancelled || transport.isClosing()) {
      return;
    }
    CompletableFuture<@Nullable Void> exchange = transport
        .client()
        .send(transport.requests().get(lastEventId), info -> {
          String type =
              info.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT);
          if (info.statusCode() / 100 == 2 && type.startsWith("text/event-stream")) {
            SseAnswer answer =
                new SseAnswer(watching(), transport.maxMessageBytes(), this::streamEnded);
            stream = answer;
            return BodySubscribers.fromSubscriber(answer);
          }
          transport.done(this);
          transport
              .answers()
              .fail(
                  head,
                  "the answer from " + transport.url() + " broke off and could not be resumed "
                      + "(HTTP " + info.statusCode() + " to GET with Last-Event-ID)");
          return BodySubscribers.replacing(null);
        });
    inFlight = exchange;
    exchange.whenComplete((response, failure) -> {
      if (failure != null && stream == null) {
        failed(failure);
      }
    });
  }

  private void sessionExpired(String session) {
    if (renewed) {
      transport.end(HttpFailures.sessionEnded(
          transport.server(), transport.endpoint(), "again, right after a new one started"));
      return;
    }
    renewed = true;
    transport.renewSession(session).whenComplete((ignored, failure) -> {
      if (failure == null) {
        post();
      }
    });
  }

  private void retryAfter(int status, Duration wait) {
    String why = "HTTP " + status + " from " + transport.url() + ": the server asks to retry after "
        + RetryAfter.describe(wait);
    if (deadline != 0 && System.nanoTime() + wait.toNanos() - deadline > 0) {
      transport.done(this);
      transport.answers().fail(head, why + ", past the call's deadline");
    } else if (retries >= MAX_RETRIES) {
      transport.done(this);
      transport.answers().fail(head, why + ", still after " + MAX_RETRIES + " retries");
    } else {
      retries++;
      CompletableFuture.delayedExecutor(
              wait.toMillis(), TimeUnit.MILLISECONDS, HttpClients.executor())
          .execute(this::post);
    }
  }

  /** No answer at all ends the connection (the server is gone); an answer that breaks off fails its own request. */
  private void failed(Throwable failure) {
    Throwable cause = unwrap(failure);
    if (cancelled
        || transport.isClosing()
        || cause instanceof CancellationException
        || stream != null) {
      return;
    }
    transport.done(this);
    if (headersSeen) {
      transport
          .answers()
          .fail(
              head,
              "the answer from " + transport.url() + " broke off: " + HttpFailures.reason(cause));
    } else {
      transport.end(HttpFailures.unreachable(transport.server(), transport.endpoint(), cause));
    }
  }

  /** Closes its stream and gives it up: the request timed out or was cancelled. */
  void cancel() {
    cancelled = true;
    SseAnswer current = stream;
    if (current != null) {
      current.cancel();
    }
    CompletableFuture<?> exchange = inFlight;
    if (exchange != null) {
      exchange.cancel(true);
    }
    transport.done(this);
  }

  private static Throwable unwrap(Throwable failure) {
    return failure instanceof CompletionException && failure.getCause() != null
        ? failure.getCause()
        : failure;
  }
}
