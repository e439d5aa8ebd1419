package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.error.TransportException;
import java.net.ConnectException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.core5.http.impl.EnglishReasonPhraseCatalog;
import org.jspecify.annotations.Nullable;

/**
 * What the HTTP transport fails with, each saying where and what was received: an {@link HttpException} for an answer
 * that is no MCP message, a plain {@link TransportException} when no answer came at all. Never with a header's value.
 */
final class HttpFailures {
  /** How much of a body a message quotes; the exception keeps more ({@link HttpException#bodyExcerpt()}). */
  private static final int MESSAGE_EXCERPT = 200;

  private HttpFailures() {}

  /**
   * An answer that is not what the request needed.
   *
   * @param what what is wrong with it, after "HTTP {status} from {url}"
   * @param body the body as far as it was read, for the excerpt; empty when it was not read
   */
  static HttpException answer(
      String server,
      HttpEndpoint endpoint,
      ResponseHead head,
      String what,
      String body,
      @Nullable Throwable cause) {
    return answer(server, endpoint, head, what, body, true, cause);
  }

  /** @param quote whether the message quotes the start of the body (the exception keeps it either way) */
  private static HttpException answer(
      String server,
      HttpEndpoint endpoint,
      ResponseHead head,
      String what,
      String body,
      boolean quote,
      @Nullable Throwable cause) {
    Optional<Duration> retryAfter =
        head.mayAskToWait() ? RetryAfter.of(head, java.time.Instant.now()) : Optional.empty();
    String excerpt = quote ? HttpException.excerpt(body) : "";
    if (excerpt.length() > MESSAGE_EXCERPT) {
      excerpt = excerpt.substring(0, MESSAGE_EXCERPT) + "…";
    }
    return new HttpException(
        server,
        "HTTP " + status(head.status()) + " from " + endpoint.display()
            + (what.isEmpty() ? "" : ": " + what)
            + (excerpt.isEmpty() ? "" : " (body: " + excerpt + ")"),
        head.status(),
        URI.create(endpoint.display()),
        head.header("Content-Type").orElse(""),
        retryAfter,
        body,
        cause);
  }

  /**
   * 401 or 403: the credentials sent, or their absence, were refused.
   *
   * @param authorizations how many times the endpoint's authorization got new credentials for the refused message
   */
  static HttpException refused(
      String server, HttpEndpoint endpoint, ResponseHead head, String body, int authorizations) {
    if (endpoint.authorization().isPresent()) {
      return answer(
          server,
          endpoint,
          head,
          "the server refused the credentials of the authorization"
              + (authorizations == 0
                  ? ""
                  : ", still after " + authorizations + " new authorization"
                      + (authorizations == 1 ? "" : "s")),
          body,
          false,
          null);
    }
    String sent = endpoint.bearerToken().isPresent()
        ? "refused the bearer token sent"
        : endpoint.headers().isEmpty()
            ? "requires credentials, and none were sent"
            : "refused the headers sent";
    return answer(
        server,
        endpoint,
        head,
        "the server " + sent
            + "; configure HttpClientBuilder.bearerToken(…) or HttpClientBuilder.header(…) with what it expects",
        body,
        null);
  }

  /** The endpoint's authorization could not get credentials after a refusal; its message names the step and URL. */
  static HttpException unauthorized(
      String server, HttpEndpoint endpoint, ResponseHead head, Throwable cause) {
    return new HttpException(
        server,
        "HTTP " + status(head.status()) + " from " + endpoint.display() + ", and no authorization: "
            + reason(cause),
        head.status(),
        URI.create(endpoint.display()),
        head.header("Content-Type").orElse(""),
        Optional.empty(),
        "",
        cause);
  }

  static TransportException unreachable(String server, HttpEndpoint endpoint, Throwable cause) {
    String why;
    if (cause instanceof ConnectTimeoutException) {
      why = "connecting timed out";
    } else if (cause instanceof ConnectException) {
      why = "connection refused";
    } else {
      why = reason(cause);
    }
    return new TransportException(
        server,
        "cannot reach " + endpoint.display() + ": " + why,
        OptionalInt.empty(),
        List.of(),
        cause);
  }

  /**
   * An answer whose head the client cannot read (a line over the limit, too many headers, the connection closed inside
   * it): the server was reached, which "cannot reach" would deny.
   *
   * @param cause the protocol failure, whose message says what was wrong with the head
   */
  static TransportException unreadable(String server, HttpEndpoint endpoint, Throwable cause) {
    return reached(
        server,
        "the server at " + endpoint.display() + " sent an answer the client cannot read",
        cause);
  }

  /**
   * A new connection the server accepted and closed without answering: no refusal to connect, which "cannot reach"
   * would say.
   *
   * @param cause the {@link BlockingExchange.ClosedUnanswered} close, whose cause is what failed
   */
  static TransportException unanswered(String server, HttpEndpoint endpoint, Throwable cause) {
    return reached(
        server,
        "the server at " + endpoint.display()
            + " accepted the connection and closed it without answering",
        cause);
  }

  /**
   * Kept-alive connections closed under a message unanswered as often as it may be resent: said as that, with the
   * resends, where "cannot reach" would misname a server that took each connection.
   *
   * @param cause the last close, a {@link BlockingExchange.ClosedUnanswered} whose cause is what failed
   */
  static TransportException closedUnanswered(
      String server, HttpEndpoint endpoint, int resends, Throwable cause) {
    return reached(
        server,
        "the server at " + endpoint.display()
            + " closed a kept-alive connection without answering, still after " + resends
            + " resends on others",
        cause);
  }

  /** A server that was reached failed: {@code what}, then what failed (the cause's cause, which the wrapper repeats). */
  private static TransportException reached(String server, String what, Throwable cause) {
    Throwable failed = cause.getCause() == null ? cause : cause.getCause();
    return new TransportException(
        server, what + ": " + reason(failed), OptionalInt.empty(), List.of(), cause);
  }

  /** The session the server ended (HTTP 404) could not be replaced by a new one. */
  static HttpException sessionEnded(String server, HttpEndpoint endpoint, String detail) {
    return new HttpException(
        server,
        "the server at " + endpoint.display() + " ended the session (HTTP 404) " + detail,
        404,
        URI.create(endpoint.display()),
        "",
        Optional.empty(),
        "",
        null);
  }

  /** "404 Not Found": the status with its reason phrase, when it has a standard one. */
  static String status(int status) {
    String reason = EnglishReasonPhraseCatalog.INSTANCE.getReason(status, Locale.ROOT);
    return reason == null ? Integer.toString(status) : status + " " + reason;
  }

  /** A failure in a few words: its message, or its kind when it has none. */
  static String reason(Throwable cause) {
    return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
  }
}
