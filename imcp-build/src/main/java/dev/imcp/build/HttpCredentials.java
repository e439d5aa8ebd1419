package dev.imcp.build;

import dev.imcp.runtime.http.HttpAuthorization;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The bearer token sent to an HTTP server, and where it came from: an environment variable, or what the front end
 * keeps credentials in (Maven's settings.xml); never a build file or a command line. {@link #toString()} names the
 * source, never the token.
 *
 * @param bearerToken the token, if there is one
 * @param source where the token came from, for messages, such as {@code the environment variable MCP_TOKEN}
 * @param authorization OAuth instead of a bearer token, when the front end offers it (the Maven plugin does)
 */
public record HttpCredentials(
    Optional<String> bearerToken, String source, Optional<HttpAuthorization> authorization) {
  /**
   * A bearer token, or none, without OAuth.
   *
   * @param bearerToken the token, if there is one
   * @param source where the token came from, for messages
   */
  public HttpCredentials(Optional<String> bearerToken, String source) {
    this(bearerToken, source, Optional.empty());
  }

  /**
   * {@return OAuth instead of a bearer token}
   *
   * @param authorization asked for credentials on every request and told of refusals
   * @param source whose credentials, for messages, such as {@code the token imcp:login keeps in …}
   */
  public static HttpCredentials oauth(HttpAuthorization authorization, String source) {
    return new HttpCredentials(Optional.empty(), source, Optional.of(authorization));
  }

  /** {@return no credentials} */
  public static HttpCredentials none() {
    return new HttpCredentials(Optional.empty(), "none");
  }

  /**
   * {@return the token read from the environment variable {@code variable}}
   *
   * @param variable the variable's name, as given with {@code option}
   * @param environment the value of an environment variable, or null
   * @param option how the front end names the option that gave the variable, such as {@code --token-variable}
   * @throws IllegalArgumentException when the variable is not set or blank, or the token is unusable; the message says
   *     what to do and never quotes a token
   */
  public static HttpCredentials fromEnvironment(
      String variable, Function<String, @Nullable String> environment, String option) {
    String value = environment.apply(variable);
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(option + " names the environment variable " + variable
          + ", which is not set or is blank: set it to the server's bearer token");
    }
    return of(value, "the environment variable " + variable);
  }

  /**
   * {@return the token, checked}
   *
   * @param token the bearer token
   * @param source where it came from, for messages
   * @throws IllegalArgumentException when the token holds a character no HTTP header may carry; the message does not
   *     quote it
   */
  public static HttpCredentials of(String token, String source) {
    if (token.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
      throw new IllegalArgumentException(
          "The bearer token in " + source + " holds a line break or another control "
              + "character, which no HTTP header may carry: set it to the token alone (a value read from a "
              + "file often keeps the file's last line break)");
    }
    return new HttpCredentials(Optional.of(token), source);
  }

  @Override
  public String toString() {
    return "HttpCredentials[" + (bearerToken.isPresent() ? "bearer token in " + source : "none")
        + "]";
  }
}
