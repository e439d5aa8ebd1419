package dev.imcp.oauth.internal;

import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.oauth2.sdk.ClientCredentialsGrant;
import com.nimbusds.oauth2.sdk.JWTBearerGrant;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.RefreshTokenGrant;
import com.nimbusds.oauth2.sdk.id.Audience;
import com.nimbusds.oauth2.sdk.token.RefreshToken;
import com.nimbusds.oauth2.sdk.token.TokenTypeURI;
import com.nimbusds.oauth2.sdk.token.TypelessAccessToken;
import com.nimbusds.oauth2.sdk.tokenexchange.TokenExchangeGrant;
import dev.imcp.oauth.OAuthException;
import java.net.URI;
import java.util.List;
import java.util.Set;

/** The grants other than the authorization code: refresh, client credentials, and cross-app access (SEP-990). */
public final class Grants {
  private static final TokenTypeURI ID_JAG = uri("urn:ietf:params:oauth:token-type:id-jag");

  private Grants() {}

  /** A new access token for {@code grant}; the refresh token rotates when the server issues a new one. */
  public static Grant refresh(
      AuthorizationServer server, Grant grant, Settings settings, Deadline deadline) {
    Registration client = client(server, settings, deadline);
    TokenEndpoint.Issued issued = TokenEndpoint.request(
        "the token request (refresh)",
        server.tokenEndpoint(),
        server.issuer(),
        client,
        new RefreshTokenGrant(new RefreshToken(grant.refreshToken())),
        Set.of(),
        URI.create(grant.server()),
        settings,
        deadline);
    return new Grant(
        grant.server(),
        grant.issuer(),
        issued.accessToken(),
        issued.refreshToken() != null ? issued.refreshToken() : grant.refreshToken(),
        issued.expiresAt(),
        issued.scope().isEmpty() ? grant.scope() : issued.scope());
  }

  public static TokenEndpoint.Issued clientCredentials(
      AuthorizationServer server,
      URI resource,
      Set<String> scope,
      Settings settings,
      Deadline deadline) {
    return TokenEndpoint.request(
        "the token request (client credentials)",
        server.tokenEndpoint(),
        server.issuer(),
        ClientIdentity.of(server, "", settings, deadline),
        new ClientCredentialsGrant(),
        scope,
        resource,
        settings,
        deadline);
  }

  /**
   * SEP-990: the user's ID token from the enterprise identity provider is exchanged there for an ID-JAG (RFC 8693,
   * audience the authorization server, for the resource), which the authorization server takes as a JWT bearer grant
   * (RFC 7523), with the client's own authentication.
   */
  public static TokenEndpoint.Issued crossApp(
      AuthorizationServer server,
      URI resource,
      Set<String> scope,
      Settings settings,
      Deadline deadline) {
    // Long: the two exchanges of SEP-990, one after the other, with their parameters.
    Settings.CrossApp idp = settings.crossApp().orElseThrow();
    Registration idpClient =
        new Registration(idp.tokenEndpoint().toString(), "", idp.clientId(), null, "none");
    TokenEndpoint.Issued jag = TokenEndpoint.request(
        "the token exchange for an ID-JAG",
        idp.tokenEndpoint(),
        idp.tokenEndpoint().toString(),
        idpClient,
        new TokenExchangeGrant(
            new TypelessAccessToken(idp.idToken().get()),
            TokenTypeURI.ID_TOKEN,
            null,
            null,
            ID_JAG,
            List.of(new Audience(server.issuer()))),
        Set.of(),
        resource,
        settings,
        deadline);
    SignedJWT assertion;
    try {
      assertion = SignedJWT.parse(jag.accessToken());
    } catch (java.text.ParseException e) {
      throw new OAuthException(
          "the token exchange for an ID-JAG",
          idp.tokenEndpoint(),
          "the ID-JAG issued is not a signed JWT",
          e);
    }
    return TokenEndpoint.request(
        "the token request (JWT bearer, ID-JAG)",
        server.tokenEndpoint(),
        server.issuer(),
        client(server, settings, deadline),
        new JWTBearerGrant(assertion),
        scope,
        null,
        settings,
        deadline);
  }

  /** The client as it authenticates at the token endpoint outside a code flow (a refresh keeps its registration). */
  private static Registration client(
      AuthorizationServer server, Settings settings, Deadline deadline) {
    if (settings.clientId().isPresent()
        || settings.grant() != Settings.GrantKind.AUTHORIZATION_CODE) {
      return ClientIdentity.of(server, "", settings, deadline);
    }
    return settings.store().registrationsOf(server.issuer()).stream()
        .findFirst()
        .orElseGet(() -> settings
            .clientMetadataUrl()
            .filter(url -> server.clientIdMetadataDocuments())
            .map(url -> new Registration(server.issuer(), "", url.toString(), null, "none"))
            .orElseThrow(() -> new OAuthException(
                "the token request (refresh)",
                server.tokenEndpoint(),
                "the client's registration there is lost")));
  }

  private static TokenTypeURI uri(String value) {
    try {
      return TokenTypeURI.parse(value);
    } catch (ParseException e) {
      throw new IllegalStateException(e);
    }
  }
}
