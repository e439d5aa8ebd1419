package dev.imcp.maven.internal;

import dev.imcp.oauth.Browser;
import dev.imcp.oauth.OAuth;
import dev.imcp.oauth.TokenStore;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.apache.maven.settings.Server;
import org.jspecify.annotations.Nullable;

/**
 * OAuth for a build against a protected {@code <url>}, when no bearer token is configured: the token {@code
 * imcp:login} keeps in the user's token store, or client credentials from a settings.xml {@code <server>} (by id) or
 * {@code -D} properties; never from the pom. A build never opens a browser: without a token or client credentials it
 * fails at once, saying what to do.
 */
public final class BuildAuthorization {
  /** Where tokens are kept; default {@code ~/.imcp/tokens.json}. */
  public static final String TOKEN_STORE = "imcp.oauth.tokenStore";

  public static final String CLIENT_ID = "imcp.oauth.clientId";
  public static final String CLIENT_SECRET = "imcp.oauth.clientSecret";

  private BuildAuthorization() {}

  /**
   * The credentials of an HTTP server for generate, snapshot and check: {@code resolved} when it has a bearer token,
   * else OAuth.
   *
   * @param oauthServerId the id of a settings.xml {@code <server>} holding the client id ({@code <username>}) and
   *     secret ({@code <password>}), or null
   * @param userProperty a {@code -D} property of the build, or null
   * @throws IllegalArgumentException for credentials named twice, or half given; the message never quotes a secret
   */
  public static HttpCredentials forBuild(
      HttpCredentials resolved,
      String server,
      @Nullable String oauthServerId,
      Function<String, Optional<Server>> settingsServers,
      Function<String, @Nullable String> userProperty) {
    Optional<ClientCredentials> client =
        clientCredentials(oauthServerId, settingsServers, userProperty);
    if (resolved.bearerToken().isPresent()) {
      if (client.isPresent()) {
        throw new IllegalArgumentException(
            "A bearer token (" + resolved.source() + ") and OAuth client credentials ("
                + client.get().source() + ") are both configured: keep one of them");
      }
      return resolved;
    }
    Path store = tokenStore(userProperty);
    Browser none = Browser.unavailable(instructions(server, store));
    if (client.isPresent()) {
      OAuth oauth = OAuth.builder()
          .clientId(client.get().id())
          .clientSecret(client.get().secret())
          .clientCredentials()
          .tokenStore(TokenStore.file(store))
          .browser(none)
          .build();
      return HttpCredentials.oauth(
          oauth, "client credentials in " + client.get().source());
    }
    return HttpCredentials.oauth(
        OAuth.builder().tokenStore(TokenStore.file(store)).browser(none).build(),
        "the token imcp:login keeps in " + store);
  }

  /** For {@code imcp:login}: a sign-in in {@code browser}, for a client registered beforehand if {@code -D} names one. */
  public static OAuth forLogin(Function<String, @Nullable String> userProperty, Browser browser) {
    OAuth.Builder builder = OAuth.builder()
        .clientName(LiveServer.CLIENT_NAME)
        .tokenStore(TokenStore.file(tokenStore(userProperty)))
        .browser(browser);
    Optional.ofNullable(userProperty.apply(CLIENT_ID))
        .filter(id -> !id.isBlank())
        .ifPresent(builder::clientId);
    Optional.ofNullable(userProperty.apply(CLIENT_SECRET))
        .filter(s -> !s.isBlank())
        .ifPresent(builder::clientSecret);
    return builder.build();
  }

  /** {@code -Dimcp.oauth.tokenStore}, else {@code ~/.imcp/tokens.json}. */
  public static Path tokenStore(Function<String, @Nullable String> userProperty) {
    String given = userProperty.apply(TOKEN_STORE);
    return given == null || given.isBlank()
        ? Path.of(System.getProperty("user.home"), ".imcp", "tokens.json")
        : Path.of(given).toAbsolutePath();
  }

  /** What a build without a token or client credentials says to do. */
  public static String instructions(String server, Path store) {
    return "a build opens no browser: run mvn imcp:login -Dimcp.server=" + server
        + " once where one can open (it keeps the token in " + store
        + "), or give OAuth client credentials: "
        + "a settings.xml <server> whose <username> is the client id and <password> the secret, named with "
        + "-Dimcp.oauthServerId=…, or -D" + CLIENT_ID + "=… and -D" + CLIENT_SECRET + "=…";
  }

  private record ClientCredentials(String id, String secret, String source) {
    @Override
    public String toString() {
      return "ClientCredentials[" + id + " in " + source + "]";
    }
  }

  private static Optional<ClientCredentials> clientCredentials(
      @Nullable String oauthServerId,
      Function<String, Optional<Server>> settingsServers,
      Function<String, @Nullable String> userProperty) {
    String id = userProperty.apply(CLIENT_ID);
    String secret = userProperty.apply(CLIENT_SECRET);
    boolean fromProperties = id != null || secret != null;
    boolean fromSettings = oauthServerId != null && !oauthServerId.isBlank();
    if (fromProperties && fromSettings) {
      throw new IllegalArgumentException("-Dimcp.oauthServerId and -D" + CLIENT_ID + "/-D"
          + CLIENT_SECRET + " both give OAuth client credentials: set one of them");
    }
    if (fromProperties) {
      if (id == null || id.isBlank() || secret == null || secret.isBlank()) {
        throw new IllegalArgumentException(
            "-D" + CLIENT_ID + " and -D" + CLIENT_SECRET + " go together: give both, or neither");
      }
      return Optional.of(new ClientCredentials(id, secret, "-D" + CLIENT_ID));
    }
    if (!fromSettings) {
      return Optional.empty();
    }
    Server server = settingsServers
        .apply(oauthServerId)
        .orElseThrow(() -> new IllegalArgumentException("-Dimcp.oauthServerId is '" + oauthServerId
            + "', and settings.xml has no <server> with that id: add <server><id>"
            + oauthServerId
            + "</id><username>the client id</username><password>the client secret</password></server> "
            + "to ~/.m2/settings.xml (or to the settings given with -s)"));
    if (server.getUsername() == null
        || server.getUsername().isBlank()
        || server.getPassword() == null
        || server.getPassword().isBlank()) {
      throw new IllegalArgumentException(
          "settings.xml's <server> '" + oauthServerId + "' needs the OAuth client id in "
              + "<username> and its secret in <password> (mvn --encrypt-password encrypts it)");
    }
    return Optional.of(new ClientCredentials(
        server.getUsername(),
        server.getPassword(),
        "settings.xml's <server> '" + oauthServerId + "'"));
  }
}
