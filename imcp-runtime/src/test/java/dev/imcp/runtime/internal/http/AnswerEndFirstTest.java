package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A server that ends its SSE answer in the write of the answer's event (as Node's does): the connection is back in its
 * pool before the reader hands the event on, so that a request its caller sends on hearing the answer goes on that
 * connection. Before, it found none idle and opened one more: 64 calls in flight held 68–69 connections, and each new
 * one cost a connect, a thread and the server's work (docs/PERFORMANCE.md, s52-a).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class AnswerEndFirstTest {
  private static final int CALLS = 6;

  private final AtomicInteger handed = new AtomicInteger();
  private final Executor pool = task -> {
    handed.incrementAndGet();
    HttpClients.executor().execute(task);
  };
  private final AtomicInteger accepted = new AtomicInteger();
  private ServerSocket server;
  private HttpConnections connections;

  @AfterEach
  void close() throws IOException {
    if (connections != null) {
      connections.close();
    }
    if (server != null) {
      server.close();
    }
  }

  @Test
  void aRequestSentWhenTheAnswerIsHandedOnGoesOnTheConnectionThatCarriedIt() throws Exception {
    URI uri = serving(true);
    CompletableFuture<Void> last = new CompletableFuture<>();

    connections.send(WaitingReaderTest.post(uri), chained(uri, CALLS, last));
    last.get(10, TimeUnit.SECONDS);

    assertThat(accepted).as("connections opened for %d chained calls", CALLS).hasValue(1);
    assertThat(handed).as("exchanges handed to the pool").hasValue(1);
  }

  @Test
  void anAnswerWhoseEndHasNotComeIsHandedOnWithoutWaitingForIt() throws Exception {
    URI uri = serving(false);
    CompletableFuture<Void> last = new CompletableFuture<>();

    connections.send(WaitingReaderTest.post(uri), chained(uri, 2, last));
    last.get(10, TimeUnit.SECONDS);

    assertThat(accepted)
        .as("the first connection still carries its answer's end")
        .hasValue(2);
  }

  /**
   * Reads an answer as the SSE reader does, and on its event's data sends the next request, as a caller that hears its
   * answer does; completes {@code last} on the last.
   */
  private BlockingExchange.Reader<Void> chained(URI uri, int calls, CompletableFuture<Void> last) {
    return (head, body) -> {
      byte[] chunk = new byte[256];
      boolean handedOn = false;
      while (body.read(chunk, 0, chunk.length) >= 0) {
        if (!handedOn) {
          handedOn = true;
          if (calls > 1) {
            connections.send(WaitingReaderTest.post(uri), chained(uri, calls - 1, last));
          } else {
            last.complete(null);
          }
        }
      }
      return null;
    };
  }

  /**
   * A keep-alive server answering each POST with an SSE stream: its event and closing chunk in one write, or the event
   * alone, the stream left open.
   */
  private URI serving(boolean endWithEvent) throws IOException {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread accepting = new Thread(() -> accept(endWithEvent));
    accepting.setDaemon(true);
    accepting.start();
    URI uri = URI.create("http://127.0.0.1:" + server.getLocalPort() + "/mcp");
    connections = new HttpConnections(uri, Duration.ofSeconds(10), Optional.empty(), e -> {}, pool);
    return uri;
  }

  private void accept(boolean endWithEvent) {
    while (!server.isClosed()) {
      try {
        Socket socket = server.accept();
        accepted.incrementAndGet();
        Thread answering = new Thread(() -> answer(socket, endWithEvent));
        answering.setDaemon(true);
        answering.start();
      } catch (IOException e) {
        return;
      }
    }
  }

  private static void answer(Socket socket, boolean endWithEvent) {
    String event = "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n\n";
    String answer = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
        + "Transfer-Encoding: chunked\r\n\r\n"
        + Integer.toHexString(event.length()) + "\r\n" + event + "\r\n"
        + (endWithEvent ? "0\r\n\r\n" : "");
    try (socket) {
      InputStream in = socket.getInputStream();
      for (; ; ) {
        String head = WaitingReaderTest.readHead(in);
        in.readNBytes(Integer.parseInt(head.replaceAll("(?s).*Content-Length: (\\d+).*", "$1")));
        socket.getOutputStream().write(answer.getBytes(StandardCharsets.ISO_8859_1));
        socket.getOutputStream().flush();
      }
    } catch (IOException e) {
      // the client closed the connection
    }
  }
}
