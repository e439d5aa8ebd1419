package dev.imcp.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.testing.HttpTestServer;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Authorization servers that hang, answer garbage, refuse, or issue tokens the server keeps refusing: each ends the
 * call with a message naming the step and the URL, before the call's own deadline, and nothing is retried forever.
 */
class FaultyAuthorizationTest {
  /**
   * The connect's deadline: every failure must come before it, as the TransportException naming the step, not as the
   * McpTimeoutException the deadline would end it with.
   */
  private static final Duration DEADLINE = Duration.ofSeconds(8);

  @Test
  void anAuthorizationServerThatNeverAnswersItsMetadataFailsThatStepBeforeTheDeadline() {
    assertFailsFast(
        "hang-metadata",
        "fetching the authorization server metadata at ",
        "/.well-known/oauth-authorization-server/as failed: no answer within ");
  }

  @Test
  void metadataThatIsAnHtmlPageFailsNamingWhatCame() {
    assertFailsFast(
        "garbage-metadata",
        "fetching the authorization server metadata at ",
        "/.well-known/oauth-authorization-server/as failed: the answer is not authorization server metadata");
  }

  @Test
  void anAuthorizationServerWithoutMetadataFailsNamingEveryUrlTried() {
    try (HttpTestServer fake = fake("no-metadata")) {
      URI mcp = URI.create(fake.await("faulty-authorization: "));
      String origin = "http://" + mcp.getHost() + ":" + mcp.getPort();
      assertThatThrownBy(() -> connect(mcp, new TestBrowser()))
          .isInstanceOf(TransportException.class)
          .hasMessageContaining("no authorization: fetching the authorization server metadata at "
              + origin + "/as failed: no metadata at ["
              + origin + "/.well-known/oauth-authorization-server/as, "
              + origin + "/.well-known/openid-configuration/as, "
              + origin + "/as/.well-known/openid-configuration]");
    }
  }

  @Test
  void aRefusedRegistrationNamesTheServersError() {
    assertFailsFast(
        "refuse-registration",
        "the dynamic client registration at ",
        "/as/register failed: the authorization server refused it: invalid_client_metadata (registration is closed)");
  }

  @Test
  void aTokenEndpointThatNeverAnswersFailsThatStepBeforeTheDeadline() {
    assertFailsFast(
        "hang-token",
        "the token request (authorization code) at ",
        "/as/token failed: no answer within ");
  }

  @Test
  void aTokenAnswerThatIsNotJsonFailsNamingIt() {
    assertFailsFast(
        "garbage-token",
        "the token request (authorization code) at ",
        "/as/token failed: HTTP 200 instead of a token response");
  }

  @Test
  void anAuthorizationServerOnPlainHttpElsewhereIsNeverAsked() {
    try (HttpTestServer fake = fake("insecure-issuer")) {
      URI mcp = URI.create(fake.await("faulty-authorization: "));
      assertThatThrownBy(() -> connect(mcp, new TestBrowser()))
          .isInstanceOf(TransportException.class)
          .hasMessageContaining("no authorization: fetching the authorization server metadata at "
              + "http://auth.example.com/.well-known/oauth-authorization-server failed: an authorization URL must be "
              + "https:// (plain http:// only to a loopback address)");
    }
  }

  @Test
  void metadataForAnotherResourceStopsTheFlowBeforeAnyAuthorization() {
    TestBrowser browser = new TestBrowser();
    try (HttpTestServer fake = fake("other-resource")) {
      URI mcp = URI.create(fake.await("faulty-authorization: "));
      assertThatThrownBy(() -> connect(mcp, browser))
          .isInstanceOf(TransportException.class)
          .hasMessageContaining(
              "no authorization: checking the protected resource metadata at http://"
                  + mcp.getHost() + ":" + mcp.getPort()
                  + "/prm failed: it is for https://evil.example.com/mcp, not for "
                  + "the server " + mcp + "; no token is requested for another resource");
      assertThat(browser.opened()).isZero();
    }
  }

  @Test
  void aUserWhoNeverComesBackEndsTheCallBeforeItsDeadlineNamingTheRedirect() {
    try (HttpTestServer fake = fake("loop")) {
      URI mcp = URI.create(fake.await("faulty-authorization: "));
      assertThatThrownBy(() -> connect(mcp, url -> {}))
          .isInstanceOf(TransportException.class)
          .hasMessageContaining(
              "no authorization: waiting for the authorization response at http://127.0.0.1:")
          .hasMessageContaining("/callback failed: the browser did not come back within ")
          .hasMessageEndingWith("s: the sign-in at http://" + mcp.getHost() + ":" + mcp.getPort()
              + "/as/authorize was not finished");
    }
  }

  @Test
  void withoutABrowserASignInFailsAtOnceBeforeRegisteringAnything() {
    try (HttpTestServer fake = fake("loop")) {
      URI mcp = URI.create(fake.await("faulty-authorization: "));
      assertThatThrownBy(() -> McpClient.http(mcp)
              .authorization(OAuth.builder()
                  .browser(Browser.unavailable("run imcp:login first"))
                  .build())
              .initializeTimeout(DEADLINE)
              .connect())
          .isInstanceOf(TransportException.class)
          .hasMessageContaining(
              "no authorization: signing in at http://" + mcp.getHost() + ":" + mcp.getPort()
                  + "/as/authorize failed: nobody can sign in here: run imcp:login first");
      fake.await("request GET /.well-known/oauth-authorization-server/as");
      assertThat(fake.lines()).doesNotContain("request POST /as/register");
    }
  }

  @Test
  void tokensTheServerKeepsRefusingEndAfterThreeAuthorizations() {
    TestBrowser browser = new TestBrowser();
    try (HttpTestServer fake = fake("loop")) {
      URI mcp = URI.create(fake.await("faulty-authorization: "));
      assertThatThrownBy(() -> connect(mcp, browser))
          .isInstanceOf(TransportException.class)
          .hasMessageContaining(
              "HTTP 401 Unauthorized from " + mcp
                  + ": the server refused the credentials of the authorization, still after 3 new authorizations");
      assertThat(browser.opened()).isEqualTo(3);
      assertThat(fake.count("request POST /as/register"))
          .as("registered once, kept")
          .isEqualTo(1);
    }
  }

  private static void assertFailsFast(String fault, String step, String failure) {
    try (HttpTestServer fake = fake(fault)) {
      URI mcp = URI.create(fake.await("faulty-authorization: "));
      String origin = "http://" + mcp.getHost() + ":" + mcp.getPort();
      assertThatThrownBy(() -> connect(mcp, new TestBrowser()))
          .isInstanceOfSatisfying(
              TransportException.class, e -> assertThat(e.httpStatus()).hasValue(401))
          .hasMessageContaining("HTTP 401 Unauthorized from " + mcp + ", and no authorization: "
              + step + origin + failure)
          .hasRootCauseInstanceOf(Exception.class);
    }
  }

  private static McpClient connect(URI mcp, Browser browser) {
    return McpClient.http(mcp)
        .authorization(OAuth.builder().browser(browser).build())
        .initializeTimeout(DEADLINE)
        .defaultTimeout(DEADLINE)
        .connect();
  }

  private static HttpTestServer fake(String fault) {
    return HttpTestServer.launch(
        FaultyAuthorizationTest.class,
        "/fakes/faulty-authorization.mjs",
        Map.of("FAULT", fault),
        "faulty-authorization: ");
  }
}
