// One room: one POST's life (answer kinds, Retry-After, SSE resume, new session on 404,
// authorization) shares the exchange's deadline, attempt counts and result future; split, every
// part would pass them all to the others.
package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.http.HttpAuthorization;
import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.transport.LineFramer;
import dev.imcp.runtime.internal.transport.MessageHead;
import dev.imcp.runtime.internal.transport.OutgoingLine;
import dev.imcp.runtime.internal.transport.ResponseId;
import dev.imcp.runtime.observe.RequestObservation;
import java.io.IOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * One message POSTed, and its answer: 202, one JSON-RPC message, or an SSE stream whose last message is the response.
 * The recoveries the rules allow happen here: a 429 or 503 with {@code Retry-After} is sent again after the wait when
 * the call's deadline leaves room for it; a 404 on an expired 2025 session is sent again on a new session; an SSE answer
 * that ends or breaks off before its response is resumed with {@code Last-Event-ID} where the server numbered its
 * events (2025). Any other answer that is not what the request needs fails it at once with an {@link HttpException}
 * saying what came instead; cancelling closes its stream.
 */
final class PostExchange
    implements SseAnswer.Answered,
        BlockingExchange.Reader<@Nullable Void>,
        BiConsumer<@Nullable Object, @Nullable Throwable> {
  static final int MAX_RETRIES = 3;
  static final int MAX_RESUMES = 3;
  /** How many times one message is sent again with new credentials: step-up after a first authorization, and one more. */
  static final int MAX_AUTHORIZATIONS = 3;
  /**
   * How many times one message is sent again after a kept-alive connection closed under it unanswered: each time on
   * another connection, and idle ones may all have timed out at once on the server.
   */
  static final int MAX_RESENDS = 3;

  private final HttpTransport transport;
  private final byte[] json;
  final MessageHead head;
  /** Who sent it: its deadline ({@link OutgoingLine#deadline()}), and told of each recovery. */
  private final OutgoingLine line;
  /** The deadline of a request sent without one (the session's first, ahead of its caller): the connect's. */
  private final long fallbackDeadline;

  private final CompletableFuture<@Nullable Void> settled = new CompletableFuture<>();
  private int retries;
  private int resumes;
  private int authorizations;
  private int resends;
  private boolean renewed;
  private volatile boolean cancelled;
  private volatile boolean answered;
  private volatile @Nullable ResponseHead answer;
  private volatile @Nullable CompletableFuture<?> inFlight;
  private volatile @Nullable SseAnswer stream;
  /** The session the last POST was sent in (none: null), for its answer's reader. */
  private @Nullable String sentSession;
  /** The {@code Authorization} header of the last POST, for the authorization to tell whether it is stale. */
  private volatile @Nullable String sentAuthorization;

  PostExchange(
      HttpTransport transport,
      byte[] json,
      MessageHead head,
      OutgoingLine line,
      long fallbackDeadline) {
    this.transport = transport;
    this.json = json;
    this.head = head;
    this.line = line;
    this.fallbackDeadline = fallbackDeadline;
  }

  /** The sender's deadline in {@link System#nanoTime()} terms, read live (progress may move it), or 0 for none. */
  private long deadline() {
    long deadline = line.deadline();
    return deadline != 0 ? deadline : fallbackDeadline;
  }

  /** Sends it; the future completes when the server has taken it (its answer's headers read, or it failed). */
  CompletableFuture<@Nullable Void> start() {
    post();
    return settled;
  }

  /** Completes as {@link #start()}'s future, which it is; for whoever places the exchange before starting it. */
  CompletableFuture<@Nullable Void> settled() {
    return settled;
  }

  private void post() {
    if (cancelled || transport.isClosing()) {
      settled.complete(null);
      return;
    }
    String session = transport.requests().sessionId();
    OutgoingRequest request = transport.requests().post(json, head, session);
    sentAuthorization = request.header("Authorization");
    sentSession = session;
    CompletableFuture<@Nullable Void> exchange = transport.connections().send(request, this);
    transport.sent(this);
    watch(exchange);
  }

  private void watch(CompletableFuture<@Nullable Void> exchange) {
    inFlight = exchange;
    // A cancel() that came while the exchange was being handed to its thread found no
    // inFlight to stop: stop it here (both fields are volatile, so one side sees the other).
    if (cancelled) {
      exchange.cancel(true);
    }
    exchange.whenComplete(this);
  }

  /** The last exchange settled (this exchange is its own callback: no lambda per POST). */
  @Override
  public void accept(@Nullable Object ignored, @Nullable Throwable failure) {
    settled.complete(null);
    if (failure != null) {
      failed(failure);
    }
  }

  /** Reads the answer to the last POST (the exchange itself is the reader: no lambda per call). */
  @Override
  public @Nullable Void read(ResponseHead answer, BlockingExchange.Body body) throws IOException {
    return read(answer, body, sentSession);
  }

  private @Nullable Void read(
      ResponseHead answer, BlockingExchange.Body body, @Nullable String session)
      throws IOException {
    this.answer = answer;
    if ("initialize".equals(head.method())) {
      transport.requests().assigned(answer.header(HttpRequests.SESSION_ID).orElse(null));
    }
    settled.complete(null);
    int status = answer.status();
    Optional<Duration> wait =
        answer.mayAskToWait() ? RetryAfter.of(answer, Instant.now()) : Optional.empty();
    if (status == 401 || status == 403) {
      refused(answer, BoundedBody.excerpt(body));
    } else if (status == 404 && session != null && !transport.requests().isModern()) {
      sessionExpired(session);
    } else if (wait.isPresent()) {
      retryAfter(answer, wait.get(), body);
    } else if (!answer.isSuccess()) {
      error(answer, body);
    } else if (answer.isEventStream()) {
      stream(answer, body);
    } else if (status == 202 || answer.contentLength() == 0) {
      noAnswer(answer);
    } else {
      json(answer, body);
    }
    return null;
  }

  /** A 2xx with a body that should be one JSON-RPC message. */
  private void json(ResponseHead answer, BlockingExchange.Body body) throws IOException {
    byte[] bytes = BoundedBody.read(body, transport.maxMessageBytes(), answer.contentLength());
    finish();
    if (bytes == null) {
      fail(
          answer,
          "the answer is over the limit of " + transport.maxMessageBytes()
              + " bytes (maxMessageBytes); it was not read",
          "");
    } else if (!HttpAnswers.isJsonRpc(bytes)) {
      fail(
          answer,
          "the answer, with Content-Type '" + answer.header("Content-Type").orElse("")
              + "', is neither an event stream nor a JSON-RPC message",
          utf8(bytes));
    } else {
      transport.answers().deliver(bytes);
    }
  }

  /**
   * An error status: a JSON-RPC response to this request in its body reaches the request as the server sent it (a
   * 2026-07-28 server's -32020 or -32022, say); anything else fails the request with the status and the body's start.
   */
  private void error(ResponseHead answer, BlockingExchange.Body body) throws IOException {
    byte[] bytes = BoundedBody.read(body, transport.maxMessageBytes(), answer.contentLength());
    finish();
    if (bytes != null && head.id() != null) {
      MessageHead reply = MessageHead.read(bytes);
      if (reply.response() && head.id().equals(reply.id())) {
        transport.answers().deliver(bytes);
        return;
      }
    }
    String what = answer.status() / 100 == 3
        ? "redirects are not followed (Location: " + answer.header("Location").orElse("none") + ")"
        : bytes == null ? "its body was over the size limit" : "";
    fail(answer, what, bytes == null ? "" : utf8(bytes));
  }

  private void noAnswer(ResponseHead answer) {
    finish();
    if (head.isRequest()) {
      fail(answer, "no answer to the request", "");
    }
  }

  private void stream(ResponseHead answer, BlockingExchange.Body body) {
    SseAnswer events = new SseAnswer(watching(answer), transport.maxMessageBytes(), this);
    stream = events;
    if (cancelled) {
      events.cancel();
    }
    read(answer, events, body);
  }

  /** Reads the stream on; a caller's thread hands what is left to a runtime thread once its answer went by. */
  private void read(ResponseHead answer, SseAnswer events, BlockingExchange.Body body) {
    IOException broke = events.read(body);
    if (events.isPaused()) {
      body.continueElsewhere(() -> read(answer, events, body));
    } else if (!events.isCancelled()) {
      streamEnded(answer, events, broke);
    }
  }

  @Override
  public boolean answered() {
    return answered;
  }

  /**
   * The connection's sink, noting when this request's response went by (it no longer waits once a message was
   * delivered: answered, or given up); an oversized one fails it here.
   */
  private LineFramer.Sink watching(ResponseHead answer) {
    LineFramer.Sink sink = transport.answers().sink();
    return new LineFramer.Sink() {
      @Override
      public void line(String line) {
        sink.line(line);
        delivered();
      }

      @Override
      public void line(byte[] bytes, int offset, int length) {
        sink.line(bytes, offset, length);
        delivered();
      }

      @Override
      public void oversized(long length, String start, String end) {
        if (!oversizedAnswer(answer, length, start, end)) {
          sink.oversized(length, start, end);
        }
      }
    };
  }

  /** A message of the stream was delivered: the request no longer waiting, its answer went by. */
  private void delivered() {
    Long id = head.id();
    answered = answered || id != null && !transport.answers().waiting(id);
  }

  /** Fails the request when the oversized message is its answer; false when it is some other message. */
  private boolean oversizedAnswer(ResponseHead answer, long length, String start, String end) {
    Long id = head.id();
    if (id == null || answered || !ResponseId.of(start, end).contains(id)) {
      return false;
    }
    answered = true;
    fail(
        answer,
        "an event of " + length + " bytes answers it, over the limit of "
            + transport.maxMessageBytes() + " bytes (maxMessageBytes); it was not read",
        "");
    return true;
  }

  /**
   * The SSE answer ended: fine once the response came; before it, resumed with {@code Last-Event-ID} where the 2025
   * rules allow it (the server may close a stream to be polled), or the request fails at once rather than at its
   * deadline.
   */
  private void streamEnded(ResponseHead answer, SseAnswer ended, @Nullable IOException failure) {
    if (answered || !head.isRequest() || cancelled || transport.isClosing()) {
      finish();
      return;
    }
    String lastEventId = ended.lastEventId();
    if (lastEventId != null && !transport.requests().isModern() && resumes < MAX_RESUMES) {
      resumes++;
      line.recovering(RequestObservation.Recovery.STREAM_RESUMED);
      Delays.after(
          Math.max(0, ended.retryMillis()), HttpClients.executor(), () -> resume(lastEventId));
      return;
    }
    finish();
    fail(
        answer,
        failure == null
            ? "the event stream ended without the response"
            : "the event stream broke off before the response: " + HttpFailures.reason(failure),
        "");
  }

  private void resume(String lastEventId) {
    if (cancelled || transport.isClosing()) {
      return;
    }
    watch(transport.connections().send(transport.requests().get(lastEventId), (resumed, body) -> {
      this.answer = resumed;
      if (resumed.isSuccess() && resumed.isEventStream()) {
        stream(resumed, body);
      } else {
        finish();
        fail(
            resumed,
            "the answer's event stream broke off and could not be resumed (GET with Last-Event-ID)",
            BoundedBody.excerpt(body));
      }
      return null;
    }));
  }

  /**
   * The server refused the credentials: the authorization, when there is one, may get new ones and have the message
   * sent again (a bounded number of times); otherwise the refusal ends the connection.
   */
  private void refused(ResponseHead answer, String body) {
    HttpEndpoint endpoint = transport.endpoint();
    HttpAuthorization authorization = endpoint.authorization().orElse(null);
    if (authorization == null || authorizations >= MAX_AUTHORIZATIONS) {
      transport.end(
          HttpFailures.refused(transport.server(), endpoint, answer, body, authorizations));
      return;
    }
    CompletionStage<Boolean> decided;
    try {
      decided = authorization.refused(challenge(answer));
    } catch (RuntimeException e) {
      decided = CompletableFuture.failedFuture(e);
    }
    decided.whenComplete((again, failure) -> {
      if (failure != null) {
        transport.end(HttpFailures.unauthorized(
            transport.server(), endpoint, answer, Futures.unwrap(failure)));
      } else if (Boolean.TRUE.equals(again)) {
        authorizations++;
        post();
      } else {
        transport.end(
            HttpFailures.refused(transport.server(), endpoint, answer, body, authorizations));
      }
    });
  }

  private HttpAuthorization.Challenge challenge(ResponseHead answer) {
    long deadline = deadline();
    Optional<Instant> until = deadline == 0
        ? Optional.empty()
        : Optional.of(Instant.now().plusNanos(deadline - System.nanoTime()));
    return new HttpAuthorization.Challenge(
        transport.endpoint().uri(),
        answer.status(),
        answer.values("WWW-Authenticate"),
        Optional.ofNullable(sentAuthorization),
        until);
  }

  private void sessionExpired(String session) {
    if (renewed) {
      transport.end(HttpFailures.sessionEnded(
          transport.server(), transport.endpoint(), "again, right after a new one started"));
      return;
    }
    renewed = true;
    line.recovering(RequestObservation.Recovery.NEW_SESSION);
    transport.renewSession(session).whenComplete((ignored, failure) -> {
      if (failure == null) {
        post();
      }
    });
  }

  private void retryAfter(ResponseHead answer, Duration wait, BlockingExchange.Body body)
      throws IOException {
    String why = "the server asks to retry after " + RetryAfter.describe(wait);
    String excerpt = BoundedBody.excerpt(body);
    long deadline = deadline();
    if (deadline != 0 && System.nanoTime() + wait.toNanos() - deadline > 0) {
      finish();
      fail(answer, why + ", past the call's deadline", excerpt);
    } else if (retries >= MAX_RETRIES) {
      finish();
      fail(answer, why + ", still after " + MAX_RETRIES + " retries", excerpt);
    } else {
      retries++;
      line.recovering(RequestObservation.Recovery.RETRY_AFTER);
      Delays.after(wait.toMillis(), HttpClients.executor(), this::post);
    }
  }

  /**
   * The exchange failed: on a kept-alive connection the server closed before answering, the message is sent again (a
   * bounded number of times); otherwise, before any answer, the server is gone, which ends the connection; an answer
   * that broke off fails its own request. An {@link Error} went to the transport's fatal handler already. An interrupt
   * of the thread that ran the exchange (a blocking caller's) closed its connection: the exchange ends and the request
   * stays pending for the caller, whose wait sees the interrupt and cancels it; sending it again would have the server
   * run a call it may already be running, and the closed connection says nothing of the server.
   */
  private void failed(Throwable failure) {
    Throwable cause = Futures.unwrap(failure);
    if (cancelled
        || transport.isClosing()
        || cause instanceof CancellationException
        || cause instanceof Error) {
      return;
    }
    if (byInterrupt(cause)) {
      finish();
    } else if (!resent(cause)) {
      finish();
      gone(cause);
    }
  }

  private static boolean byInterrupt(Throwable cause) {
    return cause instanceof ClosedByInterruptException
        || cause.getCause() instanceof ClosedByInterruptException;
  }

  /** Fails the request whose answer broke off, or, with no answer begun, ends the transport: the server is gone. */
  private void gone(Throwable cause) {
    ResponseHead seen = answer;
    if (seen != null) {
      transport
          .answers()
          .fail(
              head,
              HttpFailures.answer(
                  transport.server(),
                  transport.endpoint(),
                  seen,
                  "the answer broke off: " + HttpFailures.reason(cause),
                  "",
                  cause));
    } else {
      transport.end(HttpFailures.unreachable(transport.server(), transport.endpoint(), cause));
    }
  }

  /**
   * Sends the message again when a kept-alive connection closed under it unanswered, a bounded number of times, after
   * closing the idle connections (as old as that one, as suspect).
   */
  private boolean resent(Throwable cause) {
    if (!(cause instanceof BlockingExchange.ClosedUnanswered) || resends >= MAX_RESENDS) {
      return false;
    }
    resends++;
    transport.connections().closeIdle();
    post();
    return true;
  }

  private void fail(ResponseHead answer, String what, String body) {
    HttpException failure =
        HttpFailures.answer(transport.server(), transport.endpoint(), answer, what, body, null);
    transport.answers().fail(head, failure);
  }

  private void finish() {
    transport.done(this);
  }

  /** Closes its stream and gives it up: the request timed out or was cancelled. */
  void cancel() {
    cancelled = true;
    SseAnswer.stop(stream, inFlight);
    finish();
  }

  private static String utf8(byte[] bytes) {
    return new String(
        bytes, 0, Math.min(bytes.length, BoundedBody.EXCERPT_BYTES), StandardCharsets.UTF_8);
  }
}
