package dev.imcp.oauth.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class BearerChallengeTest {
  @Test
  void readsScopeResourceMetadataAndErrorOfTheBearerChallenge() {
    BearerChallenge challenge = BearerChallenge.of(
        List.of(
            "Bearer error=\"insufficient_scope\", scope=\"files:read files:write\", "
                + "resource_metadata=\"https://mcp.example.com/.well-known/oauth-protected-resource/mcp\""));
    assertThat(challenge.scope()).containsExactly("files:read", "files:write");
    assertThat(challenge.resourceMetadata())
        .hasValue(URI.create("https://mcp.example.com/.well-known/oauth-protected-resource/mcp"));
    assertThat(challenge.error()).hasValue("insufficient_scope");
  }

  @Test
  void skipsOtherSchemesAndReadsTokensUnquotedAndEscapedQuotes() {
    BearerChallenge challenge = BearerChallenge.of(List.of(
        "Basic realm=\"site\", DPoP algs=\"ES256\"",
        "Negotiate, bearer realm=\"say \\\"hi\\\"\", scope=mcp:read, Basic realm=\"other\""));
    assertThat(challenge.params())
        .containsEntry("realm", "say \"hi\"")
        .containsEntry("scope", "mcp:read");
    assertThat(challenge.params()).hasSize(2);
  }

  @Test
  void noBearerChallengeOrAnUnreadableOneIsAChallengeWithoutParameters() {
    assertThat(BearerChallenge.of(List.of()).params()).isEmpty();
    assertThat(BearerChallenge.of(List.of("Basic realm=\"x\"")).scope()).isEmpty();
    assertThat(BearerChallenge.of(List.of("Bearer resource_metadata=\"not a uri\""))
            .resourceMetadata())
        .isEmpty();
    assertThat(BearerChallenge.of(List.of("Bearer")).params()).isEmpty();
    assertThat(BearerChallenge.of(List.of("Bearer scope=\"unterminated")).scope())
        .containsExactly("unterminated");
  }
}
