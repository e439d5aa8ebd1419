package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.TransportException;
import java.net.ConnectException;
import java.util.List;
import java.util.OptionalInt;
import org.apache.hc.client5.http.ConnectTimeoutException;

/** The failures that end an HTTP connection, each saying where and what to do; never with a header's value. */
final class HttpFailures {
  private HttpFailures() {}

  static TransportException refused(String server, HttpEndpoint endpoint, int status) {
    String sent = endpoint.bearerToken().isPresent()
        ? "refused the bearer token sent"
        : endpoint.headers().isEmpty()
            ? "requires credentials, and none were sent"
            : "refused the headers sent";
    return TransportException.httpAnswer(
        server,
        "HTTP " + status + (status == 401 ? " Unauthorized" : " Forbidden") + " from "
            + endpoint.display() + ": the server " + sent
            + "; configure HttpClientBuilder.bearerToken(…) or "
            + "HttpClientBuilder.header(…) with what it expects",
        status);
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

  /** The session the server ended (HTTP 404) could not be replaced by a new one. */
  static TransportException sessionEnded(String server, HttpEndpoint endpoint, String detail) {
    return TransportException.httpAnswer(
        server,
        "the server at " + endpoint.display() + " ended the session (HTTP 404) " + detail,
        404);
  }

  /** A failure in a few words: its message, or its kind when it has none. */
  static String reason(Throwable cause) {
    return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
  }
}
