package dev.imcp.runtime;

import dev.imcp.schema.ToolDefinition;
import java.nio.file.Files;
import java.time.Duration;

/**
 * A program for {@link HttpWithoutHttp2Test}, run on a class path without {@code httpcore5-h2}: an HTTPS session with
 * a server of the JDK's, printing whether the HTTP/2 library could be loaded and what the server listed.
 */
final class TlsWithoutHttp2Client {
  private TlsWithoutHttp2Client() {}

  public static void main(String[] args) throws Exception {
    System.out.println("http2 on the class path: "
        + OnClassPath.has("org.apache.hc.core5.http2.HttpVersionPolicy"));
    TestCertificate certificate = TestCertificate.make(Files.createTempDirectory("tls-without-h2"));
    try (FakeHttpServer server =
            FakeHttpServer.answeringOverTls(certificate.server(), StreamableHttpTest::jsonServer);
        McpClient client = McpClient.http(server.uri())
            .protocolEra(ProtocolEra.LEGACY)
            .sslContext(certificate.client())
            .initializeTimeout(Duration.ofSeconds(20))
            .connect()) {
      System.out.println("scheme: " + server.uri().getScheme());
      for (ToolDefinition tool : client.listTools()) {
        System.out.println("tool: " + tool.name());
      }
    }
  }
}
