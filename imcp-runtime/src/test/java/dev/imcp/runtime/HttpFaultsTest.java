package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.testing.HttpTestServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What the HTTP transport does when the server misbehaves or goes away: each fault a clear error or a documented
 * recovery, never a hang. Faults come from real processes: the JDK's HTTP server in this JVM, or fakes/http-faults.mjs.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HttpFaultsTest {
  private static HttpClientBuilder client(URI uri) {
    return TestServers.http(uri).protocolEra(ProtocolEra.LEGACY);
  }

  private static String id(FakeHttpServer.Seen request) {
    return Json.mapper().readTree(request.body()).get("id").toString();
  }

  private static void result(HttpExchange exchange, String id, String text) throws IOException {
    FakeHttpServer.respond(
        exchange,
        200,
        "application/json",
        "{\"jsonrpc\":\"2.0\",\"id\":" + id
            + ",\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"" + text + "\"}]}}");
  }

  private static void busy(HttpExchange exchange, int status, String retryAfter)
      throws IOException {
    exchange.getResponseHeaders().set("Retry-After", retryAfter);
    FakeHttpServer.respond(exchange, status, "text/plain", "busy");
  }

  @Test
  void a503WithRetryAfterIsSentAgainAfterTheWait() throws InterruptedException {
    AtomicInteger calls = new AtomicInteger();
    try (FakeHttpServer server = FakeHttpServer.answeringCalls((exchange, request) -> {
          if (calls.incrementAndGet() == 1) {
            busy(exchange, 503, "0");
          } else {
            result(exchange, id(request), "second time lucky");
          }
        });
        McpClient client = client(server.uri()).connect()) {
      assertThat(client.callTool("echo", Map.of("message", "hi")).text())
          .isEqualTo("second time lucky");
      assertThat(calls).hasValue(2);
    }
  }

  @Test
  void aServerThatKeepsAskingToWaitFailsTheCallAfterThreeRetries() {
    AtomicInteger calls = new AtomicInteger();
    try (FakeHttpServer server = FakeHttpServer.answeringCalls((exchange, request) -> {
          calls.incrementAndGet();
          busy(exchange, 503, "0");
        });
        McpClient client = client(server.uri()).connect()) {
      assertThatThrownBy(() -> client.callTool("echo", Map.of("message", "hi")))
          .isInstanceOfSatisfying(
              HttpException.class, e -> assertThat(e.status()).isEqualTo(503))
          .hasMessageEndingWith(
              ": the server asks to retry after 0 s, still after 3 retries (body: busy)");
      assertThat(calls).as("the call and its three retries").hasValue(4);
    }
  }

  @Test
  void a429WhoseRetryAfterIsPastTheDeadlineFailsAtOnce() {
    try (FakeHttpServer server = FakeHttpServer.answeringCalls((exchange, request) -> {
          busy(exchange, 429, "3600");
        });
        McpClient client = client(server.uri()).connect()) {
      long start = System.nanoTime();

      assertThatThrownBy(() -> client.callTool("echo", Map.of("message", "hi")))
          .isInstanceOfSatisfying(HttpException.class, e -> {
            assertThat(e.status()).isEqualTo(429);
            assertThat(e.url()).isEqualTo(server.uri());
            assertThat(e.retryAfter()).hasValue(Duration.ofHours(1));
            assertThat(e.bodyExcerpt()).isEqualTo("busy");
          })
          .hasMessage("Server 'json-fake': HTTP 429 Too Many Requests from " + server.uri()
              + ": the server asks to retry after 3600 s, past the call's deadline (body: busy)");
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    }
  }

  @Test
  void anExpiredSessionIsReplacedByANewOneAndTheRequestSentAgain() throws InterruptedException {
    AtomicInteger sessions = new AtomicInteger();
    List<String> listedWith = new CopyOnWriteArrayList<>();
    try (FakeHttpServer server = FakeHttpServer.answering((exchange, request) -> {
          String session = request.headers().getFirst("Mcp-Session-Id");
          if (request.body().contains("\"initialize\"")) {
            String id = id(request);
            exchange.getResponseHeaders().set("Mcp-Session-Id", "s" + sessions.incrementAndGet());
            FakeHttpServer.respond(
                exchange,
                200,
                "application/json",
                "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{"
                    + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"expiring\",\"version\":\"1\"}}}");
          } else if (request.method().equals("POST") && !request.body().contains("\"id\"")) {
            FakeHttpServer.respond(exchange, 202, "text/plain", "");
          } else if (request.method().equals("POST")) {
            listedWith.add(session);
            if ("s1".equals(session)) {
              FakeHttpServer.respond(exchange, 404, "text/plain", ""); // the first session expired
            } else {
              FakeHttpServer.respond(
                  exchange,
                  200,
                  "application/json",
                  "{\"jsonrpc\":\"2.0\",\"id\":" + id(request)
                      + ",\"result\":{\"tools\":[{\"name\":\"renewed\",\"inputSchema\":{\"type\":\"object\"}}]}}");
            }
          } else {
            FakeHttpServer.respond(exchange, 405, "text/plain", "");
          }
        });
        McpClient client = client(server.uri()).connect()) {
      assertThat(client.listTools()).extracting(tool -> tool.name()).containsExactly("renewed");
      assertThat(listedWith).containsExactly("s1", "s2");
      assertThat(sessions).hasValue(2);
      assertThat(client.isClosed()).isFalse();
    }
  }

  @Test
  void aSessionIsReadyOnlyOnceItsGetStreamIsAnsweredSoCallsFollowTheGet() throws Exception {
    // A server may take a GET that arrives during a call for that call's resumption (the
    // conformance suite's
    // sse-retry did, 1 run in 5): the standing GET must reach the server before the first call.
    CountDownLatch releaseGet = new CountDownLatch(1);
    CountDownLatch done = new CountDownLatch(1);
    try (FakeHttpServer server = FakeHttpServer.answering((exchange, request) -> {
      if (!request.method().equals("GET")) {
        StreamableHttpTest.jsonServer(exchange, request);
        return;
      }
      try {
        releaseGet.await(20, TimeUnit.SECONDS);
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
        exchange.sendResponseHeaders(200, 0);
        exchange.getResponseBody().flush();
        done.await(20, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      exchange.getResponseBody().close();
    })) {
      CompletableFuture<McpClient> connecting =
          client(server.uri()).initializeTimeout(Duration.ofSeconds(20)).connectAsync();
      List<String> methods = new ArrayList<>();
      while (!methods.contains("GET")) {
        FakeHttpServer.Seen seen = server.next(Duration.ofSeconds(20));
        methods.add(
            seen.method().equals("GET")
                ? "GET"
                : seen.body().replaceAll(".*\"method\":\"([^\"]+)\".*", "$1"));
      }

      assertThat(connecting).as("connected before the GET stream was answered").isNotDone();
      releaseGet.countDown();
      try (McpClient client = connecting.get(20, TimeUnit.SECONDS)) {
        client.listTools();
        assertThat(server.next(Duration.ofSeconds(20)).body()).contains("\"tools/list\"");
      }
      assertThat(methods).containsExactly("initialize", "notifications/initialized", "GET");
    } finally {
      done.countDown();
    }
  }

  @Test
  void theGetStreamDeliversNotificationsAndIsResumedWithLastEventId() throws Exception {
    CompletableFuture<String> resumedAfter = new CompletableFuture<>();
    AtomicInteger gets = new AtomicInteger();
    CountDownLatch done = new CountDownLatch(1);
    List<String> heard = new CopyOnWriteArrayList<>();
    CountDownLatch twoHeard = new CountDownLatch(2);
    try (FakeHttpServer server = FakeHttpServer.answering((exchange, request) -> {
          if (!request.method().equals("GET")) {
            StreamableHttpTest.jsonServer(exchange, request);
            return;
          }
          int n = gets.incrementAndGet();
          if (n == 2) {
            resumedAfter.complete(String.valueOf(request.headers().getFirst("Last-Event-ID")));
          }
          exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
          exchange.sendResponseHeaders(200, 0);
          OutputStream out = exchange.getResponseBody();
          out.write(("retry: 0\nid: e" + n
                  + "\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":"
                  + "{\"level\":\"info\",\"data\":\"event " + n + "\"}}\n\n")
              .getBytes(StandardCharsets.UTF_8));
          out.flush();
          if (n == 1) {
            out.close(); // the first stream ends: the client opens it again, after e1
          } else {
            try {
              done.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            out.close();
          }
        });
        McpClient client = client(server.uri())
            .notificationListener((method, params) -> {
              if (method.equals("notifications/message")) {
                heard.add(String.valueOf(params.get("data")));
                twoHeard.countDown();
              }
            })
            .connect()) {
      assertThat(twoHeard.await(20, TimeUnit.SECONDS)).isTrue();
      assertThat(client.isClosed()).isFalse();
      assertThat(heard).containsExactly("event 1", "event 2");
      assertThat(resumedAfter.get(5, TimeUnit.SECONDS)).isEqualTo("e1");
    } finally {
      done.countDown();
    }
  }

  @Test
  void anSseAnswerClosedBeforeItsResponseIsResumedWithLastEventId() throws Exception {
    CompletableFuture<String> resumedAfter = new CompletableFuture<>();
    String[] callId = new String[1];
    try (FakeHttpServer server = FakeHttpServer.answering((exchange, request) -> {
          if (request.method().equals("GET")
              && request.headers().getFirst("Last-Event-ID") != null) {
            resumedAfter.complete(String.valueOf(request.headers().getFirst("Last-Event-ID")));
            sse(
                exchange,
                "id: p2\ndata: {\"jsonrpc\":\"2.0\",\"id\":" + callId[0]
                    + ",\"result\":{\"content\":[{\"type\":\"text\","
                    + "\"text\":\"resumed\"}]}}\n\n");
          } else if (request.body().contains("\"tools/call\"")) {
            callId[0] = id(request);
            // The 2025-11-25 polling pattern: an event id, a retry delay, and the stream closed
            // before the response.
            sse(exchange, "id: p1\nretry: 0\ndata: \n\n");
          } else {
            StreamableHttpTest.jsonServer(exchange, request);
          }
        });
        McpClient client = client(server.uri()).connect()) {
      assertThat(client.callTool("echo", Map.of("message", "hi")).text()).isEqualTo("resumed");
      assertThat(resumedAfter.get(5, TimeUnit.SECONDS)).isEqualTo("p1");
    }
  }

  private static void sse(HttpExchange exchange, String events) throws IOException {
    FakeHttpServer.respond(exchange, 200, "text/event-stream", events);
  }

  @Test
  void anSseAnswerThatEndsWithoutItsResponseFailsTheCallAtOnce() {
    try (FakeHttpServer server = FakeHttpServer.answeringCalls((exchange, request) -> {
          sse(
              exchange,
              "data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\",\"data\":\"x\"}}\n\n");
        });
        McpClient client = client(server.uri()).connect()) {
      Expect.httpFailure(() -> client.callTool("echo", Map.of("message", "hi")), 200)
          .hasMessage("Server 'json-fake': HTTP 200 OK from " + server.uri()
              + ": the event stream ended without the response");
    }
  }

  @Test
  void a202ToARequestFailsItAtOnce() {
    try (FakeHttpServer server = FakeHttpServer.answeringCalls((exchange, request) -> {
          FakeHttpServer.respond(exchange, 202, "text/plain", "");
        });
        McpClient client = client(server.uri()).connect()) {
      Expect.httpFailure(() -> client.callTool("echo", Map.of("message", "hi")), 202)
          .hasMessage("Server 'json-fake': HTTP 202 Accepted from " + server.uri()
              + ": no answer to the request");
    }
  }

  @Test
  void anOversizedSseEventFailsItsCallWithoutBeingKept() {
    try (FakeHttpServer server = FakeHttpServer.answeringCalls((exchange, request) -> {
          sse(
              exchange,
              "data: {\"jsonrpc\":\"2.0\",\"id\":" + id(request)
                  + ",\"result\":{\"content\":[{\"type\":\"text\"," + "\"text\":\""
                  + "y".repeat(5000) + "\"}]}}\n\n");
        });
        McpClient client = client(server.uri()).maxMessageBytes(1024).connect()) {
      Expect.httpFailure(() -> client.callTool("echo", Map.of("message", "hi")), 200)
          .hasMessageMatching("Server 'json-fake': HTTP 200 OK from " + server.uri()
              + ": an event of 50\\d\\d bytes answers it, over the limit of 1024 bytes \\(maxMessageBytes\\); it was not "
              + "read");
    }
  }

  @Test
  void aJsonAnswerThatNeverEndsIsCutAtTheLimitAndFailsItsCallAtOnce() {
    try (HttpTestServer faults = TestServers.httpFaults();
        McpClient client = client(faults.uri()).maxMessageBytes(4 * 1024 * 1024).connect()) {
      Expect.httpFailure(() -> client.callTool("huge", Map.of()), 200)
          .hasMessage(
              "Server 'http-faults': HTTP 200 OK from " + faults.uri()
                  + ": the answer is over the limit of 4194304 bytes (maxMessageBytes); it was not read");
      assertThat(faults.await(line -> line.equals("closed huge"), Duration.ofSeconds(10)))
          .as("the connection was dropped")
          .isTrue();
      assertThat(client.callTool("echo", Map.of("message", "after")).text())
          .isEqualTo("Echo: after");
    }
  }

  /** The server was reached and answered: its head over the limit is said as that, not as a server out of reach. */
  @Test
  void anAnswerWhoseHeadIsOverTheLimitIsSaidAsThatAndClosesTheClient() {
    try (HttpTestServer faults = TestServers.httpFaults();
        McpClient client = client(faults.uri()).connect()) {
      assertThatThrownBy(() -> client.callTool("longhead", Map.of("message", "hi")))
          .isInstanceOf(TransportException.class)
          .hasMessage("Server 'http-faults': the server at " + faults.uri()
              + " sent an answer the client cannot read: "
              + "the answer's head (HTTP/1.1 200 OK) has a line longer than 8192 bytes");
      assertThat(client.isClosed()).isTrue();
    }
  }

  @Test
  void aSlowSseAnswerIsEndedByTheDeadlineAndItsStreamClosed() {
    List<Progress> progress = new CopyOnWriteArrayList<>();
    try (HttpTestServer faults = TestServers.httpFaults();
        McpClient client = client(faults.uri()).connect()) {
      assertThatThrownBy(() -> client.callTool(
              "slow",
              Map.of(),
              CallOptions.defaults()
                  .withTimeout(Duration.ofMillis(500))
                  .withProgress(progress::add)))
          .isInstanceOf(McpTimeoutException.class)
          .hasMessageMatching(
              "Server 'http-faults' did not answer tools/call slow \\(request \\d+\\) within \\d+ ms");

      assertThat(progress).extracting(Progress::progress).containsExactly(1.0);
      assertThat(faults.await(line -> line.equals("closed slow"), Duration.ofSeconds(10)))
          .as("the stream was closed")
          .isTrue();
    }
  }

  @Test
  void aCancelledCallsSseStreamIsClosed() {
    try (HttpTestServer faults = TestServers.httpFaults();
        McpClient client = client(faults.uri()).connect()) {
      CompletableFuture<ToolResult> slow = client.callToolAsync("slow", Map.of());
      assertThat(faults.await(line -> line.equals("started slow"), Duration.ofSeconds(10)))
          .isTrue();

      slow.cancel(true);

      assertThat(faults.await(line -> line.equals("closed slow"), Duration.ofSeconds(10)))
          .as("the stream was closed")
          .isTrue();
      assertThat(client.pendingRequests()).isZero();
    }
  }

  /**
   * The call goes on the session's kept-alive connection, which the server closed unanswered as it went, and is sent
   * again on a new one (HttpKeepAliveTest), or finds that closed first and opens one: either way the connect is refused,
   * which is said as that, not as a connection closed unanswered.
   */
  @Test
  void aServerThatGoesAwayMidSessionFailsTheCallAndClosesTheClient() {
    HttpTestServer faults = TestServers.httpFaults();
    try (McpClient client = client(faults.uri()).connect()) {
      faults.close();

      assertThatThrownBy(() -> client.callTool("echo", Map.of("message", "hi")))
          .isInstanceOf(TransportException.class)
          .hasMessage(
              "Server 'http-faults': cannot reach " + faults.uri() + ": connection refused");
      assertThat(client.isClosed()).isTrue();
    }
  }

  @Test
  void anErrorOnAnHttpThreadFailsWhatWaitsAndClosesTheClient() {
    try (FakeHttpServer server = FakeHttpServer.answeringCalls((exchange, request) -> {
          FakeHttpServer.respond(
              exchange,
              200,
              "application/json",
              "{\"jsonrpc\":\"2.0\",\"id\":" + id(request)
                  + ",\"result\":{\"isError\":true,\"content\":[{\"type\":\"text\",\"text\":\"no\"}]}}");
        });
        McpClient client = client(server.uri())
            .toolErrorTranslator(error -> {
              throw new OutOfMemoryError("injected by the test's translator");
            })
            .connect()) {
      assertThat(client.callToolAsync("echo", Map.of("message", "hi")))
          .failsWithin(Duration.ofSeconds(10))
          .withThrowableThat()
          .havingCause()
          .isInstanceOf(TransportException.class)
          .withMessage(
              "Server 'json-fake': the client failed and is closed: java.lang.OutOfMemoryError: injected by the test's translator")
          .havingCause()
          .isInstanceOf(OutOfMemoryError.class);
      Awaitility.await().atMost(Duration.ofSeconds(10)).until(client::isClosed);
      Expect.failsEveryCallWith(client, OutOfMemoryError.class);
    }
  }

  @Test
  void closedHttpClientsLeaveNoThreadBehind() {
    try (HttpTestServer faults = TestServers.httpFaults()) {
      for (int i = 0; i < 10; i++) {
        try (McpClient client = client(faults.uri()).connect()) {
          assertThat(client.callTool("echo", Map.of("message", "n" + i)).text())
              .isEqualTo("Echo: n" + i);
        }
      }

      assertThat(httpLibraryThreads())
          .as("HTTP library threads after 10 clients")
          .isZero();
    }
    // The shared pool's threads end a second after their last task.
    Awaitility.await()
        .atMost(Duration.ofSeconds(5))
        .untilAsserted(() -> assertThat(Thread.getAllStackTraces().keySet())
            .filteredOn(Thread::isAlive)
            .extracting(Thread::getName)
            .noneMatch(name -> name.startsWith("imcp-")));
  }

  /** Threads an HTTP library keeps per client: java.net.http's selector, Apache's dispatchers and evictors. */
  private static long httpLibraryThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .map(Thread::getName)
        .filter(name -> name.endsWith("SelectorManager")
            || name.startsWith("httpclient")
            || name.contains("connection-evictor"))
        .count();
  }

  @Test
  void theTokenAndHeaderValuesAppearInNoLogExceptionOrToString() {
    java.io.ByteArrayOutputStream log = new java.io.ByteArrayOutputStream();
    java.io.PrintStream stderr = System.err;
    String url;
    Throwable refused;
    // slf4j-simple writes to whatever System.err is at the time.
    System.setErr(new java.io.PrintStream(log, true, StandardCharsets.UTF_8));
    try (FakeHttpServer server = FakeHttpServer.status(401)) {
      url = server.uri().toString();
      HttpClientBuilder builder =
          client(server.uri()).bearerToken("s3cret-token").header("X-Api-Key", "k3y-value");
      refused = org.assertj.core.api.Assertions.catchThrowable(builder::connect);
    } finally {
      System.setErr(stderr);
    }
    String logged = log.toString(StandardCharsets.UTF_8);

    assertThat(refused)
        .isInstanceOf(TransportException.class)
        .hasMessageContaining("HTTP 401 Unauthorized from " + url);
    assertThat(logged).contains("HTTP 401 Unauthorized from " + url);
    assertThat(java.util.List.of(logged, refused.toString(), String.valueOf(refused.getCause())))
        .allSatisfy(text -> assertThat(text).doesNotContain("s3cret", "k3y-value"));
  }
}
