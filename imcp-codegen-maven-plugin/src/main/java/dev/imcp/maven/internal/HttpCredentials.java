package dev.imcp.maven.internal;

import dev.imcp.runtime.http.HttpAuthorization;
import java.util.Optional;
import java.util.function.Function;
import org.apache.maven.settings.Server;
import org.jspecify.annotations.Nullable;

/**
 * The bearer token sent to an HTTP server, and where it came from: the {@code <password>} of a {@code <server>} in
 * Maven's settings.xml ({@code <serverId>}), or an environment variable ({@code <tokenVariable>}); never the pom.
 * {@link #toString()} names the source, never the token.
 *
 * @param source where the token came from, for messages, such as {@code the <password> of settings.xml's <server>
 *     'example'}
 * @param authorization OAuth, when there is no bearer token ({@link BuildAuthorization})
 */
public record HttpCredentials(
    Optional<String> bearerToken, String source, Optional<HttpAuthorization> authorization) {
  public HttpCredentials(Optional<String> bearerToken, String source) {
    this(bearerToken, source, Optional.empty());
  }

  public static HttpCredentials none() {
    return new HttpCredentials(Optional.empty(), "none");
  }

  /** OAuth instead of a bearer token; {@code source} says whose credentials, for messages. */
  public static HttpCredentials oauth(HttpAuthorization authorization, String source) {
    return new HttpCredentials(Optional.empty(), source, Optional.of(authorization));
  }

  /**
   * @param settingsServers the {@code <server>} of settings.xml with an id, its password decrypted, if there is one
   * @param environment the value of an environment variable, or null
   * @throws IllegalArgumentException when both or a missing source are named, or the token is unusable; the message
   *     says what to configure and never quotes a token
   */
  public static HttpCredentials resolve(
      @Nullable String serverId,
      @Nullable String tokenVariable,
      Function<String, Optional<Server>> settingsServers,
      Function<String, @Nullable String> environment) {
    boolean fromSettings = given(serverId);
    boolean fromEnvironment = given(tokenVariable);
    if (fromSettings && fromEnvironment) {
      throw new IllegalArgumentException(
          "<serverId> and <tokenVariable> both give the bearer token: set one of them "
              + "(-Dimcp.serverId or -Dimcp.tokenVariable)");
    }
    if (fromSettings) {
      return fromSettings(serverId, settingsServers);
    }
    if (fromEnvironment) {
      String value = environment.apply(tokenVariable);
      if (value == null || value.isBlank()) {
        throw new IllegalArgumentException(
            "<tokenVariable> names the environment variable " + tokenVariable
                + ", which is not set or is blank: set it to the server's bearer token");
      }
      return checked(value, "the environment variable " + tokenVariable);
    }
    return none();
  }

  private static HttpCredentials fromSettings(
      String serverId, Function<String, Optional<Server>> settingsServers) {
    Server server = settingsServers
        .apply(serverId)
        .orElseThrow(
            () -> new IllegalArgumentException(
                "<serverId> is '"
                    + serverId
                    + "', and settings.xml has no <server> with that id: add <server><id>"
                    + serverId
                    + "</id><password>the bearer token</password></server> to ~/.m2/settings.xml (or to the settings given with -s)"));
    String password = server.getPassword();
    if (password == null || password.isBlank()) {
      throw new IllegalArgumentException(
          "settings.xml's <server> '" + serverId + "' has no <password>: put the "
              + "server's bearer token there (mvn --encrypt-password encrypts it)");
    }
    return checked(password, "the <password> of settings.xml's <server> '" + serverId + "'");
  }

  private static HttpCredentials checked(String token, String source) {
    if (token.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
      throw new IllegalArgumentException(
          "The bearer token in " + source + " holds a line break or another control "
              + "character, which no HTTP header may carry");
    }
    return new HttpCredentials(Optional.of(token), source);
  }

  private static boolean given(@Nullable String value) {
    return value != null && !value.isBlank();
  }

  @Override
  public String toString() {
    return "HttpCredentials[" + (bearerToken.isPresent() ? "bearer token in " + source : "none")
        + "]";
  }
}
