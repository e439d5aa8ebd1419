package dev.imcp.runtime;

import dev.imcp.runtime.http.HttpAuthorization;
import dev.imcp.runtime.internal.http.HttpEndpoint;
import dev.imcp.runtime.internal.session.ClientSettings;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.net.ssl.SSLContext;

/**
 * Configures a client of a Streamable HTTP server: the settings of every client ({@link ClientBuilder}) and those of
 * HTTP, the headers, a bearer token and TLS. Made by {@link McpClient#http}.
 *
 * <pre>{@code
 * try (McpClient remote = McpClient.http(URI.create("https://mcp.example.com/mcp"))
 *     .bearerToken(System.getenv("EXAMPLE_TOKEN"))   // never logged, never in an exception
 *     .connect()) {
 *   …
 * }
 * }</pre>
 */
public final class HttpClientBuilder extends ClientBuilder<HttpClientBuilder> {
  private final URI url;
  private final Map<String, String> headers = new LinkedHashMap<>();
  private Optional<String> bearerToken = Optional.empty();
  private Optional<SSLContext> tls = Optional.empty();
  private Optional<HttpAuthorization> authorization = Optional.empty();

  HttpClientBuilder(URI url) {
    // Checked first, so that a wrong URL fails where it is written; the command only names the
    // server in messages until the server names itself, and is never started.
    super(ServerCommand.of(HttpEndpoint.checked(Objects.requireNonNull(url, "url"))));
    this.url = url;
  }

  /**
   * A header sent with every request ({@code X-Api-Key}, say). Its value is treated as a secret: never logged, never
   * in an exception.
   *
   * @param name the header's name; not one the transport sets ({@code Accept}, {@code Content-Type}, {@code
   *     Mcp-Session-Id}, {@code MCP-Protocol-Version}, {@code Last-Event-ID}) nor one HTTP/1.1 itself manages ({@code
   *     Connection}, {@code Content-Length}, {@code Expect}, {@code Host}, {@code Upgrade})
   * @param value the header's value
   * @return this builder
   * @throws IllegalArgumentException for such a name, a name that is not a token, or a value with a line break or
   *     another control character
   */
  public HttpClientBuilder header(String name, String value) {
    HttpEndpoint.checkHeader(
        requireText(Objects.requireNonNull(name, "name"), "name"),
        Objects.requireNonNull(value, "value"));
    headers.put(name, value);
    return this;
  }

  /**
   * Sends {@code Authorization: Bearer <token>} with every request; never logged, never in an exception.
   *
   * @param token the token, without the {@code Bearer } prefix
   * @return this builder
   * @throws IllegalArgumentException for a blank token or one with control characters
   * @throws IllegalStateException with an {@link #authorization(HttpAuthorization)} set
   */
  public HttpClientBuilder bearerToken(String token) {
    requireOneAuthorization("bearerToken", authorization.isPresent());
    if (Objects.requireNonNull(token, "token").isBlank()
        || token.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
      throw new IllegalArgumentException(
          "A bearer token is non-blank text without control characters");
    }
    this.bearerToken = Optional.of(token);
    return this;
  }

  /**
   * The TLS set-up for an {@code https://} server when the JVM's is not the right one: a private certificate authority
   * to trust, or a client certificate to present. The host name is checked against the server's certificate either
   * way. Default: the JVM's ({@code javax.net.ssl.trustStore} and the other {@code javax.net.ssl} properties).
   *
   * @param context an initialised context
   * @return this builder
   */
  public HttpClientBuilder sslContext(SSLContext context) {
    this.tls = Optional.of(Objects.requireNonNull(context, "context"));
    return this;
  }

  /**
   * Authorizes the requests: credentials on every request, and new ones when the server refuses (OAuth 2.1 as MCP
   * specifies it: {@code dev.imcp.oauth.OAuth} in the module {@code imcp-oauth}).
   *
   * @param authorization asked for the headers of every request and told of every refusal
   * @return this builder
   * @throws IllegalStateException with a {@link #bearerToken(String)} set
   */
  public HttpClientBuilder authorization(HttpAuthorization authorization) {
    requireOneAuthorization("authorization", bearerToken.isPresent());
    this.authorization = Optional.of(Objects.requireNonNull(authorization, "authorization"));
    return this;
  }

  private static void requireOneAuthorization(String setting, boolean other) {
    if (other) {
      throw new IllegalStateException(setting
          + "(…): bearerToken(…) and authorization(…) both authorize requests; set one of them");
    }
  }

  @Override
  void complete(ClientSettings.Draft draft) {
    draft.stderrTailLines = 0;
    draft.http = Optional.of(new HttpEndpoint(url, headers, bearerToken, tls, authorization));
  }
}
