package dev.imcp.runtime.internal.http;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javax.net.ssl.SSLContext;

/**
 * A Streamable HTTP server: its URL, the headers sent with every request, a bearer token, and the TLS set-up for an
 * {@code https} URL when it is not the JVM's. The token and the header
 * values are secrets as far as this class knows: {@link #toString()} and {@link #display()} never show them.
 *
 * @param headers sent as they are with every request, in this order
 * @param tls whom to trust and what to present over TLS; empty for the JVM's defaults ({@code javax.net.ssl.*})
 */
public record HttpEndpoint(
    URI uri, Map<String, String> headers, Optional<String> bearerToken, Optional<SSLContext> tls) {

  public HttpEndpoint {
    String scheme =
        uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(java.util.Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
      throw new IllegalArgumentException(
          "An MCP server URL is http://… or https://… with a host, got " + safe(uri));
    }
    headers = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(headers));
  }

  /** The URL for messages and thread names: without user info, query or fragment, which may carry credentials. */
  public String display() {
    return safe(uri);
  }

  private static String safe(URI uri) {
    StringBuilder text = new StringBuilder();
    if (uri.getScheme() != null) {
      text.append(uri.getScheme()).append("://");
    }
    text.append(uri.getHost() == null ? "(no host)" : uri.getHost());
    if (uri.getPort() != -1) {
      text.append(':').append(uri.getPort());
    }
    text.append(uri.getRawPath() == null ? "" : uri.getRawPath());
    return text.toString();
  }

  @Override
  public String toString() {
    return "HttpEndpoint[" + display() + ", headers=" + headers.keySet()
        + (bearerToken.isPresent() ? ", bearer token" : "") + "]";
  }
}
