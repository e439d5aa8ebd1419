package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.DefaultClassicHttpResponseFactory;
import org.apache.hc.core5.http.impl.io.DefaultHttpResponseParser;
import org.apache.hc.core5.http.impl.io.SessionInputBufferImpl;
import org.apache.hc.core5.http.io.HttpMessageParser;
import org.apache.hc.core5.http.message.BasicHttpResponse;
import org.apache.hc.core5.http.message.LazyLaxLineParser;
import org.apache.hc.core5.http.message.MessageSupport;
import org.apache.hc.core5.util.CharArrayBuffer;
import org.junit.jupiter.api.Test;

/**
 * Status and header lines read by the connection's parser ({@link HeadScanner}, or {@link HeadLines} behind it) as
 * HttpCore's lax parser reads them: the same status, reason, version and headers, or the same failure, for the lines
 * read here and the odd ones left to HttpCore's.
 */
class HeadLinesTest {
  private static final List<String> STATUS_LINES = List.of(
      "HTTP/1.1 200 OK",
      "HTTP/1.1 202 Accepted",
      "HTTP/1.1 200",
      "HTTP/1.1 200 ",
      "HTTP/1.0 404 Not Found",
      "HTTP/1.1 200   OK  ",
      "HTTP/1.1 200 \tOK\t",
      "HTTP/1.1 200\tOK",
      "HTTP/1.1  200 OK",
      " HTTP/1.1 200 OK",
      "HTTP/1.1 599 Whatever it says",
      "HTTP/1.1 099 Low",
      "HTTP/1.2 200 OK",
      "HTTP/2.0 200 OK",
      "HTTP/1.1 2000 OK",
      "HTTP/1.1 20 OK",
      "HTTP/1.1 2x0 OK",
      "HTTP/1.1 200OK",
      "http/1.1 200 OK",
      "ICY 200 OK",
      "HTTP/1.1");

  private static final List<String> HEADER_LINES = List.of(
      "Content-Type: text/event-stream",
      "Mcp-Session-Id:abc",
      "X-Spaced :  a  b  ",
      "X-Tabs:\t\tvalue\t",
      "X-Empty:",
      "X-Empty-Blank:   ",
      "X-Colons: a: b: c",
      "X Name With Blanks: lax",
      "X-Nul: a\u0000b",
      "X-Cr: a\rb",
      ": no name",
      "   : blank name",
      "no colon at all",
      "");

  @Test
  void everyStatusLineMakesTheResponseHttpCoresParserMakes() throws Exception {
    for (String status : STATUS_LINES) {
      String head = status + "\r\nContent-Length: 0\r\n\r\n";
      assertThat(read(new HeadScanner(Http1Config.DEFAULT), head))
          .as(status)
          .isEqualTo(read(apache(), head));
    }
  }

  @Test
  void theStatusLinesServersSendAreReadHereNotByHttpCoresParser() throws Exception {
    for (String status : List.of("HTTP/1.1 200 OK", "HTTP/1.1 200", "HTTP/1.0 404 Not Found")) {
      InputStream in =
          new ByteArrayInputStream((status + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
      assertThat(new HeadScanner(Http1Config.DEFAULT).parse(new SessionInputBufferImpl(64), in))
          .as(status)
          .isInstanceOf(ScannedResponse.class);
    }
  }

  @Test
  void everyHeaderLineIsReadAsHttpCoresLaxParserReadsIt() throws Exception {
    for (String line : HEADER_LINES) {
      assertThat(header(HeadLines.INSTANCE::parseHeader, line))
          .as(line)
          .isEqualTo(header(LazyLaxLineParser.INSTANCE::parseHeader, line));
    }
  }

  @Test
  void aHeadOfSuchLinesIsReadAsHttpCoreReadsIt() throws Exception {
    StringBuilder head = new StringBuilder("HTTP/1.1 200 OK\r\n");
    for (String line : HEADER_LINES) {
      if (line.contains(":") && !line.startsWith(" ") && !line.contains("\r")) {
        head.append(line).append("\r\n");
      }
    }
    head.append("\r\n");
    assertThat(read(new HeadScanner(Http1Config.DEFAULT), head.toString()))
        .isEqualTo(read(apache(), head.toString()));
  }

  @Test
  void anAnswerMayHaveABodyWhereHttpCoreSaysItMay() {
    for (String method : List.of("GET", "POST", "DELETE", "HEAD", "head", "CONNECT", "connect")) {
      for (int code = 100; code < 600; code++) {
        assertThat(BlockingExchange.mayHaveBody(method, code))
            .as(method + " " + code)
            .isEqualTo(MessageSupport.canResponseHaveBody(method, new BasicHttpResponse(code)));
      }
    }
  }

  private interface HeaderParser {
    Header parse(CharArrayBuffer line) throws Exception;
  }

  /** The header's name and value, or the failure's kind and message. */
  private static String header(HeaderParser parser, String line) {
    CharArrayBuffer buffer = new CharArrayBuffer(line.length() + 1);
    buffer.append(line);
    try {
      Header header = parser.parse(buffer);
      return header.getName() + "=[" + header.getValue() + "]";
    } catch (Exception e) {
      return e.getClass().getName() + ": " + e.getMessage();
    }
  }

  /** HttpCore's parser as its client connections have it. */
  static DefaultHttpResponseParser apache() {
    return new DefaultHttpResponseParser(
        Http1Config.DEFAULT,
        LazyLaxLineParser.INSTANCE,
        DefaultClassicHttpResponseFactory.INSTANCE);
  }

  /** What {@code parser} made of {@code head}: version, status, reason and headers, or the failure. */
  private static List<String> read(HttpMessageParser<ClassicHttpResponse> parser, String head) {
    InputStream in = new ByteArrayInputStream(head.getBytes(StandardCharsets.ISO_8859_1));
    List<String> read = new ArrayList<>();
    Throwable failure = catchThrowable(() -> {
      ClassicHttpResponse response = parser.parse(new SessionInputBufferImpl(1024), in);
      read.add(response.getVersion() + " " + response.getCode() + " [" + response.getReasonPhrase()
          + "]");
      for (Header header : response.getHeaders()) {
        read.add(header.getName() + "=[" + header.getValue() + "]");
      }
    });
    if (failure != null) {
      read.add(failure.getClass().getName() + ": " + failure.getMessage());
    }
    return read;
  }
}
