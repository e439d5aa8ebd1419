package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hc.client5.http.ClientProtocolException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Answer heads over a real socket, read by the connection's scanner ({@link HeadScanner}): written a byte a write,
 * after interim answers, with names in any case; one over HttpCore's line bound, or cut off by the server, fails the
 * exchange with what it was, the status named, and is not taken for a kept-alive connection closed unanswered (which
 * would send the request again).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HeadOnSocketTest {
  private static final String BODY = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}";
  private static final String ANSWER = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n"
      + "MCP-SESSION-ID: s-1\r\nContent-Length: " + BODY.length() + "\r\n\r\n" + BODY;
  /** The same with a folded header: its head is parsed by HttpCore's parser. */
  private static final String FOLDED = ANSWER.replace("\r\n\r\n", "\r\nX-Folded: a\r\n b\r\n\r\n");

  private final AtomicInteger accepted = new AtomicInteger();
  private ServerSocket server;
  private HttpConnections connections;

  /** Every test starts its server first (serving). */
  @AfterEach
  void close() throws IOException {
    connections.close();
    server.close();
  }

  @Test
  void aHeadWrittenAByteAWriteAfterInterimAnswersIsReadWhole() throws Exception {
    String interim = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n";
    URI uri = serving(List.of(interim + ANSWER, interim + FOLDED, ANSWER));

    assertThat(call(uri)).isEqualTo("200 application/json s-1 [] " + BODY);
    assertThat(call(uri)).isEqualTo("200 application/json s-1 [a b] " + BODY);
    assertThat(call(uri)).isEqualTo("200 application/json s-1 [] " + BODY);
    assertThat(accepted).as("the connection kept for every answer").hasValue(1);
  }

  @Test
  void anOverLongHeadFailsTheExchangeWithItsStatus() throws Exception {
    URI uri = serving(List.of(
        "HTTP/1.1 200 OK\r\nX-Long: " + "x".repeat(9000) + "\r\nContent-Length: 0\r\n\r\n"));

    assertThatThrownBy(() -> connections
            .send(WaitingReaderTest.post(uri), HeadOnSocketTest::read)
            .get(10, TimeUnit.SECONDS))
        .isInstanceOf(ExecutionException.class)
        .cause()
        .isInstanceOf(ClientProtocolException.class)
        .hasMessage("the answer's head (HTTP/1.1 200 OK) has a line longer than 8192 bytes");
  }

  @Test
  void aHeadCutOffOnAKeptAliveConnectionIsAnAnswerBrokenOffNotOneNeverSent() throws Exception {
    URI uri = serving(List.of(ANSWER, "HTTP/1.1 200 OK\r\nContent-Ty"));

    connections.send(WaitingReaderTest.post(uri), HeadOnSocketTest::read).get(10, TimeUnit.SECONDS);

    assertThatThrownBy(() -> connections
            .send(WaitingReaderTest.post(uri), HeadOnSocketTest::read)
            .get(10, TimeUnit.SECONDS))
        .isInstanceOf(ExecutionException.class)
        .cause()
        .isNotInstanceOf(BlockingExchange.ClosedUnanswered.class)
        .isInstanceOf(ClientProtocolException.class)
        .hasMessage("the connection closed inside the answer's head, after 27 bytes of it");
  }

  private String call(URI uri) throws Exception {
    return connections
        .send(WaitingReaderTest.post(uri), HeadOnSocketTest::read)
        .get(10, TimeUnit.SECONDS);
  }

  private static String read(ResponseHead head, BlockingExchange.Body body) throws IOException {
    byte[] bytes = new byte[256];
    int length = 0;
    for (int n; (n = body.read(bytes, length, bytes.length - length)) >= 0; ) {
      length += n;
    }
    return head.status() + " " + head.contentType() + " "
        + head.header("Mcp-Session-Id").orElse("")
        + " [" + head.header("x-folded").orElse("") + "] "
        + new String(bytes, 0, length, StandardCharsets.UTF_8);
  }

  /**
   * A server answering the requests on its first connection with {@code answers} in turn, each a byte a write; after
   * the last it closes the connection.
   */
  private URI serving(List<String> answers) throws IOException {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread accepting = new Thread(() -> {
      try (Socket socket = server.accept()) {
        accepted.incrementAndGet();
        socket.setTcpNoDelay(true);
        answer(socket, answers);
      } catch (IOException e) {
        // the client closed the connection, or the test ended
      }
    });
    accepting.setDaemon(true);
    accepting.start();
    URI uri = URI.create("http://127.0.0.1:" + server.getLocalPort() + "/mcp");
    connections = new HttpConnections(
        uri, Duration.ofSeconds(10), Optional.empty(), e -> {}, HttpClients.executor());
    return uri;
  }

  private static void answer(Socket socket, List<String> answers) throws IOException {
    InputStream in = socket.getInputStream();
    OutputStream out = socket.getOutputStream();
    for (String answer : answers) {
      String head = WaitingReaderTest.readHead(in);
      in.readNBytes(Integer.parseInt(head.replaceAll("(?s).*Content-Length: (\\d+).*", "$1")));
      for (byte b : answer.getBytes(StandardCharsets.ISO_8859_1)) {
        out.write(b);
        out.flush();
      }
    }
  }
}
