package dev.imcp.oauth.internal;

import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import dev.imcp.oauth.OAuthException;
import dev.imcp.runtime.http.SafeUrl;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An MCP server's protected resource metadata (RFC 9728): the resource identifier to ask tokens for, the authorization
 * servers it trusts, and the scopes it knows. Found where the server's challenge says ({@code resource_metadata}),
 * else at the path-aware then the root well-known URI; its {@code resource} must be the server or a parent of it.
 *
 * @param resource the canonical resource identifier, sent as {@code resource} (RFC 8707)
 * @param authorizationServers the issuers, in the server's order of preference
 * @param scopesSupported the scopes it lists, if it lists any
 * @param url where it was found
 */
public record ProtectedResource(
    URI resource,
    List<String> authorizationServers,
    Optional<Set<String>> scopesSupported,
    URI url) {
  static final String STEP = "fetching the protected resource metadata";
  private static final String WELL_KNOWN = "/.well-known/oauth-protected-resource";

  /**
   * The metadata for {@code server}, or empty when the server publishes none (a 2025-03-26 server: the authorization
   * server is then the server's own origin).
   */
  public static Optional<ProtectedResource> discover(
      URI server, Optional<URI> fromChallenge, Deadline deadline) {
    if (fromChallenge.isPresent()) {
      URI url = server.resolve(fromChallenge.get());
      HTTPResponse response = get(url, deadline);
      if (response.getStatusCode() != 200) {
        throw AuthHttp.unexpected(
            STEP, url, response, "HTTP 200 with the metadata the challenge names");
      }
      return Optional.of(parse(server, url, response));
    }
    for (URI url : wellKnown(server)) {
      HTTPResponse response = get(url, deadline);
      if (response.getStatusCode() == 200) {
        return Optional.of(parse(server, url, response));
      }
      if (response.getStatusCode() / 100 != 4) {
        throw AuthHttp.unexpected(STEP, url, response, "HTTP 200 or 404");
      }
    }
    return Optional.empty();
  }

  /** The path-aware URI first (for a server with a path), then the root one. */
  static List<URI> wellKnown(URI server) {
    String path = server.getRawPath() == null ? "" : server.getRawPath();
    if (path.endsWith("/")) {
      path = path.substring(0, path.length() - 1);
    }
    List<URI> urls = new ArrayList<>();
    if (!path.isEmpty()) {
      urls.add(origin(server).resolve(WELL_KNOWN + path));
    }
    urls.add(origin(server).resolve(WELL_KNOWN));
    return urls;
  }

  private static HTTPResponse get(URI url, Deadline deadline) {
    HTTPRequest request = new HTTPRequest(HTTPRequest.Method.GET, url);
    request.setAccept("application/json");
    return AuthHttp.send(STEP, request, deadline);
  }

  private static ProtectedResource parse(URI server, URI url, HTTPResponse response) {
    // Long: each field of the metadata read and checked, with its own failure message.
    JsonNode json;
    try {
      json = JsonMapper.shared().readTree(response.getBody() == null ? "" : response.getBody());
    } catch (JacksonException e) {
      throw new OAuthException(STEP, url, "the answer is not JSON", e);
    }
    if (!json.path("resource").isString()) {
      throw new OAuthException(STEP, url, "the metadata names no resource");
    }
    URI resource;
    try {
      resource = URI.create(json.path("resource").asString());
    } catch (IllegalArgumentException e) {
      throw new OAuthException(STEP, url, "its resource is not a URI", e);
    }
    if (!covers(resource, server)) {
      throw new OAuthException(
          "checking the protected resource metadata",
          url,
          "it is for " + SafeUrl.of(resource) + ", not for the server " + SafeUrl.of(server)
              + "; no token is requested for another resource");
    }
    List<String> servers = new ArrayList<>();
    json.path("authorization_servers").forEach(issuer -> servers.add(issuer.asString()));
    if (servers.isEmpty()) {
      throw new OAuthException(STEP, url, "the metadata lists no authorization_servers");
    }
    Optional<Set<String>> scopes = Optional.empty();
    if (json.path("scopes_supported").isArray()) {
      StringBuilder all = new StringBuilder();
      json.path("scopes_supported")
          .forEach(scope -> all.append(scope.asString()).append(' '));
      scopes = Optional.of(Grant.scopes(all.toString()));
    }
    return new ProtectedResource(resource, List.copyOf(servers), scopes, url);
  }

  /** Whether {@code resource} names {@code server}: the same origin, and the server's path at or under its path. */
  static boolean covers(URI resource, URI server) {
    if (!origin(resource).equals(origin(server)) || resource.getRawFragment() != null) {
      return false;
    }
    String base = resource.getRawPath() == null ? "" : resource.getRawPath();
    String path = server.getRawPath() == null ? "" : server.getRawPath();
    if (base.isEmpty() || base.equals("/")) {
      return true;
    }
    String prefix = base.endsWith("/") ? base : base + "/";
    return path.equals(base) || path.startsWith(prefix) || (path + "/").equals(prefix);
  }

  /** Scheme, host and port, lower-cased, with the default port left out. */
  static URI origin(URI url) {
    String scheme = url.getScheme().toLowerCase(Locale.ROOT);
    int port = url.getPort();
    if (port == 80 && scheme.equals("http") || port == 443 && scheme.equals("https")) {
      port = -1;
    }
    return URI.create(
        scheme + "://" + url.getHost().toLowerCase(Locale.ROOT) + (port == -1 ? "" : ":" + port));
  }
}
