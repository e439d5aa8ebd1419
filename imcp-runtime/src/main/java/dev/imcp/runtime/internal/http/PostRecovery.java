package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.http.HttpAuthorization;
import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.observe.RequestObservation;
import java.io.IOException;
import java.nio.channels.ClosedByInterruptException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.apache.hc.client5.http.ClientProtocolException;

/**
 * What one POST ({@link PostExchange}) recovers from, and how often it did: new credentials after a refusal, a new
 * session after a 404, a wait the server asked for, an SSE answer resumed, a resend after a kept-alive connection closed
 * under it, and the failure when none applies. Made by the exchange's first recovery, for the counts it keeps: a healthy
 * call needs none, and a client's way to its first call loads none of it; what has nothing to count (a 429 or 503
 * naming no wait, a stream without event ids, an exchange that failed but on a kept-alive connection) the static
 * entries handle without one.
 */
final class PostRecovery {
  static final int MAX_RETRIES = 3;
  static final int MAX_RESUMES = 3;
  /** How many times one message is sent again with new credentials: step-up after a first authorization, and one more. */
  static final int MAX_AUTHORIZATIONS = 3;
  /**
   * How many times one message is sent again after a kept-alive connection closed under it unanswered: each time on
   * another connection, and idle ones may all have timed out at once on the server.
   */
  static final int MAX_RESENDS = 3;

  private final PostExchange exchange;
  private final HttpTransport transport;
  private int retries;
  private int resumes;
  private int authorizations;
  private int resends;
  private boolean renewed;

  PostRecovery(PostExchange exchange) {
    this.exchange = exchange;
    this.transport = exchange.transport;
  }

