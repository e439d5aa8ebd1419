package dev.imcp.oauth.internal;

import com.nimbusds.oauth2.sdk.GrantType;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.ResponseType;
import com.nimbusds.oauth2.sdk.auth.ClientAuthenticationMethod;
import com.nimbusds.oauth2.sdk.client.ClientInformation;
import com.nimbusds.oauth2.sdk.client.ClientInformationResponse;
import com.nimbusds.oauth2.sdk.client.ClientMetadata;
import com.nimbusds.oauth2.sdk.client.ClientRegistrationErrorResponse;
import com.nimbusds.oauth2.sdk.client.ClientRegistrationRequest;
import com.nimbusds.oauth2.sdk.client.ClientRegistrationResponse;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import dev.imcp.oauth.OAuthException;
import java.net.URI;
import java.util.List;
import java.util.Set;

/**
 * Who the client is at an authorization server, in MCP's order of preference: a client registered beforehand, its
 * client ID metadata document (a URL as {@code client_id}) where the server accepts one, a registration kept from
 * before, or dynamic registration (RFC 7591), kept in the store for next time.
 */
public final class ClientIdentity {
  static final String REGISTRATION = "the dynamic client registration";

  private ClientIdentity() {}

  /**
   * @param redirectUri the redirect URI of an authorization code flow; empty for grants without one
   */
  public static Registration of(
      AuthorizationServer server, String redirectUri, Settings settings, Deadline deadline) {
    // Long: MCP's order of preference for the client's identity, one case after another.
    if (settings.clientId().isPresent()) {
      return new Registration(
          server.issuer(),
          redirectUri,
          settings.clientId().get(),
          settings.clientSecret().orElse(null),
          method(server, settings));
    }
    if (!redirectUri.isEmpty()
        && server.clientIdMetadataDocuments()
        && settings.clientMetadataUrl().isPresent()) {
      return new Registration(
          server.issuer(),
          redirectUri,
          settings.clientMetadataUrl().get().toString(),
          null,
          "none");
    }
    var kept = settings.store().registration(server.issuer(), redirectUri);
    if (kept.isPresent()) {
      return kept.get();
    }
    if (server.registrationEndpoint().isEmpty() || redirectUri.isEmpty()) {
      throw new OAuthException(
          "identifying the client",
          server.url(),
          "the authorization server " + server.issuer() + " offers "
              + (redirectUri.isEmpty() ? "" : "neither client ID metadata documents nor ")
              + "dynamic registration here; configure the client id registered there "
              + "(OAuth.Builder.clientId)");
    }
    Registration registered = register(server, redirectUri, settings, deadline);
    settings.store().put(registered);
    return registered;
  }

  /** How a client with these credentials authenticates at the token endpoint, as the server allows. */
  static String method(AuthorizationServer server, Settings settings) {
    if (settings.privateKey().isPresent()) {
      return "private_key_jwt";
    }
    if (settings.clientSecret().isEmpty()) {
      return "none";
    }
    List<String> allowed = server.authMethods();
    if (!allowed.contains("client_secret_basic") && allowed.contains("client_secret_post")) {
      return "client_secret_post";
    }
    return "client_secret_basic";
  }

  private static Registration register(
      AuthorizationServer server, String redirectUri, Settings settings, Deadline deadline) {
    // Long: the registration request's metadata set field by field, then its answer read.
    URI endpoint = server.registrationEndpoint().orElseThrow();
    List<String> allowed = server.authMethods();
    String requested = allowed.contains("none")
        ? "none"
        : allowed.contains("client_secret_basic") || !allowed.contains("client_secret_post")
            ? "client_secret_basic"
            : "client_secret_post";
    ClientMetadata metadata = new ClientMetadata();
    metadata.setName(settings.clientName());
    metadata.setRedirectionURI(URI.create(redirectUri));
    metadata.setGrantTypes(Set.of(GrantType.AUTHORIZATION_CODE, GrantType.REFRESH_TOKEN));
    metadata.setResponseTypes(Set.of(ResponseType.CODE));
    metadata.setTokenEndpointAuthMethod(ClientAuthenticationMethod.parse(requested));
    // A program on the user's machine, redirecting to loopback (SEP-837; OpenID's client types).
    metadata.setCustomField("application_type", "native");
    HTTPResponse response = AuthHttp.send(
        REGISTRATION,
        new ClientRegistrationRequest(endpoint, metadata, null).toHTTPRequest(),
        deadline);
    ClientRegistrationResponse answer;
    try {
      answer = ClientRegistrationResponse.parse(response);
    } catch (ParseException e) {
      throw AuthHttp.unexpected(REGISTRATION, endpoint, response, "a client registration");
    }
    if (answer instanceof ClientRegistrationErrorResponse refused) {
      throw new OAuthException(
          REGISTRATION,
          endpoint,
          "the authorization server refused it: " + describe(refused.getErrorObject()));
    }
    ClientInformation client = ((ClientInformationResponse) answer).getClientInformation();
    ClientAuthenticationMethod method = client.getMetadata().getTokenEndpointAuthMethod();
    return new Registration(
        server.issuer(),
        redirectUri,
        client.getID().getValue(),
        client.getSecret() == null ? null : client.getSecret().getValue(),
        method == null ? requested : method.getValue());
  }

  static String describe(com.nimbusds.oauth2.sdk.ErrorObject error) {
    if (error == null) {
      return "no error given";
    }
    return (error.getCode() == null ? "HTTP " + error.getHTTPStatusCode() : error.getCode())
        + (error.getDescription() == null ? "" : " (" + error.getDescription() + ")");
  }
}
