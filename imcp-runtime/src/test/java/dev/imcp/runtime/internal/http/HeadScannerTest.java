package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.ContentLengthStrategy;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.ProtocolException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.SessionInputBufferImpl;
import org.apache.hc.core5.http.io.HttpMessageParser;
import org.apache.hc.core5.http.message.BasicHeader;
import org.junit.jupiter.api.Test;

/**
 * Answer heads scanned from their bytes, one after the other on one connection as its reader reads them: each the
 * status and headers HttpCore's parser makes of the same bytes (odd ones left to it), found by name whatever their case,
 * split across reads or not, and HttpCore's limits kept with the status in the message.
 */
class HeadScannerTest {
  private final HeadScanner scanner = new HeadScanner(Http1Config.DEFAULT);
  private final SessionInputBufferImpl buffer = new SessionInputBufferImpl(8192);

  /** Heads as servers send them, and odd ones: each is read as HttpCore reads it. */
  private static final List<String> HEADS = List.of(
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nmcp-session-id: a\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n",
      "HTTP/1.1 200 OK\nContent-Type: application/json\nContent-Length: 12\n\n",
      "HTTP/1.1 429 Too Many\r\nRetry-After: 2\r\nWWW-Authenticate: Bearer a\r\n"
          + "www-authenticate: Bearer b\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-Folded: one\r\n \t two\r\n\tthree\r\nX-Next: 3\r\n\r\n",
      "HTTP/1.1 200 OK\r\n X-Leading: blank\r\nA: 1\r\n\r\n",
      "\r\n\r\nHTTP/1.1 204 No Content\r\nA:1\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-Spaced :  a  b  \r\nX-Colons: a: b: c\r\nX-Empty:\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-Cr: a\rb\r\nX-Nul: a\u0000b\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-Latin: caf\u00e9\r\n\r\n",
      "HTTP/1.1 200 OK\r\nno colon at all\r\n\r\n",
      "HTTP/1.1 200 OK\r\n: no name\r\n\r\n",
      "HTTP/1.1 200 OK\r\n   : blank name\r\n\r\n",
      "HTTP/1.1 200\tOK\r\nA: 1\r\n\r\n",
      "ICY 200 OK\r\nA: 1\r\n\r\n",
      "garbage\r\n\r\n",
      "HTTP/1.1 20 OK\r\n\r\n");

  @Test
  void everyHeadIsReadAsHttpCoresParserReadsIt() {
    for (String head : HEADS) {
      assertThat(read(new HeadScanner(Http1Config.DEFAULT), head))
          .as(head)
          .isEqualTo(read(HeadLinesTest.apache(), head));
    }
  }

  @Test
  void aHeadSplitAcrossReadsIsReadAsAWholeOne() {
    for (String head : HEADS) {
      assertThat(read(new HeadScanner(Http1Config.DEFAULT), head, true))
          .as(head)
          .isEqualTo(read(HeadLinesTest.apache(), head));
    }
  }

  @Test
  void eachAnswerHasItsOwnStatusAndHeadersWhateverTheOneBeforeHad() throws Exception {
    InputStream in = stream(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nMcp-Session-Id: a\r\n"
            + "Date: Thu, 26 Nov 2026 13:00:00 GMT\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nMcp-Session-Id: a\r\n"
            + "Date: Thu, 26 Nov 2026 13:00:01 GMT\r\n\r\n",
        "HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\n\r\n");

    ClassicHttpResponse first = scanner.parse(buffer, in);
    ClassicHttpResponse second = scanner.parse(buffer, in);
    ClassicHttpResponse third = scanner.parse(buffer, in);

    assertThat(first.getVersion()).isEqualTo(HttpVersion.HTTP_1_1);
    assertThat(first.getFirstHeader("date").getValue()).isEqualTo("Thu, 26 Nov 2026 13:00:00 GMT");
    assertThat(second.getFirstHeader("Date").getValue()).isEqualTo("Thu, 26 Nov 2026 13:00:01 GMT");
    assertThat(second.getReasonPhrase()).isEqualTo("OK");
    assertThat(second.getFirstHeader("Mcp-Session-Id"))
        .as("a header the answer before had alike")
        .isSameAs(first.getFirstHeader("mcp-session-id"));
    assertThat(third.getCode()).isEqualTo(404);
    assertThat(third.getReasonPhrase()).isEqualTo("Not Found");
    assertThat(third.getFirstHeader("Content-Type").getValue()).isEqualTo("application/json");
    assertThat(third.getFirstHeader("Mcp-Session-Id")).isNull();
    assertThat(first.getFirstHeader("Content-Type").getValue())
        .as("an earlier answer's header, asked after the next answer came")
        .isEqualTo("text/event-stream");
    assertThat(scanner.parse(buffer, in)).as("the stream's end").isNull();
  }

