package dev.imcp.oauth.internal;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.oauth2.sdk.AccessTokenResponse;
import com.nimbusds.oauth2.sdk.AuthorizationGrant;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.Scope;
import com.nimbusds.oauth2.sdk.TokenErrorResponse;
import com.nimbusds.oauth2.sdk.TokenRequest;
import com.nimbusds.oauth2.sdk.TokenResponse;
import com.nimbusds.oauth2.sdk.auth.ClientAuthentication;
import com.nimbusds.oauth2.sdk.auth.ClientSecretBasic;
import com.nimbusds.oauth2.sdk.auth.ClientSecretPost;
import com.nimbusds.oauth2.sdk.auth.JWTAuthenticationClaimsSet;
import com.nimbusds.oauth2.sdk.auth.PrivateKeyJWT;
import com.nimbusds.oauth2.sdk.auth.Secret;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import com.nimbusds.oauth2.sdk.id.Audience;
import com.nimbusds.oauth2.sdk.id.ClientID;
import com.nimbusds.oauth2.sdk.token.Tokens;
import dev.imcp.oauth.OAuthException;
import java.net.URI;
import java.time.Instant;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Requests to a token endpoint (code, refresh, client credentials, JWT bearer, token exchange), with the client's
 * authentication and the {@code resource} (RFC 8707); the answer becomes a {@link Grant}, or an {@link OAuthException}
 * naming the server's error.
 */
public final class TokenEndpoint {
  private TokenEndpoint() {}

  /** What a token endpoint answered, before it is tied to a server. */
  public record Issued(
      String accessToken,
      @Nullable String refreshToken,
      @Nullable Instant expiresAt,
      String scope) {
    Grant grant(String server, String issuer) {
      return new Grant(server, issuer, accessToken, refreshToken, expiresAt, scope);
    }

    @Override
    public String toString() {
      return "Issued[scope '" + scope + "']";
    }
  }

  /**
   * @param step what the request is for, in failures
   * @param audience the issuer, the {@code aud} of a {@code private_key_jwt} assertion
   * @param scope asked for; empty to name none
   * @param resource the {@code resource} parameter, when there is one
   */
  public static Issued request(
      String step,
      URI endpoint,
      String audience,
      Registration client,
      AuthorizationGrant grant,
      Set<String> scope,
      @Nullable URI resource,
      Settings settings,
      Deadline deadline) {
    // Long: the request built, sent and its answer read, with a failure message for each way it
    // goes wrong.
    Scope scopes = scope.isEmpty() ? null : new Scope(scope.toArray(String[]::new));
    ClientAuthentication authentication =
        authentication(step, endpoint, audience, client, settings);
    TokenRequest.Builder builder = authentication == null
        ? new TokenRequest.Builder(endpoint, new ClientID(client.clientId()), grant)
        : new TokenRequest.Builder(endpoint, authentication, grant);
    if (scopes != null) {
      builder.scope(scopes);
    }
    if (resource != null) {
      builder.resource(resource);
    }
    TokenRequest request = builder.build();
    HTTPResponse response = AuthHttp.send(step, request.toHTTPRequest(), deadline);
    TokenResponse answer;
    try {
      answer = TokenResponse.parse(response);
    } catch (ParseException e) {
      throw AuthHttp.unexpected(
          step, endpoint, response, "a token response (" + e.getMessage() + ")");
    }
    if (answer instanceof TokenErrorResponse refused) {
      throw refused(step, endpoint, refused.getErrorObject());
    }
    Tokens tokens = ((AccessTokenResponse) answer).getTokens();
    long lifetime = tokens.getAccessToken().getLifetime();
    Scope granted = tokens.getAccessToken().getScope();
    return new Issued(
        tokens.getAccessToken().getValue(),
        tokens.getRefreshToken() == null ? null : tokens.getRefreshToken().getValue(),
        lifetime > 0 ? settings.clock().instant().plusSeconds(lifetime) : null,
        granted != null ? granted.toString() : String.join(" ", scope));
  }

  private static @Nullable ClientAuthentication authentication(
      String step, URI endpoint, String audience, Registration client, Settings settings) {
    ClientID id = new ClientID(client.clientId());
    switch (client.authMethod()) {
      case "client_secret_basic":
        return new ClientSecretBasic(id, new Secret(secret(step, endpoint, client)));
      case "client_secret_post":
        return new ClientSecretPost(id, new Secret(secret(step, endpoint, client)));
      case "private_key_jwt":
        Settings.SigningKey key = settings
            .privateKey()
            .orElseThrow(() -> new OAuthException(
                step, endpoint, "private_key_jwt needs a private key (OAuth.Builder.privateKey)"));
        try {
          // The audience is the issuer (RFC 7523bis), which servers accept more widely than the
          // token endpoint.
          return new PrivateKeyJWT(
              new JWTAuthenticationClaimsSet(id, new Audience(audience)),
              JWSAlgorithm.parse(key.algorithm()),
              key.key(),
              key.keyId().orElse(null),
              null);
        } catch (JOSEException e) {
          throw new OAuthException(
              step, endpoint, "cannot sign the client assertion: " + e.getMessage(), e);
        }
      default:
        return null;
    }
  }

  private static String secret(String step, URI endpoint, Registration client) {
    if (client.clientSecret() == null) {
      throw new OAuthException(
          step,
          endpoint,
          client.authMethod() + " needs a client secret (OAuth.Builder.clientSecret)");
    }
    return client.clientSecret();
  }

  static OAuthException refused(
      String step, URI endpoint, com.nimbusds.oauth2.sdk.@Nullable ErrorObject error) {
    if (error == null || error.getCode() == null) {
      return new OAuthException(
          step, endpoint, "the authorization server refused it: " + ClientIdentity.describe(error));
    }
    return OAuthException.refused(step, endpoint, error.getCode(), error.getDescription());
  }
}
