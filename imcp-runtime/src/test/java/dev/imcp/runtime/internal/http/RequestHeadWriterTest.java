package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.impl.io.SessionOutputBufferImpl;
import org.apache.hc.core5.http.message.BasicHeader;
import org.apache.hc.core5.net.URIAuthority;
import org.junit.jupiter.api.Test;

/**
 * Request heads written one after the other on one connection: a head that repeats the last one's headers is written
 * from the bytes kept for it, and those are the bytes HttpCore's formatter wrote for it (control characters blanked,
 * characters past ISO-8859-1 as '?'), each with its own body's length.
 */
class RequestHeadWriterTest {
  private static final Header HOST = new BasicHeader("Host", "localhost:3001");
  private static final Header AGENT = new BasicHeader("User-Agent", "imcp");

  private final RequestHeadWriter writer = new RequestHeadWriter();
  private final ConnectionRequest request =
      new ConnectionRequest("http", new URIAuthority(new HttpHost("localhost", 3001)));

  @Test
  void aRepeatedHeadIsWrittenAsTheFirstWasEachWithItsOwnLength() throws Exception {
    Header[] session = {
      new BasicHeader("Content-Type", "application/json"),
      new BasicHeader("Mcp-Session-Id", "a\r\nX-Injected: 1"),
      new BasicHeader("X-Name", "café ☕")
    };
    String head = "POST /mcp HTTP/1.1\r\nContent-Type: application/json\r\n"
        + "Mcp-Session-Id: a  X-Injected: 1\r\nX-Name: caf\u00e9 ?\r\nHost: localhost:3001\r\n"
        + "User-Agent: imcp\r\n";

    assertThat(post(session, "/mcp", 12)).isEqualTo(head + "Content-Length: 12\r\n\r\n");
    assertThat(post(session, "/mcp", 3)).isEqualTo(head + "Content-Length: 3\r\n\r\n");
    assertThat(post(session, "/mcp", 456)).isEqualTo(head + "Content-Length: 456\r\n\r\n");
  }

  @Test
  void anotherHeadersArrayMethodOrTargetIsWrittenAsItIs() throws Exception {
    Header[] first = {new BasicHeader("Mcp-Session-Id", "a")};
    Header[] second = {new BasicHeader("Mcp-Session-Id", "b")};
    post(first, "/mcp", 1);
    post(first, "/mcp", 1);

    assertThat(post(second, "/mcp", 1)).contains("Mcp-Session-Id: b\r\n");
    assertThat(post(second, "/other", 1)).startsWith("POST /other HTTP/1.1\r\n");
    assertThat(post(second, "/other", 1)).startsWith("POST /other HTTP/1.1\r\n");
    assertThat(write("GET", second, "/other"))
        .isEqualTo("GET /other HTTP/1.1\r\nMcp-Session-Id: b\r\nHost: localhost:3001\r\n"
            + "User-Agent: imcp\r\n\r\n");
    assertThat(write("GET", second, "/other")).doesNotContain("Content-Length");
  }

  private String post(Header[] headers, String path, int length) throws Exception {
    request.set("POST", path, headers, HOST, AGENT);
    request.body(new byte[length], new BasicHeader("Content-Length", Integer.toString(length)));
    return written();
  }

  private String write(String method, Header[] headers, String path) throws Exception {
    request.set(method, path, headers, HOST, AGENT);
    return written();
  }

  private String written() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SessionOutputBufferImpl buffer = new SessionOutputBufferImpl(8192);
    writer.write(request, buffer, out);
    buffer.flush(out);
    return out.toString(StandardCharsets.ISO_8859_1);
  }
}
