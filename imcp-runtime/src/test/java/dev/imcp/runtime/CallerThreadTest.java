package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import dev.imcp.runtime.internal.base.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A blocking call over HTTP runs its exchange on the calling thread (docs/PERFORMANCE.md): what that must not change.
 * Deadlines, cancellation, retries and a new session are held by the other Http*Test suites, which call both ways.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class CallerThreadTest {
  private static final Duration BOUND = Duration.ofSeconds(10);

  @Test
  void aBlockingCallReturnsWithItsAnswerWhileItsEventStreamStaysOpen() throws Exception {
    CountDownLatch answered = new CountDownLatch(1);
    CompletableFuture<Void> streamEnded = new CompletableFuture<>();
    try (FakeHttpServer server = FakeHttpServer.answeringCalls((exchange, request) -> {
          String id = Json.mapper().readTree(request.body()).get("id").toString();
          OutputStream out = open(exchange);
          event(
              out,
              "{\"jsonrpc\":\"2.0\",\"id\":" + id
                  + ",\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"ok\"}]}}");
          // The stream stays open after the response, until the caller has it.
          await(answered);
          event(
              out,
              "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":"
                  + "{\"level\":\"info\",\"data\":\"after\"}}");
          out.close();
          streamEnded.complete(null);
        });
        McpClient client =
            TestServers.http(server.uri()).protocolEra(ProtocolEra.LEGACY).connect()) {
      CompletableFuture<ToolResult> call =
          CompletableFuture.supplyAsync(() -> client.callTool("echo", Map.of("message", "hi")));

      assertThat(call)
          .succeedsWithin(BOUND)
          .satisfies(result -> assertThat(result.text()).isEqualTo("ok"));
      answered.countDown();

      assertThat(streamEnded).succeedsWithin(BOUND);
      // The rest of the stream was read (elsewhere) and the client still works.
      Awaitility.await().atMost(BOUND).until(() -> client.pendingRequests() == 0);
      assertThat(client.callTool("echo", Map.of("message", "again")).text()).isEqualTo("ok");
    }
  }

  @Test
  void interruptingABlockingCallWhoseExchangeRunsOnItsThreadCancelsItAtOnce() throws Exception {
    CountDownLatch received = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger calls = new AtomicInteger();
    try (FakeHttpServer server = FakeHttpServer.answeringCalls((exchange, request) -> {
          // Never answers while the test runs: only an interrupt can end the call before its
          // timeout.
          calls.incrementAndGet();
          received.countDown();
          await(release);
          exchange.sendResponseHeaders(503, -1);
        });
        McpClient client = TestServers.http(server.uri())
            .protocolEra(ProtocolEra.LEGACY)
            .defaultTimeout(Duration.ofSeconds(50))
            .connect()) {
      CompletableFuture<Throwable> failure = new CompletableFuture<>();
      CompletableFuture<Boolean> stillInterrupted = new CompletableFuture<>();
      Thread caller = new Thread(() -> {
        try {
          client.callTool("echo", Map.of("message", "hi"));
          failure.complete(new AssertionError("the call returned"));
        } catch (RuntimeException e) {
          failure.complete(e);
        }
        stillInterrupted.complete(Thread.currentThread().isInterrupted());
      });
      caller.start();
      assertThat(received.await(BOUND.toSeconds(), TimeUnit.SECONDS)).isTrue();

      caller.interrupt();

      assertThat(failure).succeedsWithin(BOUND).isInstanceOf(CancellationException.class);
      assertThat(stillInterrupted).succeedsWithin(BOUND).isEqualTo(true);
      release.countDown();
      // As any interrupted call: the server is told on the wire, and nothing stays pending.
      assertThat(nextCancellation(server)).contains("\"requestId\"");
      Awaitility.await().atMost(BOUND).until(() -> client.pendingRequests() == 0);
      // The interrupt closed the caller's connection, not the server's: the call is not sent
      // again (the server may be running it) and the client stays open.
      assertThat(calls).hasValue(1);
      assertThat(client.isClosed()).isFalse();
    } finally {
      release.countDown();
    }
  }

  private static String nextCancellation(FakeHttpServer server) throws InterruptedException {
    while (true) {
      String body = server.next(BOUND).body();
      if (body.contains("notifications/cancelled")) {
        return body;
      }
    }
  }

  private static OutputStream open(HttpExchange exchange) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
    exchange.sendResponseHeaders(200, 0);
    return exchange.getResponseBody();
  }

  private static void event(OutputStream out, String data) throws IOException {
    out.write(("data: " + data + "\n\n").getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(20, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