  /**
   * One server's heads are alike answer after answer: each shares the bytes of the one before and the headers asked of
   * it, where a copy of the head per answer was 18 % more allocation per call at 64 in flight (docs/PERFORMANCE.md).
   */
  @Test
  void alikeHeadsAllocateOnlyTheirResponse() throws Exception {
    String head =
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
            + "Connection: keep-alive\r\nmcp-session-id: 4f2c7a1e-8d7b-4b7e-9a51-0c3c1a6f5b2d\r\n"
            + "Date: Sat, 28 Nov 2026 13:00:00 GMT\r\nTransfer-Encoding: chunked\r\n\r\n";
    int answers = 1000;
    InputStream in = stream(head.repeat(answers + 1));
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long thread = Thread.currentThread().getId();
    assertThat(asked(scanner.parse(buffer, in))).isTrue();
    int read = 0;
    long before = threads.getThreadAllocatedBytes(thread);
    for (int i = 0; i < answers; i++) {
      read += asked(scanner.parse(buffer, in)) ? 1 : 0;
    }
    long perAnswer = (threads.getThreadAllocatedBytes(thread) - before) / answers;

    assertThat(read).isEqualTo(answers);
    assertThat(perAnswer)
        .as("bytes allocated per answer (a copy of the head: 400 more)")
        .isLessThan(320);
  }

  /** What the transport and HttpCore's entity ask of an answer's head: whether it reads as it should. */
  private static boolean asked(ClassicHttpResponse answer) throws Exception {
    ResponseHead head = new ResponseHead(answer.getCode(), answer);
    return LeanContentLength.INSTANCE.determineLength(answer) == ContentLengthStrategy.CHUNKED
        && head.isEventStream()
        && head.header("Mcp-Session-Id").isPresent()
        && KeepAlive.allows(answer, null);
  }

  @Test
  void headersAreFoundByNameWhateverTheirCaseAndRepeatedOnesEachInOrder() throws Exception {
    ClassicHttpResponse answer = scanner.parse(
        buffer,
        stream("HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Bearer a\r\nContent-Length: 0\r\n"
            + "www-authenticate: Bearer b\r\nConnection: close\r\n\r\n"));

    assertThat(answer.countHeaders("Www-Authenticate")).isEqualTo(2);
    assertThat(Arrays.stream(answer.getHeaders("WWW-AUTHENTICATE")).map(Header::getValue))
        .containsExactly("Bearer a", "Bearer b");
    assertThat(answer.getFirstHeader("www-authenticate").getName()).isEqualTo("WWW-Authenticate");
    assertThat(answer.getLastHeader("WWW-Authenticate").getValue()).isEqualTo("Bearer b");
    assertThat(answer.containsHeader("CONNECTION")).isTrue();
    assertThat(answer.containsHeader("Connectio")).isFalse();
    assertThat(answer.getHeaders("Retry-After")).isEmpty();
    assertThat(new ResponseHead(answer.getCode(), answer).values("www-authenticate"))
        .containsExactly("Bearer a", "Bearer b");
    assertThat(KeepAlive.allows(answer, null)).as("Connection: close").isFalse();
    assertThat(LeanContentLength.INSTANCE.determineLength(answer)).isZero();
  }

  @Test
  void anInterimAnswerIsReadAsAHeadOfItsOwnBeforeTheAnswer() throws Exception {
    InputStream in =
        stream("HTTP/1.1 100 Continue\r\n\r\n", "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}");

    assertThat(scanner.parse(buffer, in).getCode()).isEqualTo(100);
    ClassicHttpResponse answer = scanner.parse(buffer, in);

    assertThat(answer.getCode()).isEqualTo(200);
    assertThat(answer.getFirstHeader("Content-Length").getValue()).isEqualTo("2");
    byte[] body = new byte[2];
    assertThat(buffer.read(body, in)).isEqualTo(2);
    assertThat(new String(body, StandardCharsets.US_ASCII))
        .as("the body's bytes, left in the buffer")
        .isEqualTo("{}");
  }

  @Test
  void editingTheHeadersListsThemAllFirst() throws Exception {
    ClassicHttpResponse answer =
        scanner.parse(buffer, stream("HTTP/1.1 200 OK\r\nA: 1\r\nB: 2\r\n\r\n"));

    answer.addHeader(new BasicHeader("C", "3"));
    answer.removeHeaders("A");

    assertThat(Arrays.stream(answer.getHeaders()).map(Header::getName)).containsExactly("B", "C");
    assertThat(answer.getFirstHeader("c").getValue()).isEqualTo("3");
    assertThat(answer.getFirstHeader("a")).isNull();
  }

