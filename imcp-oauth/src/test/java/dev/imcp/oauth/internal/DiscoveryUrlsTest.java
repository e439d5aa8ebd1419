package dev.imcp.oauth.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Where metadata is looked for, in the spec's order, and which resource may name which server. */
class DiscoveryUrlsTest {
  private static final URI SERVER = URI.create("https://mcp.example.com/api/mcp");

  @Test
  void protectedResourceMetadataIsPathAwareFirstThenAtTheRoot() {
    assertThat(ProtectedResource.wellKnown(URI.create("https://Mcp.Example.com:443/tenant/mcp/")))
        .containsExactly(
            URI.create("https://mcp.example.com/.well-known/oauth-protected-resource/tenant/mcp"),
            URI.create("https://mcp.example.com/.well-known/oauth-protected-resource"));
    assertThat(ProtectedResource.wellKnown(URI.create("http://127.0.0.1:8080")))
        .containsExactly(URI.create("http://127.0.0.1:8080/.well-known/oauth-protected-resource"));
  }

  @Test
  void authorizationServerMetadataTriesOAuthThenOpenIdWithPathInsertionThenAppending() {
    assertThat(AuthorizationServer.wellKnown(URI.create("https://auth.example.com/tenant1")))
        .containsExactly(
            URI.create("https://auth.example.com/.well-known/oauth-authorization-server/tenant1"),
            URI.create("https://auth.example.com/.well-known/openid-configuration/tenant1"),
            URI.create("https://auth.example.com/tenant1/.well-known/openid-configuration"));
    assertThat(AuthorizationServer.wellKnown(URI.create("https://auth.example.com/")))
        .containsExactly(
            URI.create("https://auth.example.com/.well-known/oauth-authorization-server"),
            URI.create("https://auth.example.com/.well-known/openid-configuration"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://mcp.example.com/api/mcp",
        "https://MCP.example.com:443/api",
        "https://mcp.example.com"
      })
  void aResourceNamesItsServerOrAServerBelowIt(String resource) {
    assertThat(ProtectedResource.covers(URI.create(resource), SERVER)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://mcp.example.com/ap",
        "https://mcp.example.com/api/mcp/other",
        "https://evil.example.com/api/mcp",
        "http://mcp.example.com/api/mcp",
        "https://mcp.example.com:8443/api/mcp",
        "https://mcp.example.com/api/mcp#x"
      })
  void aResourceNamesNoOtherServer(String resource) {
    assertThat(ProtectedResource.covers(URI.create(resource), SERVER)).isFalse();
  }

  @Test
  void theCanonicalServerUriHasALowerCaseSchemeAndHostAndNoFragment() {
    assertThat(Authorizer.canonical(URI.create("HTTPS://MCP.Example.COM:443/Mcp?x=1#top")))
        .isEqualTo(URI.create("https://mcp.example.com/Mcp?x=1"));
  }
}
