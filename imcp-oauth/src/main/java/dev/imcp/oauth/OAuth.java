// One room: the public face of OAuth, its builder's settings with their Javadoc; the flow itself is
// in internal.
package dev.imcp.oauth;

import dev.imcp.oauth.internal.Authorizer;
import dev.imcp.oauth.internal.Settings;
import dev.imcp.oauth.internal.Settings.GrantKind;
import dev.imcp.runtime.http.HttpAuthorization;
import java.net.URI;
import java.security.PrivateKey;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * OAuth 2.1 for one remote MCP server, as the MCP authorization spec has it (2025-06-18, 2025-11-25, 2026-07-28):
 * when the server refuses a request, the protected resource metadata and the authorization server's metadata are
 * discovered, the client identified (registered beforehand, a client ID metadata document, or dynamic registration),
 * and a token obtained (the user's sign-in in the browser with PKCE, client credentials, or cross-app access), then
 * refreshed as it expires and stepped up when the server asks for more scope.
 *
 * <pre>{@code
 * McpClient client = McpClient.http(URI.create("https://mcp.example.com/mcp"))
 *     .authorization(OAuth.builder()
 *         .tokenStore(TokenStore.user())       // sign in once, not at every start
 *         .build())
 *     .connect();                               // opens the browser the first time
 * }</pre>
 *
 * <p>An instance serves one server (the first it is asked about): give each client its own.
 */
public final class OAuth implements HttpAuthorization {
  private final Settings settings;
  private volatile Authorizer authorizer;

  private OAuth(Settings settings) {
    this.settings = settings;
  }

  /**
   * Starts the configuration of a user's sign-in (authorization code with PKCE), the default grant.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public Map<String, String> headers(URI url) {
    return authorizer(url).headers(url);
  }

  @Override
  public CompletionStage<Boolean> refused(Challenge challenge) {
    return authorizer(challenge.url()).refused(challenge);
  }

  /**
   * When the token in use expires, if there is one and the authorization server said.
   *
   * @return its expiry
   */
  public Optional<Instant> expiry() {
    Authorizer current = authorizer;
    return current == null
        ? Optional.empty()
        : current.grant().flatMap(grant -> Optional.ofNullable(grant.expiresAt()));
  }

  private Authorizer authorizer(URI url) {
    Authorizer current = authorizer;
    if (current == null) {
      synchronized (this) {
        if (authorizer == null) {
          authorizer = new Authorizer(url, settings);
        }
        current = authorizer;
      }
    }
    return current;
  }

  @Override
  public String toString() {
    return "OAuth[" + settings + "]";
  }

  /** Configures an {@link OAuth}; every setting has a default that suits a user's sign-in on their own machine. */
  public static final class Builder {
    private Optional<String> clientId = Optional.empty();
    private Optional<String> clientSecret = Optional.empty();
    private Optional<Settings.SigningKey> privateKey = Optional.empty();
    private Optional<URI> clientMetadataUrl = Optional.empty();
    private final Set<String> scopes = new LinkedHashSet<>();
    private int redirectPort;
    private String clientName = "imcp-java";
    private Browser browser = Browser.system();
    private TokenStore store = TokenStore.memory();
    private GrantKind grant = GrantKind.AUTHORIZATION_CODE;
    private Optional<Settings.CrossApp> crossApp = Optional.empty();
    private Duration stepLimit = Duration.ofSeconds(30);
    private Duration signInLimit = Duration.ofMinutes(5);
    private Clock clock = Clock.systemUTC();

    private Builder() {}

    /**
     * The client's id at the authorization server, when it was registered there beforehand (else the client
     * identifies itself by its metadata document, or registers dynamically).
     *
     * @param id the client id
     * @return this builder
     */
    public Builder clientId(String id) {
      this.clientId = Optional.of(requireText(id, "clientId"));
      return this;
    }

    /**
     * The secret of a confidential client; sent to the token endpoint only, with {@code client_secret_basic} or
     * {@code client_secret_post} as the authorization server allows. Never logged.
     *
     * @param secret the secret
     * @return this builder
     */
    public Builder clientSecret(String secret) {
      this.clientSecret = Optional.of(requireText(secret, "clientSecret"));
      return this;
    }

    /**
     * A key to authenticate with {@code private_key_jwt} (RFC 7523) instead of a secret.
     *
     * @param key the private key (EC or RSA)
     * @param algorithm its JWS algorithm, such as {@code ES256} or {@code RS256}
     * @return this builder
     */
    public Builder privateKey(PrivateKey key, String algorithm) {
      this.privateKey = Optional.of(new Settings.SigningKey(
          Objects.requireNonNull(key, "key"),
          requireText(algorithm, "algorithm"),
          Optional.empty()));
      return this;
    }

    /**
     * The URL of the client's ID metadata document, used as its {@code client_id} by authorization servers that
     * accept one ({@code client_id_metadata_document_supported}): no registration needed.
     *
     * @param url an {@code https} URL whose document lists this client's redirect URI
     * @return this builder
     */
    public Builder clientMetadataUrl(URI url) {
      this.clientMetadataUrl = Optional.of(Objects.requireNonNull(url, "url"));
      return this;
    }

    /**
     * Scopes to ask for in every authorization, on top of those the server's challenge names.
     *
     * @param scopes the scopes
     * @return this builder
     */
    public Builder scopes(String... scopes) {
      Arrays.stream(scopes).forEach(scope -> this.scopes.add(requireText(scope, "scope")));
      return this;
    }

    /**
     * The loopback port the browser is sent back to ({@code http://127.0.0.1:<port>/callback}); the default, 0,
     * takes any free one. Set it when the client's registration names one redirect URI.
     *
     * @param port a port, or 0
     * @return this builder
     */
    public Builder redirectPort(int port) {
      if (port < 0 || port > 65535) {
        throw new IllegalArgumentException("redirectPort must be 0 to 65535, got " + port);
      }
      this.redirectPort = port;
      return this;
    }

    /**
     * The name the client registers under (dynamic registration), which the authorization server may show the user.
     *
     * @param name the name
     * @return this builder
     */
    public Builder clientName(String name) {
      this.clientName = requireText(name, "clientName");
      return this;
    }

    /**
     * How the user is sent to sign in. Default {@link Browser#system()}: the system browser, or the URL printed
     * when there is no display.
     *
     * @param browser the browser
     * @return this builder
     */
    public Builder browser(Browser browser) {
      this.browser = Objects.requireNonNull(browser, "browser");
      return this;
    }

    /**
     * Where tokens and registrations are kept. Default {@link TokenStore#memory()}.
     *
     * @param store the store
     * @return this builder
     */
    public Builder tokenStore(TokenStore store) {
      this.store = Objects.requireNonNull(store, "store");
      return this;
    }

    /**
     * Client credentials (a service or CI acting as itself, no user): needs {@link #clientId(String)} with a
     * {@link #clientSecret(String)} or a {@link #privateKey(PrivateKey, String)}.
     *
     * @return this builder
     */
    public Builder clientCredentials() {
      this.grant = GrantKind.CLIENT_CREDENTIALS;
      return this;
    }

    /**
     * Cross-app access (enterprise-managed authorization, SEP-990): the user's ID token from the enterprise identity
     * provider is exchanged there for an ID-JAG, which the server's authorization server takes instead of a sign-in.
     * Needs {@link #clientId(String)} and {@link #clientSecret(String)} at that authorization server.
     *
     * @param idpTokenEndpoint the identity provider's token endpoint
     * @param idpClientId the client's id at the identity provider
     * @param idToken gives the user's current ID token from the identity provider
     * @return this builder
     */
    public Builder crossAppAccess(
        URI idpTokenEndpoint, String idpClientId, Supplier<String> idToken) {
      this.crossApp = Optional.of(new Settings.CrossApp(
          Objects.requireNonNull(idpTokenEndpoint, "idpTokenEndpoint"),
          requireText(idpClientId, "idpClientId"),
          Objects.requireNonNull(idToken, "idToken")));
      this.grant = GrantKind.CROSS_APP;
      return this;
    }

    /**
     * The longest one request to an authorization server may take (within the refused call's deadline in any case).
     * Default 30 s.
     *
     * @param limit a positive duration
     * @return this builder
     */
    public Builder stepTimeout(Duration limit) {
      this.stepLimit = positive(limit, "stepTimeout");
      return this;
    }

    /**
     * The longest a sign-in may take when the refused call has no deadline of its own. Default 5 minutes.
     *
     * @param limit a positive duration
     * @return this builder
     */
    public Builder signInTimeout(Duration limit) {
      this.signInLimit = positive(limit, "signInTimeout");
      return this;
    }

    /**
     * The clock token expiries are read against; for tests.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * Freezes the configuration.
     *
     * @return the authorization, for {@code HttpClientBuilder.authorization(…)}
     * @throws IllegalStateException when client credentials or cross-app access lack a client id and credentials
     */
    public OAuth build() {
      if (grant != GrantKind.AUTHORIZATION_CODE
          && (clientId.isEmpty() || clientSecret.isEmpty() && privateKey.isEmpty())) {
        throw new IllegalStateException(
            (grant == GrantKind.CLIENT_CREDENTIALS ? "clientCredentials()" : "crossAppAccess(…)")
                + " needs clientId(…) and clientSecret(…) or privateKey(…)");
      }
      return new OAuth(new Settings(
          clientId,
          clientSecret,
          privateKey,
          clientMetadataUrl,
          Set.copyOf(scopes),
          redirectPort,
          clientName,
          browser,
          store.store,
          grant,
          crossApp,
          stepLimit,
          signInLimit,
          clock));
    }

    private static String requireText(String value, String name) {
      if (Objects.requireNonNull(value, name).isBlank()) {
        throw new IllegalArgumentException(name + " must not be blank");
      }
      return value;
    }

    private static Duration positive(Duration value, String name) {
      if (Objects.requireNonNull(value, name).isNegative() || value.isZero()) {
        throw new IllegalArgumentException(name + " must be positive, got " + value);
      }
      return value;
    }
  }
}
