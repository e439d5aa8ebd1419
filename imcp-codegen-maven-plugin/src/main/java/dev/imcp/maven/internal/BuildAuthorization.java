package dev.imcp.maven.internal;

import dev.imcp.build.CredentialSource;
import dev.imcp.build.HttpCredentials;
import dev.imcp.build.LiveServer;
import dev.imcp.oauth.Browser;
import dev.imcp.oauth.OAuth;
import dev.imcp.oauth.TokenStore;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.apache.maven.settings.Server;
import org.jspecify.annotations.Nullable;

/**
 * An HTTP server's credentials for a build: the bearer token of {@code bearer} when one is configured, else OAuth with
 * client credentials from a settings.xml {@code <server>} (by id) or {@code -D} properties, else with the token {@code
 * imcp:login} keeps in the user's token store; never from the pom. A build never opens a browser: without a token or
 * client credentials it fails at once, saying what to do.
 */
public final class BuildAuthorization implements CredentialSource {
  /** Where tokens are kept; default {@code ~/.imcp/tokens.json}. */
  public static final String TOKEN_STORE = "imcp.oauth.tokenStore";

  public static final String CLIENT_ID = "imcp.oauth.clientId";
  public static final String CLIENT_SECRET = "imcp.oauth.clientSecret";

  private final CredentialSource bearer;
  private final @Nullable String oauthServerId;
  private final Function<String, Optional<Server>> settingsServers;
  private final Function<String, @Nullable String> userProperty;

  /**
   * Looks the credentials up when they are resolved.
   *
   * @param bearer where a bearer token would come from
   * @param oauthServerId the id of a settings.xml {@code <server>} holding the client id ({@code <username>}) and
   *     secret ({@code <password>}), or null
   * @param settingsServers the {@code <server>} of settings.xml with an id, its password decrypted, if there is one
   * @param userProperty a {@code -D} property of the build, or null
   */
  public BuildAuthorization(
      CredentialSource bearer,
      @Nullable String oauthServerId,
      Function<String, Optional<Server>> settingsServers,
      Function<String, @Nullable String> userProperty) {
    this.bearer = bearer;
    this.oauthServerId = oauthServerId;
    this.settingsServers = settingsServers;
    this.userProperty = userProperty;
  }

  @Override
  public Optional<String> given() {
    return bearer.given();
  }

  /**
   * @throws IllegalArgumentException for credentials named twice, or half given; the message never quotes a secret
   */
  @Override
  public HttpCredentials resolve() {
    HttpCredentials resolved = bearer.resolve();
    Optional<ClientCredentials> client = clientCredentials();
    if (resolved.bearerToken().isPresent()) {
      if (client.isPresent()) {
        throw new IllegalArgumentException(
            "A bearer token (" + resolved.source() + ") and OAuth client credentials ("
                + client.get().source() + ") are both configured: keep one of them");
      }
      return resolved;
    }
    Path store = tokenStore(userProperty);
    Browser none = Browser.unavailable(instructions(store));
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
  static String instructions(Path store) {
    return "a build opens no browser: run mvn imcp:login once, with the same server (<server> or -Dimcp.server), "
        + "where one can open (it keeps the token in " + store
        + "), or give OAuth client credentials: a "
        + "settings.xml <server> whose <username> is the client id and <password> the secret, named with "
        + "-Dimcp.oauthServerId=…, or -D" + CLIENT_ID + "=… and -D" + CLIENT_SECRET + "=…";
  }

  private record ClientCredentials(String id, String secret, String source) {
    @Override
    public String toString() {
      return "ClientCredentials[" + id + " in " + source + "]";
    }
  }

  private Optional<ClientCredentials> clientCredentials() {
    // Long: the two sources and each way they can be misconfigured, each with what to do.
    String id = userProperty.apply(CLIENT_ID);
    String secret = userProperty.apply(CLIENT_SECRET);
    boolean fromProperties = id != null || secret != null;
    String serverId = oauthServerId;
    boolean fromSettings = serverId != null && !serverId.isBlank();
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
        .apply(serverId)
        .orElseThrow(() -> new IllegalArgumentException("-Dimcp.oauthServerId is '" + serverId
            + "', and settings.xml has no <server> with that id: add <server><id>"
            + serverId
            + "</id><username>the client id</username><password>the client secret</password></server> "
            + "to ~/.m2/settings.xml (or to the settings given with -s)"));
    if (server.getUsername() == null
        || server.getUsername().isBlank()
        || server.getPassword() == null
        || server.getPassword().isBlank()) {
      throw new IllegalArgumentException(
          "settings.xml's <server> '" + serverId + "' needs the OAuth client id in "
              + "<username> and its secret in <password> (mvn --encrypt-password encrypts it)");
    }
    return Optional.of(new ClientCredentials(
        server.getUsername(), server.getPassword(), "settings.xml's <server> '" + serverId + "'"));
  }
}
