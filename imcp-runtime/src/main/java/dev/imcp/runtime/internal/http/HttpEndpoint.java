package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.http.HttpAuthorization;
import dev.imcp.runtime.http.SafeUrl;
import java.net.URI;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.net.ssl.SSLContext;

/**
 * A Streamable HTTP server: its URL, the headers sent with every request, a bearer token, and the TLS set-up for an
 * {@code https} URL when it is not the JVM's. The token and the header
 * values are secrets as far as this class knows: {@link #toString()} and {@link #display()} never show them.
 *
 * @param headers sent as they are with every request, in this order
 * @param tls whom to trust and what to present over TLS; empty for the JVM's defaults ({@code javax.net.ssl.*})
 * @param authorization asked for credentials on every request and told of refusals, when set
 */
public record HttpEndpoint(
    URI uri,
    Map<String, String> headers,
    Optional<String> bearerToken,
    Optional<SSLContext> tls,
    Optional<HttpAuthorization> authorization) {

  /** Set by the transport itself: a header of the user's with one of these names would break the session. */
  private static final Set<String> TRANSPORT_HEADERS =
      Set.of("accept", "content-type", "mcp-session-id", "mcp-protocol-version", "last-event-id");
  /** Managed by HTTP/1.1 itself: a value of the user's would contradict the connection's. */
  private static final Set<String> CONNECTION_HEADERS =
      Set.of("connection", "content-length", "expect", "host", "upgrade");

  public HttpEndpoint {
    check(uri);
    headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
  }

  /**
   * Checks that {@code uri} can be an MCP endpoint.
   *
   * @throws IllegalArgumentException for a URL that is not http or https with a host
   */
  public static void check(URI uri) {
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
      throw new IllegalArgumentException(
          "An MCP server URL is http://… or https://… with a host, got " + SafeUrl.of(uri));
    }
  }

  /**
   * Checks a header of the user's before it is ever sent; the message never quotes the value, which may be a secret.
   *
   * @throws IllegalArgumentException for a name the transport or HTTP/1.1 sets, a name that is not a token (RFC 9110
   *     §5.1), or a value with a control character other than a tab
   */
  public static void checkHeader(String name, String value) {
    String lower = name.toLowerCase(Locale.ROOT);
    if (TRANSPORT_HEADERS.contains(lower) || CONNECTION_HEADERS.contains(lower)) {
      throw new IllegalArgumentException("Header '" + name + "' is set by the transport itself");
    }
    if (name.isEmpty() || !name.chars().allMatch(HttpEndpoint::isTokenChar)) {
      throw new IllegalArgumentException(
          "Header '" + name + "' cannot be sent: its name is not a token");
    }
    if (value.chars().anyMatch(c -> c < 0x20 && c != '\t' || c == 0x7f || c > 0xff)) {
      throw new IllegalArgumentException("Header '" + name
          + "' cannot be sent: its value holds a line break or another control character");
    }
  }

  private static boolean isTokenChar(int c) {
    return c >= 'a' && c <= 'z'
        || c >= 'A' && c <= 'Z'
        || c >= '0' && c <= '9'
        || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
  }

  /**
   * {@code uri} as messages name it, once it is known to be an MCP endpoint.
   *
   * @throws IllegalArgumentException as {@link #check(URI)} does
   */
  public static String checked(URI uri) {
    check(uri);
    return SafeUrl.of(uri);
  }

  /** The URL for messages and thread names, as {@link SafeUrl} shows it. */
  public String display() {
    return SafeUrl.of(uri);
  }

  @Override
  public String toString() {
    return "HttpEndpoint[" + display() + ", headers=" + headers.keySet()
        + (bearerToken.isPresent() ? ", bearer token" : "")
        + (authorization.isPresent() ? ", authorization" : "") + "]";
  }
}
