package dev.imcp.maven.internal;

import dev.imcp.oauth.OAuthException;
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
   * The build's message when {@code failure} (or a cause) is the runtime's failure for an HTTP 401 or 403 answer
   * ({@link TransportException#httpStatus()}), else empty.
   */
  public static Optional<String> explain(Throwable failure, ServerTarget.Http server) {
    for (@Nullable Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof TransportException transport) {
        OptionalInt status = transport.httpStatus();
        if (status.equals(OptionalInt.of(401))) {
          return Optional.of(message(401, "Unauthorized", server, oauth(transport)));
        }
        if (status.equals(OptionalInt.of(403))) {
          return Optional.of(message(403, "Forbidden", server, oauth(transport)));
        }
      }
    }
    return Optional.empty();
  }

  private static @Nullable OAuthException oauth(Throwable failure) {
    for (@Nullable Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof OAuthException found) {
        return found;
      }
    }
    return null;
  }

  private static String message(
      int status, String reason, ServerTarget.Http server, @Nullable OAuthException oauth) {
    String head = "HTTP " + status + " " + reason + " from " + server.displayName() + ": ";
    HttpCredentials credentials = server.credentials();
    String bearer =
        "set <serverId> to the id of a <server> in settings.xml whose <password> is the bearer token, or "
            + "<tokenVariable> to the name of an environment variable that holds it (-Dimcp.serverId=…, "
            + "-Dimcp.tokenVariable=…); never put a token in the pom";
    if (credentials.bearerToken().isEmpty() && credentials.authorization().isPresent()) {
      return head + "the server wants credentials, and OAuth (" + credentials.source()
          + ") got none: "
          + (oauth == null ? "the server refused the tokens obtained" : oauth.getMessage())
          + "; for a server that takes a bearer token instead, " + bearer;
    }
    if (credentials.bearerToken().isEmpty()) {
      return head + "the server wants credentials, and none were configured: " + bearer;
    }
    String wanted =
        status == 403 ? "a token that may use this server" : "the token the server expects";
    return head + "the server refused the bearer token in " + credentials.source() + ": put "
        + wanted + " there";
  }
}
