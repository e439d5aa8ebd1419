package dev.imcp.runtime.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;

class SafeUrlTest {
  @Test
  void showsSchemeHostPortAndPathButNeverUserInfoQueryOrFragment() {
    URI url = URI.create("https://alice:s3cret@mcp.example.com:8443/a%20b/mcp?token=t0k#code=c0de");

    assertThat(SafeUrl.of(url)).isEqualTo("https://mcp.example.com:8443/a%20b/mcp");
    assertThat(SafeUrl.withoutSecrets(url))
        .isEqualTo(URI.create("https://mcp.example.com:8443/a%20b/mcp"));
  }

  @Test
  void keepsAnIpv6HostInItsBrackets() {
    assertThat(SafeUrl.of(URI.create("http://[::1]:3001/mcp"))).isEqualTo("http://[::1]:3001/mcp");
  }

  @Test
  void aHostTheGrammarRefusesIsNotShownWithItsUserInfo() {
    // The authority is then registry-based: getHost() is null, getAuthority() still holds the
    // password.
    URI url = URI.create("http://alice:s3cret@no_such_host/mcp?key=k");

    assertThat(SafeUrl.of(url)).isEqualTo("http://(no host)/mcp");
    assertThat(SafeUrl.withoutSecrets(url)).isEqualTo(URI.create("http:///mcp"));
  }

  @Test
  void anOpaqueUriShowsItsSchemeOnly() {
    assertThat(SafeUrl.of(URI.create("mailto:alice@example.com"))).isEqualTo("mailto://(no host)");
  }
}
