package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.message.BasicHeader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A new connection's first request goes out on its socket before HttpCore's connection is made there ({@link
 * NewSocket}), in the bytes HttpCore's writer would have written (the next request on the connection goes through it);
 * a client closed meanwhile leaves no socket open.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class NewSocketTest {
  private static final String ANSWER =
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}";

  private final List<String> requests = new CopyOnWriteArrayList<>();
  private final CountDownLatch firstReceived = new CountDownLatch(1);
  private final CountDownLatch ended = new CountDownLatch(1);
  private ServerSocket server;
  private HttpConnections connections;

  @AfterEach
  void close() throws IOException {
    connections.close();
    server.close();
  }

  @Test
  void theFirstRequestIsOnTheWireBeforeHttpCoresConnectionIsMadeInTheSameBytes() throws Exception {
    URI uri = serving(2);
    AtomicBoolean inTime = new AtomicBoolean();
    connections.onOpening(() -> {
      try {
        inTime.set(firstReceived.await(10, TimeUnit.SECONDS));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });

    assertThat(call(uri)).isEqualTo(200);
    assertThat(call(uri)).isEqualTo(200);

    assertThat(inTime)
        .as("the server had the whole request when HttpCore's connection was made")
        .isTrue();
    assertThat(requests).hasSize(2);
    assertThat(requests.get(0))
        .as("the first request, written on the socket, is what HttpCore's writer wrote next")
        .isEqualTo(requests.get(1))
        .startsWith("POST /mcp?q=1 HTTP/1.1\r\n")
        .contains(
            "\r\nX-Odd: a b ? \r\n", "\r\nHost: 127.0.0.1:", "\r\nContent-Length: 40\r\n\r\n");
  }

  @Test
  void aClientClosedWhileTheConnectionOpensFailsTheExchangeAndClosesTheSocket() throws Exception {
    URI uri = serving(0);
    connections.onOpening(connections::close);

    assertThatThrownBy(() -> call(uri))
        .isInstanceOf(ExecutionException.class)
        .cause()
        .isInstanceOf(InterruptedIOException.class)
        .hasMessage("the client is closed");
    assertThat(ended.await(10, TimeUnit.SECONDS))
        .as("the server saw the connection end")
        .isTrue();
  }

  private int call(URI uri) throws Exception {
    // A control character and one ISO-8859-1 cannot say: blanked and replaced as HttpCore does.
    OutgoingRequest request = new OutgoingRequest(
        "POST",
        uri,
        new Header[] {
          new BasicHeader("Content-Type", "application/json"),
          new BasicHeader("X-Odd", "a\rb \u2713 ")
        },
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}".getBytes(StandardCharsets.UTF_8),
        Optional.empty());
    return connections
        .send(request, (head, body) -> {
          body.read(new byte[2], 0, 2);
          body.read(new byte[1], 0, 1);
          return head.status();
        })
        .get(10, TimeUnit.SECONDS);
  }

  /**
   * A server that reads the requests on its first connection, answering the first {@code answered} (at least one
   * read), then waits for its end.
   */
  private URI serving(int answered) throws IOException {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread accepting = new Thread(() -> {
      try (Socket socket = server.accept()) {
        InputStream in = socket.getInputStream();
        for (int i = 0; i < Math.max(answered, 1); i++) {
          String head = WaitingReaderTest.readHead(in);
          byte[] body = in.readNBytes(
              Integer.parseInt(head.replaceAll("(?s).*Content-Length: (\\d+).*", "$1")));
          requests.add(head + new String(body, StandardCharsets.ISO_8859_1));
          firstReceived.countDown();
          if (i < answered) {
            socket.getOutputStream().write(ANSWER.getBytes(StandardCharsets.ISO_8859_1));
          }
        }
        while (in.read() >= 0) {
          // what the client sends until it closes
        }
      } catch (IOException e) {
        // the client reset the connection, or the test ended
      }
      ended.countDown();
    });
    accepting.setDaemon(true);
    accepting.start();
    URI uri = URI.create("http://127.0.0.1:" + server.getLocalPort() + "/mcp?q=1");
    connections = new HttpConnections(
        uri, Duration.ofSeconds(10), Optional.empty(), e -> {}, HttpClients.executor());
    return uri;
  }
}
