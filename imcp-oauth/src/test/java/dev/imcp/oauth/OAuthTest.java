package dev.imcp.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.http.HttpAuthorization;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/** What OAuth refuses to do whatever the servers say, and what its builder refuses. */
class OAuthTest {
  @Test
  void noTokenGoesOverPlainHttpToAnotherMachine() {
    OAuth oauth = OAuth.builder().build();
    HttpAuthorization.Challenge challenge = new HttpAuthorization.Challenge(
        URI.create("http://mcp.example.com/mcp"),
        401,
        List.of("Bearer"),
        Optional.empty(),
        Optional.empty());
    assertThatThrownBy(() -> oauth.refused(challenge).toCompletableFuture().join())
        .isInstanceOf(CompletionException.class)
        .cause()
        .isInstanceOf(OAuthException.class)
        .hasMessage(
            "authorizing at http://mcp.example.com/mcp failed: a token is never sent over plain http:// to "
                + "another machine; use https://");
    assertThat(oauth.headers(URI.create("http://mcp.example.com/mcp"))).isEmpty();
  }

  @Test
  void clientCredentialsNeedAClientAndItsCredentials() {
    assertThatThrownBy(() -> OAuth.builder().clientCredentials().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("clientCredentials() needs clientId(…) and clientSecret(…) or privateKey(…)");
    assertThatThrownBy(() -> OAuth.builder().clientId("id").clientCredentials().build())
        .isInstanceOf(IllegalStateException.class);
    assertThat(
            OAuth.builder().clientId("id").clientSecret("s").clientCredentials().build())
        .isNotNull();
  }

  @Test
  void settingsAreCheckedWhereTheyAreWritten() {
    assertThatThrownBy(() -> OAuth.builder().redirectPort(70000))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("redirectPort must be 0 to 65535, got 70000");
    assertThatThrownBy(() -> OAuth.builder().clientId(" "))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("clientId must not be blank");
    assertThatThrownBy(() -> OAuth.builder().stepTimeout(java.time.Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theSecretNeverShowsInToString() {
    assertThat(OAuth.builder()
            .clientId("the-id")
            .clientSecret("the-secret")
            .build()
            .toString())
        .contains("the-id")
        .doesNotContain("the-secret");
  }

  @Test
  void messagesShowUrlsWithoutTheirQuery() {
    assertThat(new OAuthException(
                "the token request", URI.create("https://u:p@as.example.com/token?code=x#f"), "no")
            .getMessage())
        .isEqualTo("the token request at https://as.example.com/token failed: no");
  }
}
