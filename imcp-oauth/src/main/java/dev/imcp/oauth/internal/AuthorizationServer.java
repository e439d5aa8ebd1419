package dev.imcp.oauth.internal;

import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import dev.imcp.oauth.OAuthException;
import dev.imcp.runtime.http.SafeUrl;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a client needs of an authorization server, from its metadata (RFC 8414 or OpenID discovery, tried in the order
 * MCP specifies) or, for a 2025-03-26 server without any, the default endpoints at the server's origin.
 *
 * @param issuer the issuer identifier, checked against the metadata's {@code issuer}
 * @param scopesSupported the scopes it lists, if any
 * @param authMethods the token endpoint's client authentication methods (RFC 8414's default when it lists none)
 * @param codeChallengeMethods the PKCE methods it lists
 * @param issParameter whether it says it sends {@code iss} with the authorization response (RFC 9207)
 * @param clientIdMetadataDocuments whether it accepts a URL as {@code client_id}
 * @param url where the metadata was found; the issuer for default endpoints
 */
public record AuthorizationServer(
    String issuer,
    URI authorizationEndpoint,
    URI tokenEndpoint,
    Optional<URI> registrationEndpoint,
    Optional<Set<String>> scopesSupported,
    List<String> authMethods,
    List<String> grantTypes,
    List<String> codeChallengeMethods,
    boolean issParameter,
    boolean clientIdMetadataDocuments,
    boolean fromMetadata,
    URI url) {
  static final String STEP = "fetching the authorization server metadata";

  /** The metadata of {@code issuer}, which must name itself {@code issuer} exactly (RFC 8414 §3.3). */
  public static AuthorizationServer discover(String issuer, Deadline deadline) {
    URI issuerUri = issuerUri(issuer);
    List<URI> tried = new ArrayList<>();
    for (URI url : wellKnown(issuerUri)) {
      tried.add(url);
      HTTPResponse response = get(url, deadline);
      if (response.getStatusCode() == 200) {
        return parse(issuer, url, response, true);
      }
      if (response.getStatusCode() / 100 != 4) {
        throw AuthHttp.unexpected(STEP, url, response, "HTTP 200 or 404");
      }
    }
    throw new OAuthException(
        STEP, issuerUri, "no metadata at " + tried.stream().map(SafeUrl::of).toList());
  }

  /**
   * A server without protected resource metadata (2025-03-26): its origin is the authorization server, with metadata
   * at the root well-known URI, or else the default endpoints {@code /authorize}, {@code /token}, {@code /register}.
   */
  public static AuthorizationServer legacy(URI server, Deadline deadline) {
    URI origin = ProtectedResource.origin(server);
    URI url = origin.resolve("/.well-known/oauth-authorization-server");
    HTTPResponse response = get(url, deadline);
    if (response.getStatusCode() == 200) {
      // The server's own origin vouches for this metadata, which may name another issuer (servers
      // of 2025-03-26
      // published it so, the stable conformance suite too): its issuer is then the one checked in
      // responses.
      return parse(origin.toString(), url, response, false);
    }
    if (response.getStatusCode() / 100 != 4) {
      throw AuthHttp.unexpected(STEP, url, response, "HTTP 200 or 404");
    }
    return new AuthorizationServer(
        origin.toString(),
        origin.resolve("/authorize"),
        origin.resolve("/token"),
        Optional.of(origin.resolve("/register")),
        Optional.empty(),
        List.of("client_secret_basic", "client_secret_post", "none"),
        List.of("authorization_code", "refresh_token"),
        List.of("S256"),
        false,
        false,
        false,
        origin);
  }

  /** RFC 8414 with path insertion, OpenID discovery with path insertion, then with path appending. */
  static List<URI> wellKnown(URI issuer) {
    URI origin = ProtectedResource.origin(issuer);
    String path = issuer.getRawPath() == null ? "" : issuer.getRawPath();
    if (path.endsWith("/")) {
      path = path.substring(0, path.length() - 1);
    }
    if (path.isEmpty()) {
      return List.of(
          origin.resolve("/.well-known/oauth-authorization-server"),
          origin.resolve("/.well-known/openid-configuration"));
    }
    return List.of(
        origin.resolve("/.well-known/oauth-authorization-server" + path),
        origin.resolve("/.well-known/openid-configuration" + path),
        origin.resolve(path + "/.well-known/openid-configuration"));
  }

  private static URI issuerUri(String issuer) {
    try {
      URI uri = URI.create(issuer);
      if (uri.getScheme() == null || uri.getHost() == null) {
        throw new IllegalArgumentException("no scheme or host");
      }
      return uri;
    } catch (IllegalArgumentException e) {
      throw new OAuthException(
          STEP, URI.create("about:invalid"), "the issuer '" + issuer + "' is not a URL", e);
    }
  }

  private static HTTPResponse get(URI url, Deadline deadline) {
    HTTPRequest request = new HTTPRequest(HTTPRequest.Method.GET, url);
    request.setAccept("application/json");
    return AuthHttp.send(STEP, request, deadline);
  }

  private static AuthorizationServer parse(
      String expected, URI url, HTTPResponse response, boolean strict) {
    // Long: one field of the record per line, each read from the metadata with its default.
    AuthorizationServerMetadata metadata;
    try {
      metadata =
          AuthorizationServerMetadata.parse(response.getBody() == null ? "" : response.getBody());
    } catch (ParseException e) {
      throw new OAuthException(
          STEP, url, "the answer is not authorization server metadata: " + e.getMessage(), e);
    }
    String named = metadata.getIssuer().getValue();
    if (strict && !named.equals(expected)) {
      throw new OAuthException(
          "checking the authorization server metadata",
          url,
          "it names the issuer '" + named + "', not '" + expected
              + "' whose metadata it should be; it is not used");
    }
    if (metadata.getTokenEndpointURI() == null) {
      throw new OAuthException(STEP, url, "the metadata names no token_endpoint");
    }
    Object cimd = metadata.getCustomParameter("client_id_metadata_document_supported");
    return new AuthorizationServer(
        named,
        metadata.getAuthorizationEndpointURI(),
        metadata.getTokenEndpointURI(),
        Optional.ofNullable(metadata.getRegistrationEndpointURI()),
        Optional.ofNullable(metadata.getScopes()).map(scopes -> Set.copyOf(scopes.toStringList())),
        metadata.getTokenEndpointAuthMethods() == null
            ? List.of("client_secret_basic")
            : metadata.getTokenEndpointAuthMethods().stream()
                .map(m -> m.getValue())
                .toList(),
        metadata.getGrantTypes() == null
            ? List.of("authorization_code")
            : metadata.getGrantTypes().stream().map(g -> g.getValue()).toList(),
        metadata.getCodeChallengeMethods() == null
            ? List.of()
            : metadata.getCodeChallengeMethods().stream().map(m -> m.getValue()).toList(),
        metadata.supportsAuthorizationResponseIssuerParam(),
        Boolean.TRUE.equals(cimd),
        true,
        url);
  }
}
