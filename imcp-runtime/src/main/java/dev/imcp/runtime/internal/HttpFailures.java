package dev.imcp.runtime.internal;

import dev.imcp.runtime.error.TransportException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.util.List;
import java.util.OptionalInt;

/** The failures that end an HTTP connection, each saying where and what to do; never with a header's value. */
final class HttpFailures {
  private HttpFailures() {}

  static TransportException refused(String server, HttpEndpoint endpoint, int status) {
    String sent = endpoint.bearerToken().isPresent() ? "refused the bearer token sent"
        : endpoint.headers().isEmpty() ? "requires credentials, and none were sent" : "refused the headers sent";
    return new TransportException(server, "HTTP " + status + (status == 401 ? " Unauthorized" : " Forbidden") + " from "
        + endpoint.display() + ": the server " + sent + "; configure McpClient.Builder.bearerToken(…) or "
        + "McpClient.Builder.header(…) with what it expects", OptionalInt.empty(), List.of());
  }

  static TransportException unreachable(String server, HttpEndpoint endpoint, Throwable cause) {
    String why;
    if (cause instanceof HttpConnectTimeoutException) {
      why = "connecting timed out";
    } else if (cause instanceof ConnectException) {
      why = "connection refused";
    } else {
      why = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }
    return new TransportException(server, "cannot reach " + endpoint.display() + ": " + why, OptionalInt.empty(), List.of(), cause);
  }
}