  /**
   * The server refused the credentials: the authorization, when there is one, may get new ones and have the message
   * sent again (a bounded number of times); otherwise the refusal ends the connection.
   */
  void refused(ResponseHead answer, String body) {
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
        exchange.post();
      } else {
        transport.end(
            HttpFailures.refused(transport.server(), endpoint, answer, body, authorizations));
      }
    });
  }

  private HttpAuthorization.Challenge challenge(ResponseHead answer) {
    long deadline = exchange.deadline();
    Optional<Instant> until = deadline == 0
        ? Optional.empty()
        : Optional.of(Instant.now().plusNanos(deadline - System.nanoTime()));
    return new HttpAuthorization.Challenge(
        transport.endpoint().uri(),
        answer.status(),
        answer.values("WWW-Authenticate"),
        Optional.ofNullable(exchange.sentAuthorization()),
        until);
  }

  void sessionExpired(String session) {
    if (renewed) {
      transport.end(HttpFailures.sessionEnded(
          transport.server(), transport.endpoint(), "again, right after a new one started"));
      return;
    }
    renewed = true;
    exchange.line.recovering(RequestObservation.Recovery.NEW_SESSION);
    transport.renewSession(session).whenComplete((ignored, failure) -> {
      if (failure == null) {
        exchange.post();
      }
    });
  }

  /**
   * A 429 or 503: sent again after the wait its {@code Retry-After} asks for, when the call's deadline leaves room for
   * it and retries are left; false when it names no wait (an error answer as any other).
   */
  static boolean retriedAfter(
      PostExchange exchange, ResponseHead answer, BlockingExchange.Body body) throws IOException {
    Optional<Duration> asked = RetryAfter.of(answer, Instant.now());
    if (asked.isEmpty()) {
      return false;
    }
    exchange.recovery().retryAfter(answer, asked.get(), body);
    return true;
  }

  private void retryAfter(ResponseHead answer, Duration wait, BlockingExchange.Body body)
      throws IOException {
    String why = "the server asks to retry after " + RetryAfter.describe(wait);
    String excerpt = BoundedBody.excerpt(body);
    long deadline = exchange.deadline();
    if (deadline != 0 && System.nanoTime() + wait.toNanos() - deadline > 0) {
      exchange.finish();
      exchange.fail(answer, why + ", past the call's deadline", excerpt);
    } else if (retries >= MAX_RETRIES) {
      exchange.finish();
      exchange.fail(answer, why + ", still after " + MAX_RETRIES + " retries", excerpt);
    } else {
      retries++;
      exchange.line.recovering(RequestObservation.Recovery.RETRY_AFTER);
      Delays.after(wait.toMillis(), HttpClients.executor(), exchange::post);
    }
  }

  /**
   * An SSE answer that ended before the response: resumed with {@code Last-Event-ID} after the server's retry delay
   * where the 2025 rules allow it (the server may close a stream to be polled); false when it may not be.
   */
  static boolean resumed(PostExchange exchange, SseAnswer ended) {
    String lastEventId = ended.lastEventId();
    return lastEventId != null
        && !exchange.transport.requests().isModern()
        && exchange.recovery().resumedFrom(lastEventId, ended);
  }

  private boolean resumedFrom(String lastEventId, SseAnswer ended) {
    if (resumes >= MAX_RESUMES) {
      return false;
    }
    resumes++;
    exchange.line.recovering(RequestObservation.Recovery.STREAM_RESUMED);
    Delays.after(
        Math.max(0, ended.retryMillis()), HttpClients.executor(), () -> resume(lastEventId));
    return true;
  }

  private void resume(String lastEventId) {
    if (exchange.stopped()) {
      return;
    }
    exchange.watch(transport
        .connections()
        .send(transport.requests().get(lastEventId), (resumed, body) -> {
          exchange.answer = resumed;
          if (resumed.isSuccess() && resumed.isEventStream()) {
            exchange.stream(resumed, body);
          } else {
            exchange.finish();
            exchange.fail(
                resumed,
                "the answer's event stream broke off and could not be resumed (GET with Last-Event-ID)",
                BoundedBody.excerpt(body));
          }
          return null;
        }));
  }

  /**
   * The exchange failed: on a kept-alive connection the server closed before answering, the message is sent again (a
   * bounded number of times, then the connection ends); on a new one the server closed unanswered, or before any
   * answer could not be reached, the connection ends; an answer that broke off fails its own request. An interrupt of
   * the thread that ran the exchange (a blocking caller's) closed its connection: the exchange ends and the request
   * stays pending for the caller, whose wait sees the interrupt and cancels it; sending it again would have the server
   * run a call it may already be running, and the closed connection says nothing of the server.
   */
  static void failed(PostExchange exchange, Throwable cause) {
    HttpTransport transport = exchange.transport;
    if (byInterrupt(cause)) {
      exchange.finish();
    } else if (!(cause instanceof BlockingExchange.ClosedUnanswered closed)) {
      exchange.finish();
      gone(exchange, cause);
    } else if (!closed.keptAlive()) {
      exchange.finish();
      transport.end(HttpFailures.unanswered(transport.server(), transport.endpoint(), cause));
    } else if (!exchange.recovery().resent()) {
      exchange.finish();
      transport.end(HttpFailures.closedUnanswered(
          transport.server(), transport.endpoint(), MAX_RESENDS, cause));
    }
  }

  private static boolean byInterrupt(Throwable cause) {
    return cause instanceof ClosedByInterruptException
        || cause.getCause() instanceof ClosedByInterruptException;
  }

  /** Fails the request whose answer broke off, or, with no answer begun, ends the transport: the server is gone. */
  private static void gone(PostExchange exchange, Throwable cause) {
    HttpTransport transport = exchange.transport;
    ResponseHead seen = exchange.answer;
    if (seen != null) {
      transport
          .answers()
          .fail(
              exchange.head,
              HttpFailures.answer(
                  transport.server(),
                  transport.endpoint(),
                  seen,
                  "the answer broke off: " + HttpFailures.reason(cause),
                  "",
                  cause));
    } else if (cause instanceof ClientProtocolException) {
      transport.end(HttpFailures.unreadable(transport.server(), transport.endpoint(), cause));
    } else {
      transport.end(HttpFailures.unreachable(transport.server(), transport.endpoint(), cause));
    }
  }

  /**
   * Sends the message again when a kept-alive connection closed under it unanswered, a bounded number of times, after
   * closing the idle connections (as old as that one, as suspect). The resend goes on a new connection, whose close
   * ends the connection, unless another exchange gave back a kept-alive one meanwhile: only then, with many calls in
   * flight, can the resends run out.
   */
  private boolean resent() {
    if (resends >= MAX_RESENDS) {
      return false;
    }
    resends++;
    transport.connections().closeIdle();
    exchange.post();
    return true;
  }
}