  @Test
  void anOverLongLineFailsWithTheStatusItCameUnder() {
    String value = "x".repeat(Http1Config.DEFAULT.getMaxLineLength());

    assertThatThrownBy(
            () -> scanner.parse(buffer, stream("HTTP/1.1 200 OK\r\nX-Long: " + value + "\r\n\r\n")))
        .isInstanceOf(ProtocolException.class)
        .hasMessage("the answer's head (HTTP/1.1 200 OK) has a line longer than 8192 bytes");
    assertThatThrownBy(() -> new HeadScanner(Http1Config.DEFAULT)
            .parse(new SessionInputBufferImpl(8192), stream("HTTP/1.1 200 " + value + "\r\n\r\n")))
        .isInstanceOf(ProtocolException.class)
        .hasMessage("the answer's status line is longer than 8192 bytes");
    assertThatThrownBy(() -> new HeadScanner(Http1Config.DEFAULT)
            .parse(
                new SessionInputBufferImpl(8192),
                stream("HTTP/1.1 200 OK\r\nX-Folded: a\r\n"
                    + (" " + "y".repeat(100) + "\r\n").repeat(90) + "\r\n")))
        .as("a folded header, over the bound joined")
        .isInstanceOf(ProtocolException.class)
        .hasMessageContaining("longer than 8192 bytes");
  }

  @Test
  void theHeaderCountAndTheEmptyLinesBeforeTheStatusAreBounded() throws Exception {
    HeadScanner bounded =
        new HeadScanner(Http1Config.custom().setMaxHeaderCount(2).build());
    InputStream in = stream(
        "\r\nHTTP/1.1 200 OK\r\nA: 1\r\n\r\n", "HTTP/1.1 200 OK\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n");

    assertThat(bounded.parse(buffer, in).getFirstHeader("A").getValue()).isEqualTo("1");
    assertThatThrownBy(() -> bounded.parse(buffer, in))
        .isInstanceOf(ProtocolException.class)
        .hasMessage("the answer's head (HTTP/1.1 200 OK) has 2 header lines or more");
    assertThatThrownBy(() -> scanner.parse(
            new SessionInputBufferImpl(64), stream("\r\n".repeat(10) + "HTTP/1.1 200 OK\r\n\r\n")))
        .isInstanceOf(ProtocolException.class)
        .hasMessage("the answer's head has 10 empty lines or more before its status line");
  }

  @Test
  void aHeadTheConnectionEndsInsideFailsAsAnAnswerNotAsNoAnswer() throws Exception {
    assertThat(scanner.parse(buffer, stream(""))).as("nothing at all").isNull();
    assertThat(scanner.parse(buffer, stream("\r\n\r\n"))).as("only empty lines").isNull();
    assertThatThrownBy(() -> new HeadScanner(Http1Config.DEFAULT)
            .parse(new SessionInputBufferImpl(64), stream("HTTP/1.1 200 OK\r\nContent-Ty")))
        .isInstanceOf(ProtocolException.class)
        .hasMessage("the connection closed inside the answer's head, after 27 bytes of it");
  }

  private static List<String> read(HttpMessageParser<ClassicHttpResponse> parser, String head) {
    return read(parser, head, false);
  }

  /**
   * What {@code parser} made of {@code head} (twice, on one connection, so that the second may reuse what the first
   * made): version, status, reason and headers, or the failure; {@code split}: one byte to each read from the socket.
   */
  private static List<String> read(
      HttpMessageParser<ClassicHttpResponse> parser, String head, boolean split) {
    byte[] bytes = (head + head).getBytes(StandardCharsets.ISO_8859_1);
    InputStream in = split ? new OneByteAtATime(bytes) : new ByteArrayInputStream(bytes);
    SessionInputBufferImpl buffer = new SessionInputBufferImpl(1024);
    List<String> read = new ArrayList<>();
    Throwable failure = catchThrowable(() -> {
      for (int i = 0; i < 2; i++) {
        ClassicHttpResponse response = parser.parse(buffer, in);
        read.add(response.getVersion() + " " + response.getCode() + " ["
            + response.getReasonPhrase() + "]");
        for (Header header : response.getHeaders()) {
          read.add(header.getName() + "=[" + header.getValue() + "] first=["
              + response.getFirstHeader(header.getName().toLowerCase()).getValue() + "]");
        }
      }
    });
    if (failure != null) {
      read.add(failure.getClass().getName() + ": " + failure.getMessage());
    }
    return read;
  }

  private static InputStream stream(String... heads) {
    return new ByteArrayInputStream(String.join("", heads).getBytes(StandardCharsets.ISO_8859_1));
  }

  /** A socket that hands over one byte a read. */
  private static final class OneByteAtATime extends ByteArrayInputStream {
    OneByteAtATime(byte[] bytes) {
      super(bytes);
    }

    @Override
    public synchronized int read(byte[] bytes, int offset, int length) {
      return super.read(bytes, offset, Math.min(length, 1));
    }
  }
}
