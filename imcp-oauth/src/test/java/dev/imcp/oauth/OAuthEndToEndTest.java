package dev.imcp.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.McpClient;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole flow against a real authorization server (oidc-provider) protecting a real MCP server (TypeScript SDK v2):
 * discovery, dynamic registration, the user's sign-in in the (test's) browser, step-up, refresh before and after
 * expiry, a token store that spares the next start a sign-in, and client credentials.
 */
class OAuthEndToEndTest {
  private static final Duration CALL = Duration.ofSeconds(20);

  @TempDir
  Path home;

  @Test
  void signsInThenStepsUpForAToolThatNeedsMoreScope() throws Exception {
    TestBrowser browser = new TestBrowser();
    Path tokens = home.resolve("imcp/tokens.json");
    OAuth oauth =
        OAuth.builder().browser(browser).tokenStore(TokenStore.file(tokens)).build();
    try (OAuthStack stack = OAuthStack.start(300);
        McpClient client = connect(stack, oauth)) {
      assertThat(client.callTool("read_notes", Map.of()).text()).startsWith("notes:");
      assertThat(browser.opened()).isEqualTo(1);
      // The token goes to its server, nowhere else, and never over plain HTTP to another machine.
      assertThat(oauth.headers(stack.mcp())).containsKey("Authorization");
      assertThat(oauth.headers(URI.create("https://evil.example.com/mcp"))).isEmpty();
      assertThat(oauth.headers(URI.create("http://" + stack.mcp().getHost() + ":1/mcp")))
          .isEmpty();

      assertThat(client.callTool("write_note", Map.of("text", "hello")).text())
          .isEqualTo("noted: hello");
      assertThat(browser.opened()).as("a second sign-in, for mcp:write").isEqualTo(2);
      assertThat(stack.awaitEvents("refused 403", 1)).isEqualTo(1);
      // The step-up kept what was granted before.
      assertThat(client.callTool("read_notes", Map.of()).text()).contains("hello");
      assertThat(browser.opened()).isEqualTo(2);

      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tokens)))
          .isEqualTo("rw-------");
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tokens.getParent())))
          .isEqualTo("rwx------");
      assertThat(Files.readString(tokens)).contains(stack.issuer()).contains("mcp:write");
    }
  }

  @Test
  void aStoredTokenSparesTheNextStartTheSignIn() throws Exception {
    TokenStore store = TokenStore.file(home.resolve("tokens.json"));
    TestBrowser browser = new TestBrowser();
    try (OAuthStack stack = OAuthStack.start(300)) {
      try (McpClient first =
          connect(stack, OAuth.builder().browser(browser).tokenStore(store).build())) {
        first.callTool("read_notes", Map.of());
      }
      long tokens = stack.awaitEvents("token", 1);
      try (McpClient second = connect(
          stack,
          OAuth.builder()
              .browser(browser)
              .tokenStore(TokenStore.file(home.resolve("tokens.json")))
              .build())) {
        assertThat(second.callTool("read_notes", Map.of()).text()).startsWith("notes:");
      }
      assertThat(browser.opened()).isEqualTo(1);
      assertThat(stack.events("token")).isEqualTo(tokens);
      assertThat(stack.awaitEvents("refused 401", 1))
          .as("only the first start was refused")
          .isEqualTo(1);
    }
  }

  @Test
  void refreshesAfterTheTokenExpired() throws Exception {
    TestBrowser browser = new TestBrowser();
    MutableClock clock = new MutableClock();
    try (OAuthStack stack = OAuthStack.start(2)) {
      OAuth oauth = OAuth.builder().browser(browser).clock(clock).build();
      try (McpClient client = connect(stack, oauth)) {
        client.callTool("read_notes", Map.of());
        // The client's clock stands still: it never refreshes ahead, so the server is the one to
        // find it expired.
        clock.freeze();
        Instant expiry = oauth.expiry().orElseThrow();
        Awaitility.await("the token's expiry")
            .atMost(Duration.ofSeconds(10))
            .until(() -> Instant.now().isAfter(expiry.plusMillis(500)));

        assertThat(client.callTool("read_notes", Map.of()).text()).startsWith("notes:");
        assertThat(stack.awaitEvents("refused 401", 2))
            .as("the expired token, then the first one")
            .isEqualTo(2);
        assertThat(stack.awaitEvents("token refresh_token", 1)).isEqualTo(1);

        // Once more: the refresh token rotated (the server revokes the one used); the new one is
        // the one sent.
        // (The client's clock stands still: the server's clock says when the refreshed token, 2 s
        // long, expired.)
        Instant refreshed = Instant.now();
        Awaitility.await("the refreshed token's expiry")
            .atMost(Duration.ofSeconds(10))
            .until(() -> Instant.now().isAfter(refreshed.plusMillis(2500)));
        assertThat(client.callTool("read_notes", Map.of()).text()).startsWith("notes:");
        Awaitility.await("the second refresh")
            .atMost(Duration.ofSeconds(5))
            .until(() -> stack.events("token refresh_token") == 2);
        assertThat(stack.events("token-error")).isZero();
        assertThat(browser.opened()).isEqualTo(1);
      }
    }
  }

  @Test
  void refreshesAheadOfTheExpiry() throws Exception {
    TestBrowser browser = new TestBrowser();
    MutableClock clock = new MutableClock();
    try (OAuthStack stack = OAuthStack.start(300)) {
      OAuth oauth = OAuth.builder().browser(browser).clock(clock).build();
      try (McpClient client = connect(stack, oauth)) {
        client.callTool("read_notes", Map.of());
        Instant first = oauth.expiry().orElseThrow();
        clock.advance(Duration.ofSeconds(280)); // 20 s before the expiry, in the client's eyes
        client.callTool("read_notes", Map.of());
        Awaitility.await("the refresh ahead of the expiry")
            .atMost(Duration.ofSeconds(10))
            .until(() -> stack.events("token refresh_token") == 1);
        Awaitility.await()
            .atMost(Duration.ofSeconds(5))
            .until(() -> oauth.expiry().orElseThrow().isAfter(first));
        assertThat(client.callTool("read_notes", Map.of()).text()).startsWith("notes:");
        assertThat(stack.awaitEvents("refused 401", 1))
            .as("only before the sign-in")
            .isEqualTo(1);
        assertThat(browser.opened()).isEqualTo(1);
      }
    }
  }

  @Test
  void clientCredentialsNeedNoUser() throws Exception {
    try (OAuthStack stack = OAuthStack.start(300);
        McpClient client = connect(
            stack,
            OAuth.builder()
                .clientId("ci-client")
                .clientSecret("ci-secret")
                .clientCredentials()
                .browser(url -> {
                  throw new AssertionError("no browser for client credentials");
                })
                .build())) {
      assertThat(client.callTool("read_notes", Map.of()).text()).startsWith("notes:");
      assertThat(client.callTool("write_note", Map.of("text", "from CI")).text())
          .isEqualTo("noted: from CI");
      assertThat(stack.awaitEvents("token client_credentials", 2)).isEqualTo(2);
    }
  }

  private static McpClient connect(OAuthStack stack, OAuth oauth) {
    return McpClient.http(stack.mcp())
        .authorization(oauth)
        .defaultTimeout(CALL)
        .initializeTimeout(CALL)
        .connect();
  }
}
