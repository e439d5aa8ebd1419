package dev.imcp.oauth.internal;

import org.jspecify.annotations.Nullable;

/**
 * The client's identity at one authorization server: pre-registered, a client ID metadata document's URL, or what
 * dynamic registration returned. The secret is never shown by {@link #toString()}.
 *
 * @param issuer the authorization server
 * @param redirectUri the redirect URI it was registered with; empty when none is (client credentials)
 * @param clientId the client's id there
 * @param clientSecret its secret, for a confidential client
 * @param authMethod how it authenticates at the token endpoint: {@code none}, {@code client_secret_basic}, {@code
 *     client_secret_post} or {@code private_key_jwt}
 */
public record Registration(
    String issuer,
    String redirectUri,
    String clientId,
    @Nullable String clientSecret,
    String authMethod) {

  @Override
  public String toString() {
    return "Registration[" + clientId + " at " + issuer + ", " + authMethod + "]";
  }
}
