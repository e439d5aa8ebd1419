package dev.imcp.build;

import dev.imcp.runtime.error.TransportException;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * An HTTP server that refused the build's credentials (401 or 403), told in the build's terms: which endpoint, which
 * source the token came from, and what to configure.
 */
public final class HttpRefusal {
  private HttpRefusal() {}

  /**
   * {@return the build's message when {@code failure} (or a cause) is the runtime's failure for an HTTP 401 or 403
   * answer ({@link TransportException#httpStatus()}), else empty}
   *
   * @param failure what reading the server's tools threw
   * @param server the server, with the credentials that were sent
   * @param dialect how the front end names its options
   */
  public static Optional<String> explain(
      Throwable failure, ServerTarget.Http server, Dialect dialect) {
    for (@Nullable Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof TransportException transport) {
        OptionalInt status = transport.httpStatus();
        if (status.equals(OptionalInt.of(401))) {
          return Optional.of(message(401, "Unauthorized", server, dialect, transport.getCause()));
        }
        if (status.equals(OptionalInt.of(403))) {
          return Optional.of(message(403, "Forbidden", server, dialect, transport.getCause()));
        }
      }
    }
    return Optional.empty();
  }

  /** @param oauth why OAuth got no credentials (its step and URL), when it failed; null when none was tried */
  private static String message(
      int status,
      String reason,
      ServerTarget.Http server,
      Dialect dialect,
      @Nullable Throwable oauth) {
    String head = "HTTP " + status + " " + reason + " from " + server.displayName() + ": ";
    HttpCredentials credentials = server.credentials();
    if (credentials.bearerToken().isEmpty() && credentials.authorization().isPresent()) {
      return head + "the server wants credentials, and OAuth (" + credentials.source()
          + ") got none: "
          + (oauth == null ? "the server refused the tokens obtained" : oauth.getMessage())
          + "; for a server that takes a bearer token instead: " + dialect.credentialsAdvice();
    }
    if (credentials.bearerToken().isEmpty()) {
      return head + "the server wants credentials, and none were configured: "
          + dialect.credentialsAdvice();
    }
    String wanted =
        status == 403 ? "a token that may use this server" : "the token the server expects";
    return head + "the server refused the bearer token in " + credentials.source() + ": put "
        + wanted + " there";
  }
}
