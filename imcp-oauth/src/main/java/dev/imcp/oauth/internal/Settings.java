package dev.imcp.oauth.internal;

import dev.imcp.oauth.Browser;
import java.net.URI;
import java.security.PrivateKey;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Everything {@code OAuth.Builder} collects, frozen. Secrets are never shown by {@link #toString()}.
 *
 * @param clientId a client registered beforehand, if any
 * @param clientSecret its secret, for a confidential client
 * @param privateKey its key for {@code private_key_jwt}, with its algorithm and key id
 * @param clientMetadataUrl the client's ID metadata document, used as {@code client_id} where supported
 * @param scopes asked for on top of what the server's challenge asks
 * @param redirectPort the loopback port for the redirect; 0 for any free one
 * @param grant which grant obtains tokens
 * @param crossApp the enterprise identity provider's token exchange, for {@link GrantKind#CROSS_APP}
 * @param stepLimit the longest one request to an authorization server may take
 * @param interactiveLimit the longest a sign-in may take when the refused call has no deadline
 */
public record Settings(
    Optional<String> clientId,
    Optional<String> clientSecret,
    Optional<SigningKey> privateKey,
    Optional<URI> clientMetadataUrl,
    Set<String> scopes,
    int redirectPort,
    String clientName,
    Browser browser,
    Store store,
    GrantKind grant,
    Optional<CrossApp> crossApp,
    Duration stepLimit,
    Duration interactiveLimit,
    Clock clock) {

  /** How tokens are obtained. */
  public enum GrantKind {
    /** A user signs in through the browser (authorization code with PKCE). */
    AUTHORIZATION_CODE,
    /** The client is the principal (client credentials: a service, CI). */
    CLIENT_CREDENTIALS,
    /** An enterprise identity provider's ID token exchanged for an ID-JAG, then for a token (SEP-990). */
    CROSS_APP
  }

  /** A private key for {@code private_key_jwt}: the algorithm ({@code ES256}, {@code RS256}…) and key id, if any. */
  public record SigningKey(PrivateKey key, String algorithm, Optional<String> keyId) {
    @Override
    public String toString() {
      return "SigningKey[" + algorithm + "]";
    }
  }

  /** The identity provider's token endpoint and client id, and where the user's ID token comes from. */
  public record CrossApp(URI tokenEndpoint, String clientId, Supplier<String> idToken) {}

  @Override
  public String toString() {
    return "Settings[client " + clientId.orElse("(registered)") + ", " + grant + ", scopes "
        + scopes + "]";
  }
}
