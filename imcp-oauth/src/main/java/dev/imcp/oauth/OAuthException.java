package dev.imcp.oauth;

import dev.imcp.runtime.http.SafeUrl;
import java.net.URI;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An authorization could not be obtained: names the step that failed (discovering the server's metadata, registering,
 * the user's consent, the token request…) and the URL it was at. The runtime reports it as the cause of the {@code
 * TransportException} that ends the refused call.
 */
public final class OAuthException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What was being done. */
  private final String step;
  /** Where. */
  private final URI url;
  /** The OAuth error code the authorization server answered with, or null. */
  private @Nullable String error;

  /**
   * Creates the exception.
   *
   * @param step what was being done, such as {@code the token request}
   * @param url where
   * @param reason what went wrong
   */
  public OAuthException(String step, URI url, String reason) {
    super(step + " at " + SafeUrl.of(url) + " failed: " + reason);
    this.step = step;
    this.url = url;
  }

  /**
   * Creates the exception with its cause.
   *
   * @param step what was being done, such as {@code the token request}
   * @param url where
   * @param reason what went wrong
   * @param cause the failure underneath
   */
  public OAuthException(String step, URI url, String reason, Throwable cause) {
    this(step, url, reason);
    initCause(cause);
  }

  /**
   * The authorization server answered with an OAuth error.
   *
   * @param step what was being done, such as {@code the token request}
   * @param url where
   * @param error the error code, such as {@code invalid_grant}
   * @param description what the server said of it, if anything
   * @return the exception, whose {@link #error()} is {@code error}
   */
  public static OAuthException refused(
      String step, URI url, String error, @Nullable String description) {
    OAuthException refused = new OAuthException(
        step,
        url,
        "the authorization server refused it: " + error
            + (description == null ? "" : " (" + description + ")"));
    refused.error = error;
    return refused;
  }

  /** {@return the OAuth error code the authorization server answered with, if that is what failed} */
  public Optional<String> error() {
    return Optional.ofNullable(error);
  }

  /** {@return what was being done when it failed, such as {@code the token request}} */
  public String step() {
    return step;
  }

  /** {@return the URL of the step, without its query, which may carry codes or secrets} */
  public URI url() {
    return SafeUrl.withoutSecrets(url);
  }
}
