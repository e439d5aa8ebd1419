package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.schema.ToolDefinition;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * HTTPS against a loopback server of the JDK's with a certificate made for the test by the JDK's keytool: trusted
 * through {@link HttpClientBuilder#sslContext}, refused under the JVM's own trust, and checked against the host name.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HttpsTest {
  @TempDir
  static Path dir;

  private static SSLContext serverTls;
  private static SSLContext clientTrustingIt;

  @BeforeAll
  static void makeACertificate() throws Exception {
    TestCertificate certificate = TestCertificate.make(dir);
    serverTls = certificate.server();
    clientTrustingIt = certificate.client();
  }

  @Test
  void aServerWhoseCertificateTheContextTrustsIsSpokenToOverTls() {
    try (FakeHttpServer server =
            FakeHttpServer.answeringOverTls(serverTls, StreamableHttpTest::jsonServer);
        McpClient client = McpClient.http(server.uri())
            .protocolEra(ProtocolEra.LEGACY)
            .sslContext(clientTrustingIt)
            .initializeTimeout(Duration.ofSeconds(20))
            .connect()) {
      assertThat(server.uri().getScheme()).isEqualTo("https");
      assertThat(client.initializeResult().serverInfo().name()).isEqualTo("json-fake");
      assertThat(client.listTools()).extracting(ToolDefinition::name).containsExactly("only");
    }
  }

  @Test
  void underTheJvmsOwnTrustASelfSignedCertificateIsRefusedNamingTheUrl() {
    try (FakeHttpServer server =
        FakeHttpServer.answeringOverTls(serverTls, StreamableHttpTest::jsonServer)) {
      String url = server.uri().toString();

      assertThatThrownBy(() -> McpClient.http(server.uri())
              .protocolEra(ProtocolEra.LEGACY)
              .initializeTimeout(Duration.ofSeconds(20))
              .connect())
          .isInstanceOf(TransportException.class)
          .hasMessageStartingWith("Server '" + url + "': cannot reach " + url + ": ")
          .hasMessageContaining("PKIX path building failed");
    }
  }

  @Test
  void theHostNameIsCheckedAgainstTheCertificate() {
    try (FakeHttpServer server =
        FakeHttpServer.answeringOverTls(serverTls, StreamableHttpTest::jsonServer)) {
      // The certificate names 127.0.0.1 only; the same server reached as localhost is refused.
      java.net.URI byName = java.net.URI.create(
          "https://localhost:" + server.uri().getPort() + server.uri().getPath());

      assertThatThrownBy(() -> McpClient.http(byName)
              .protocolEra(ProtocolEra.LEGACY)
              .sslContext(clientTrustingIt)
              .initializeTimeout(Duration.ofSeconds(20))
              .connect())
          .isInstanceOf(TransportException.class)
          .hasMessageStartingWith("Server '" + byName + "': cannot reach " + byName + ": ")
          .hasMessageEndingWith("No name matching localhost found");
    }
  }
}
