// One room: one POST's way (sent, its answer read by kind, its stream, cancelled) shares the
// exchange's deadline, result future and stream; its seldom recoveries are PostRecovery's.
package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.transport.LineFramer;
import dev.imcp.runtime.internal.transport.MessageHead;
import dev.imcp.runtime.internal.transport.OutgoingLine;
import dev.imcp.runtime.internal.transport.ResponseId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * One message POSTed, and its answer: 202, one JSON-RPC message, or an SSE stream whose last message is the response.
 * The recoveries the rules allow ({@link PostRecovery}): a 429 or 503 with {@code Retry-After} is sent again after the wait when
 * the call's deadline leaves room for it; a 404 on an expired 2025 session is sent again on a new session; an SSE answer
 * that ends or breaks off before its response is resumed with {@code Last-Event-ID} where the server numbered its
 * events (2025). Any other answer that is not what the request needs fails it at once with an {@link HttpException}
 * saying what came instead; cancelling closes its stream.
 */
final class PostExchange
    implements SseAnswer.Answered,
        BlockingExchange.Reader<@Nullable Void>,
        BiConsumer<@Nullable Object, @Nullable Throwable> {
  final HttpTransport transport;
  private final byte[] json;
  final MessageHead head;
  /** Who sent it: its deadline ({@link OutgoingLine#deadline()}), and told of each recovery. */
  final OutgoingLine line;
  /** The deadline of a request sent without one (the session's first, ahead of its caller): the connect's. */
  private final long fallbackDeadline;

  private final CompletableFuture<@Nullable Void> settled = new CompletableFuture<>();
  /** Its recoveries and their counts, made by the first. */
  private volatile @Nullable PostRecovery recovery;

  private volatile boolean cancelled;
  private volatile boolean answered;
  /** The last answer's head, once it came (a resumed stream's, after a resume). */
  volatile @Nullable ResponseHead answer;

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
  long deadline() {
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

  void post() {
    if (stopped()) {
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

  void watch(CompletableFuture<@Nullable Void> exchange) {
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
    if (McpMethods.INITIALIZE.equals(head.method())) {
      transport.requests().assigned(answer.header(HttpRequests.SESSION_ID).orElse(null));
    }
    settled.complete(null);
    int status = answer.status();
    if (status == 401 || status == 403) {
      recovery().refused(answer, BoundedBody.excerpt(body));
    } else if (status == 404 && session != null && !transport.requests().isModern()) {
      recovery().sessionExpired(session);
    } else if (!answer.mayAskToWait() || !PostRecovery.retriedAfter(this, answer, body)) {
      taken(answer, body);
    }
    return null;
  }

  /** An answer that asks for no recovery: an error, an event stream, none, or one JSON-RPC message. */
  private void taken(ResponseHead answer, BlockingExchange.Body body) throws IOException {
    if (!answer.isSuccess()) {
      error(answer, body);
    } else if (answer.isEventStream()) {
      stream(answer, body);
    } else if (answer.status() == 202 || answer.contentLength() == 0) {
      noAnswer(answer);
    } else {
      json(answer, body);
    }
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

  void stream(ResponseHead answer, BlockingExchange.Body body) {
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
   * The SSE answer ended: fine once the response came; before it, resumed where the rules allow it ({@link
   * PostRecovery#resumed}), or the request fails at once rather than at its deadline.
   */
  private void streamEnded(ResponseHead answer, SseAnswer ended, @Nullable IOException failure) {
    if (answered || !head.isRequest() || stopped()) {
      finish();
      return;
    }
    if (PostRecovery.resumed(this, ended)) {
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

  /**
   * The exchange failed: what it recovers from, or how it ends, is {@link PostRecovery#failed}'s to decide. Nothing to
   * do when it was cancelled or the transport closes; an {@link Error} went to the transport's fatal handler already.
   */
  private void failed(Throwable failure) {
    Throwable cause = Futures.unwrap(failure);
    if (!stopped() && !(cause instanceof CancellationException) && !(cause instanceof Error)) {
      PostRecovery.failed(this, cause);
    }
  }

  PostRecovery recovery() {
    PostRecovery made = recovery;
    if (made == null) {
      made = new PostRecovery(this);
      recovery = made;
    }
    return made;
  }

  /** Whether it was given up, or the transport closes: nothing more is sent for it. */
  boolean stopped() {
    return cancelled || transport.isClosing();
  }

  /** The {@code Authorization} header of the last POST, for the authorization to tell whether it is stale. */
  @Nullable
  String sentAuthorization() {
    return sentAuthorization;
  }

  void fail(ResponseHead answer, String what, String body) {
    HttpException failure =
        HttpFailures.answer(transport.server(), transport.endpoint(), answer, what, body, null);
    transport.answers().fail(head, failure);
  }

  void finish() {
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
