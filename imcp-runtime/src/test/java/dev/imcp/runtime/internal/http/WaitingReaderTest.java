package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import dev.imcp.runtime.TestCertificate;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.message.BasicHeader;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runtime thread that read an answer stays with its connection ({@link HttpConnections#readOn}): the next request
 * on it is written by its sender and read by that thread, with no hand-off to the pool; over plain HTTP a connection
 * that stays idle is closed, which frees its reader; over TLS the reader leaves it pooled; a connection the server
 * closes is not reused.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class WaitingReaderTest {
  private static final Duration BOUND = Duration.ofSeconds(10);
  private static final BlockingExchange.Reader<Thread> READING_THREAD = (head, body) -> {
    byte[] chunk = new byte[256];
    while (body.read(chunk, 0, chunk.length) >= 0) {
      // read to the end: the connection goes back to the pool
    }
    return Thread.currentThread();
  };

  private final AtomicInteger handed = new AtomicInteger();
  /** Where exchanges go that their sender does not run: counted. */
  private final Executor pool = task -> {
    handed.incrementAndGet();
    HttpClients.executor().execute(task);
  };

  private final List<Integer> ports = new CopyOnWriteArrayList<>();
  private HttpServer server;
  private HttpConnections connections;

  @AfterEach
  void close() {
    if (connections != null) {
      connections.close();
    }
    if (server != null) {
      server.stop(0);
    }
  }

  @Test
  void theNextRequestIsSentByItsCallerAndReadByTheThreadThatReadTheLastAnswer() throws Exception {
    URI uri = answering();

    Thread first = connections.send(post(uri), READING_THREAD).get(10, TimeUnit.SECONDS);
    Thread second = connections.send(post(uri), READING_THREAD).get(10, TimeUnit.SECONDS);

    assertThat(second).isSameAs(first);
    assertThat(handed).as("exchanges handed to the pool").hasValue(1);
    assertThat(ports).hasSize(2).containsOnly(ports.get(0));
  }

  @Test
  void overPlainHttpAConnectionItsReaderWaitedOnForASecondIsClosedAndTheReaderFreed()
      throws Exception {
    URI uri = answering();
    Thread reader = connections.send(post(uri), READING_THREAD).get(10, TimeUnit.SECONDS);
    assertThat(connections.readersWaiting()).isOne();

    Awaitility.await().atMost(BOUND).until(() -> connections.readersWaiting() == 0);
    // A reader blocked on its socket is RUNNABLE; one back in the pool waits (or has ended).
    Awaitility.await().atMost(BOUND).until(() -> reader.getState() != Thread.State.RUNNABLE);
    connections.send(post(uri), READING_THREAD).get(10, TimeUnit.SECONDS);

    assertThat(handed).hasValue(2);
    assertThat(ports).hasSize(2).doesNotHaveDuplicates();
  }

  @Test
  void overTlsAReaderLeavesAConnectionIdleForASecondWhichStaysPooled(@TempDir Path dir)
      throws Exception {
    TestCertificate certificate = TestCertificate.make(dir);
    HttpsServer tls =
        HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    tls.setHttpsConfigurator(new HttpsConfigurator(certificate.server()));
    server = tls;
    URI uri = serve(tls, "https", Optional.of(certificate.client()));
    connections.send(post(uri), READING_THREAD).get(10, TimeUnit.SECONDS);
    assertThat(connections.readersWaiting()).isOne();

    Awaitility.await().atMost(BOUND).until(() -> connections.readersWaiting() == 0);
    connections.send(post(uri), READING_THREAD).get(10, TimeUnit.SECONDS);

    assertThat(handed).hasValue(2);
    assertThat(ports).hasSize(2).containsOnly(ports.get(0));
  }

  @Test
  void aConnectionTheServerClosesWhileItsReaderWaitsIsNotReused() throws Exception {
    try (ServerSocket closing = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      URI uri = URI.create("http://127.0.0.1:" + closing.getLocalPort() + "/mcp");
      connections = new HttpConnections(uri, BOUND, Optional.empty(), error -> {}, pool);
      AtomicInteger accepted = new AtomicInteger();
      Thread serving = new Thread(() -> answerOnceEachAndClose(closing, accepted));
      serving.setDaemon(true);
      serving.start();

      connections.send(post(uri), READING_THREAD).get(10, TimeUnit.SECONDS);
      Awaitility.await().atMost(BOUND).until(() -> connections.readersWaiting() == 0);
      connections.send(post(uri), READING_THREAD).get(10, TimeUnit.SECONDS);

      assertThat(accepted).hasValue(2);
    }
  }

  private URI answering() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    return serve(server, "http", Optional.empty());
  }

  private URI serve(HttpServer started, String scheme, Optional<SSLContext> tls) {
    started.createContext("/mcp", this::answer);
    started.start();
    URI uri = URI.create(scheme + "://127.0.0.1:" + started.getAddress().getPort() + "/mcp");
    connections = new HttpConnections(uri, BOUND, tls, error -> {}, pool);
    return uri;
  }

  private void answer(HttpExchange exchange) throws IOException {
    ports.add(exchange.getRemoteAddress().getPort());
    exchange.getRequestBody().readAllBytes();
    byte[] body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}".getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(200, body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  /** Answers one request on each connection, keeping it alive, then closes it while the client's reader waits. */
  private static void answerOnceEachAndClose(ServerSocket server, AtomicInteger accepted) {
    byte[] answer =
        ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
            .getBytes(StandardCharsets.ISO_8859_1);
    while (!server.isClosed()) {
      try (Socket socket = server.accept()) {
        accepted.incrementAndGet();
        InputStream in = socket.getInputStream();
        String head = readHead(in);
        int length = Integer.parseInt(head.replaceAll("(?s).*Content-Length: (\\d+).*", "$1"));
        in.readNBytes(length);
        socket.getOutputStream().write(answer);
        socket.getOutputStream().flush();
      } catch (IOException e) {
        return;
      }
    }
  }

  static String readHead(InputStream in) throws IOException {
    StringBuilder head = new StringBuilder();
    while (!head.toString().endsWith("\r\n\r\n")) {
      int b = in.read();
      if (b < 0) {
        throw new IOException("closed");
      }
      head.append((char) b);
    }
    return head.toString();
  }

  static OutgoingRequest post(URI uri) {
    return new OutgoingRequest(
        "POST",
        uri,
        new Header[] {new BasicHeader("Content-Type", "application/json")},
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}".getBytes(StandardCharsets.UTF_8),
        Optional.empty());
  }
}
