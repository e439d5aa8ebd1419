package dev.imcp.runtime;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import org.jspecify.annotations.Nullable;

/**
 * A loopback HTTP server of the JDK's for faults a real MCP server will not produce on demand: it records every
 * request and answers as its {@link Answer} says, or never.
 */
final class FakeHttpServer implements AutoCloseable {
  /** A request as the server saw it. */
  record Seen(String method, Headers headers, String body) {}

  interface Answer {
    void answer(HttpExchange exchange, Seen request) throws IOException;
  }

  private final HttpServer server;
  private final BlockingQueue<Seen> seen = new LinkedBlockingQueue<>();
  private final CountDownLatch stopped = new CountDownLatch(1);

  private final String scheme;

  private FakeHttpServer(Answer answer, @Nullable SSLContext tls) throws IOException {
    InetSocketAddress loopback = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
    if (tls == null) {
      server = HttpServer.create(loopback, 0);
      scheme = "http";
    } else {
      HttpsServer https = HttpsServer.create(loopback, 0);
      https.setHttpsConfigurator(new HttpsConfigurator(tls));
      server = https;
      scheme = "https";
    }
    server.setExecutor(Executors.newCachedThreadPool(task -> {
      Thread thread = new Thread(task, "fake-http");
      thread.setDaemon(true);
      return thread;
    }));
    server.createContext("/mcp", exchange -> {
      Seen request = new Seen(
          exchange.getRequestMethod(),
          exchange.getRequestHeaders(),
          new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
      seen.add(request);
      answer.answer(exchange, request);
    });
    server.start();
  }

  static FakeHttpServer answering(Answer answer) {
    try {
      return new FakeHttpServer(answer, null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Answers {@code tools/call} as {@code call} says; everything else as a well-behaved 2025 server does. */
  static FakeHttpServer answeringCalls(Answer call) {
    return answering((exchange, request) -> {
      if (request.body().contains("\"tools/call\"")) {
        call.answer(exchange, request);
      } else {
        StreamableHttpTest.jsonServer(exchange, request);
      }
    });
  }

  /** Answers over TLS, presenting the key and certificate of {@code tls}. */
  static FakeHttpServer answeringOverTls(SSLContext tls, Answer answer) {
    try {
      return new FakeHttpServer(answer, tls);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Answers every request with {@code status} and a short text. */
  static FakeHttpServer status(int status) {
    return answering((exchange, request) -> respond(exchange, status, "text/plain", "no"));
  }

  /** Reads every request and never answers, until closed. */
  static FakeHttpServer silent() {
    FakeHttpServer[] self = new FakeHttpServer[1];
    self[0] = answering((exchange, request) -> {
      try {
        self[0].stopped.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    return self[0];
  }

  static void respond(HttpExchange exchange, int status, String type, String body)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }

  URI uri() {
    return URI.create(scheme + "://127.0.0.1:" + server.getAddress().getPort() + "/mcp");
  }

  /** The next request the server saw, waiting at most {@code timeout}. */
  Seen next(Duration timeout) throws InterruptedException {
    Seen request = seen.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    if (request == null) {
      throw new AssertionError("no request within " + timeout);
    }
    return request;
  }

  @Override
  public void close() {
    stopped.countDown();
    server.stop(0);
  }
}
