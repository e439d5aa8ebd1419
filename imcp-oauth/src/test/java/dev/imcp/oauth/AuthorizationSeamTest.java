package dev.imcp.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.http.HttpAuthorization;
import dev.imcp.testing.HttpTestServer;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The runtime's seam, {@link HttpAuthorization}, against a real server (server-everything over Streamable HTTP) that
 * refuses every request without its token: what the authorization is told of a refusal, the request sent again with
 * new credentials, and the ways it ends when there are none.
 */
class AuthorizationSeamTest {
  private static final String TOKEN = "the-right-token";
  private static final Duration CONNECT = Duration.ofSeconds(20);

  private HttpTestServer server;
  private URI url;

  @BeforeEach
  void start() {
    server = HttpTestServer.everything(TOKEN);
    url = server.uri();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aRefusedRequestGoesAgainWithTheNewCredentials() {
    Authorization authorization = new Authorization(challenge -> {
      assertThat(challenge.sent()).isEmpty();
      return TOKEN;
    });
    Instant before = Instant.now();
    try (McpClient client = connect(authorization)) {
      assertThat(client.callTool("echo", Map.of("message", "hi")).text()).contains("hi");
    }
    assertThat(authorization.challenges).hasSize(1);
    HttpAuthorization.Challenge challenge = authorization.challenges.get(0);
    assertThat(challenge.url()).isEqualTo(url);
    assertThat(challenge.status()).isEqualTo(401);
    assertThat(challenge.wwwAuthenticate()).containsExactly("Bearer realm=\"imcp-test\"");
    assertThat(challenge.deadline())
        .hasValueSatisfying(deadline ->
            assertThat(deadline).isAfter(before).isBefore(before.plus(CONNECT).plusSeconds(1)));
  }

  @Test
  void aFailedAuthorizationEndsTheCallWithItsReasonAndTheStatus() {
    IllegalStateException reason = new IllegalStateException(
        "the token request at http://127.0.0.1:9/token failed: no answer within 2 s");
    Authorization authorization = new Authorization(challenge -> {
      throw reason;
    });
    assertThatThrownBy(() -> connect(authorization))
        .isInstanceOfSatisfying(TransportException.class, e -> {
          assertThat(e.httpStatus()).hasValue(401);
          assertThat(e).hasRootCause(reason);
        })
        .hasMessageContaining("HTTP 401 Unauthorized from " + url + ", and no authorization: "
            + "the token request at http://127.0.0.1:9/token failed: no answer within 2 s");
  }

  @Test
  void credentialsTheServerKeepsRefusingEndAfterThreeAuthorizations() {
    Authorization authorization =
        new Authorization(challenge -> "wrong-" + challenge.sent().orElse(""));
    assertThatThrownBy(() -> connect(authorization))
        .isInstanceOf(TransportException.class)
        .hasMessageContaining(
            "HTTP 401 Unauthorized from " + url
                + ": the server refused the credentials of the authorization, still after 3 new authorizations");
    assertThat(authorization.challenges).hasSize(3);
    assertThat(authorization.challenges.get(2).sent()).hasValue("Bearer wrong-Bearer wrong-");
  }

  @Test
  void anAuthorizationThatGivesUpLeavesTheRefusalAsItCame() {
    Authorization authorization = new Authorization(challenge -> null);
    assertThatThrownBy(() -> connect(authorization))
        .isInstanceOf(TransportException.class)
        .hasMessageEndingWith("HTTP 401 Unauthorized from " + url
            + ": the server refused the credentials of the authorization");
  }

  @Test
  void aBearerTokenAndAnAuthorizationDoNotGoTogether() {
    assertThatThrownBy(
            () -> McpClient.http(url).bearerToken("t").authorization(new Authorization(c -> null)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "authorization(…): bearerToken(…) and authorization(…) both authorize requests; "
                + "set one of them");
  }

  private McpClient connect(HttpAuthorization authorization) {
    return McpClient.http(url)
        .authorization(authorization)
        .initializeTimeout(CONNECT)
        .defaultTimeout(CONNECT)
        .connect();
  }

  /** Gives the token {@code next} decides on each refusal (null: give up), and keeps the challenges. */
  private static final class Authorization implements HttpAuthorization {
    final List<Challenge> challenges = new CopyOnWriteArrayList<>();
    private final Function<Challenge, String> next;
    private volatile String token;

    Authorization(Function<Challenge, String> next) {
      this.next = next;
    }

    @Override
    public Map<String, String> headers(URI url) {
      String current = token;
      return current == null ? Map.of() : Map.of("Authorization", "Bearer " + current);
    }

    @Override
    public CompletionStage<Boolean> refused(Challenge challenge) {
      challenges.add(challenge);
      return CompletableFuture.supplyAsync(() -> {
        String decided = next.apply(challenge);
        token = decided;
        return decided != null;
      });
    }
  }
}
