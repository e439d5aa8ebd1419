package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.SessionInputBufferImpl;
import org.junit.jupiter.api.Test;

/**
 * Answer heads read one after the other on one connection, as Apache's connection reads them: what changed from one
 * answer to the next is read anew, what did not is the header of before.
 */
class ReusingResponseParserTest {
  private final ReusingResponseParser parser = new ReusingResponseParser(Http1Config.DEFAULT);
  private final SessionInputBufferImpl buffer = new SessionInputBufferImpl(8192);

  @Test
  void eachAnswerHasItsOwnStatusAndHeadersWhateverTheOneBeforeHad() throws Exception {
    InputStream in = stream(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nMcp-Session-Id: a\r\n"
            + "Date: Thu, 26 Nov 2026 13:00:00 GMT\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nMcp-Session-Id: a\r\n"
            + "Date: Thu, 26 Nov 2026 13:00:01 GMT\r\n\r\n",
        "HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\n\r\n",
        "HTTP/1.1 429 Too Many\r\nRetry-After: 2\r\nContent-Type: text/event-stream\r\n"
            + "WWW-Authenticate: Bearer a\r\nWWW-Authenticate: Bearer b\r\nX-Long: 1\r\n\r\n");

    ClassicHttpResponse first = parser.parse(buffer, in);
    ClassicHttpResponse second = parser.parse(buffer, in);
    ClassicHttpResponse third = parser.parse(buffer, in);
    ClassicHttpResponse fourth = parser.parse(buffer, in);

    assertThat(first.getCode()).isEqualTo(200);
    assertThat(first.getVersion()).isEqualTo(HttpVersion.HTTP_1_1);
    assertThat(lines(first))
        .containsExactly(
            "Content-Type: text/event-stream",
            "Mcp-Session-Id: a",
            "Date: Thu, 26 Nov 2026 13:00:00 GMT");
    assertThat(second.getCode()).isEqualTo(200);
    assertThat(second.getReasonPhrase()).isEqualTo("OK");
    assertThat(lines(second))
        .containsExactly(
            "Content-Type: text/event-stream",
            "Mcp-Session-Id: a",
            "Date: Thu, 26 Nov 2026 13:00:01 GMT");
    assertThat(second.getFirstHeader("Mcp-Session-Id"))
        .isSameAs(first.getFirstHeader("Mcp-Session-Id"));
    assertThat(third.getCode()).isEqualTo(404);
    assertThat(third.getReasonPhrase()).isEqualTo("Not Found");
    assertThat(lines(third)).containsExactly("Content-Type: application/json");
    assertThat(fourth.getCode()).isEqualTo(429);
    assertThat(lines(fourth))
        .containsExactly(
            "Retry-After: 2",
            "Content-Type: text/event-stream",
            "WWW-Authenticate: Bearer a",
            "WWW-Authenticate: Bearer b",
            "X-Long: 1");
    assertThat(parser.parse(buffer, in)).as("the stream's end").isNull();
  }

  @Test
  void aFoldedHeaderIsJoinedAsApacheJoinsIt() throws Exception {
    InputStream in = stream(
        "HTTP/1.1 200 OK\r\nX-Folded: one\r\n \t two\r\nX-Next: 3\r\n\r\n",
        "HTTP/1.1 200 OK\r\nX-Folded: one\r\n \t three\r\nX-Next: 3\r\n\r\n");

    assertThat(lines(parser.parse(buffer, in))).containsExactly("X-Folded: one two", "X-Next: 3");
    assertThat(lines(parser.parse(buffer, in))).containsExactly("X-Folded: one three", "X-Next: 3");
  }

  @Test
  void emptyLinesBeforeTheStatusAreSkippedAndTheHeaderCountIsBounded() throws Exception {
    ReusingResponseParser bounded =
        new ReusingResponseParser(Http1Config.custom().setMaxHeaderCount(2).build());
    InputStream in = stream(
        "\r\nHTTP/1.1 200 OK\r\nA: 1\r\n\r\n", "HTTP/1.1 200 OK\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n");

    assertThat(lines(bounded.parse(buffer, in))).containsExactly("A: 1");
    assertThatThrownBy(() -> bounded.parse(buffer, in))
        .isInstanceOf(MessageConstraintException.class)
        .hasMessageContaining("header count");
  }

  private static InputStream stream(String... heads) {
    return new ByteArrayInputStream(String.join("", heads).getBytes(StandardCharsets.US_ASCII));
  }

  private static List<String> lines(ClassicHttpResponse response) {
    return Arrays.stream(response.getHeaders())
        .map((Header header) -> header.getName() + ": " + header.getValue())
        .toList();
  }
}
