package dev.imcp.oauth;

import dev.imcp.testing.HttpTestServer;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * oauth-servers/oauth-stack.mjs: a real authorization server (oidc-provider) and an MCP server on the TypeScript SDK
 * v2 that it protects, on free loopback ports.
 */
final class OAuthStack implements AutoCloseable {
  private final HttpTestServer process;
  private final JsonNode urls;

  private OAuthStack(HttpTestServer process) {
    this.process = process;
    this.urls =
        JsonMapper.shared().readTree(process.await("oauth-stack: {").replaceFirst("^", "{"));
  }

  /** With access tokens that live {@code tokenSeconds}. */
  static OAuthStack start(int tokenSeconds) {
    return new OAuthStack(HttpTestServer.launch(
        oauthServers().resolve("oauth-stack.mjs"),
        Map.of("IMCP_AT_TTL", Integer.toString(tokenSeconds)),
        "oauth-stack: {"));
  }

  /** The oauth-servers folder, whose dependencies `npm ci` installs. */
  private static Path oauthServers() {
    Path folder = Path.of(System.getProperty("imcp.oauthServers", "../oauth-servers"));
    if (!Files.isDirectory(folder.resolve("node_modules"))) {
      throw new IllegalStateException(folder.toAbsolutePath().normalize()
          + "/node_modules is missing: run npm ci --prefix oauth-servers");
    }
    return folder;
  }

  URI mcp() {
    return URI.create(urls.path("mcp").asString());
  }

  String issuer() {
    return urls.path("issuer").asString();
  }

  /** How many times the given event was seen, such as {@code token refresh_token} or {@code refused 401}. */
  long events(String event) {
    return process.count("oauth-stack: event " + event);
  }

  /**
   * The count of {@code event} once it reaches {@code expected}, or after 5 s what it is then: the stack's output is
   * read on a thread of its own, a little after the fact.
   */
  long awaitEvents(String event, long expected) {
    try {
      org.awaitility.Awaitility.await(event)
          .atMost(java.time.Duration.ofSeconds(5))
          .pollInterval(java.time.Duration.ofMillis(20))
          .until(() -> events(event) >= expected);
    } catch (org.awaitility.core.ConditionTimeoutException e) {
      // the assertion reports the count
    }
    return events(event);
  }

  @Override
  public void close() {
    process.close();
  }
}
