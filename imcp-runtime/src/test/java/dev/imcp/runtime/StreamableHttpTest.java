package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.session.ProtocolVersions;
import dev.imcp.schema.ToolDefinition;
import dev.imcp.testing.HttpTestServer;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;

/** The client over Streamable HTTP (2025-11-25): server-everything for the protocol, the JDK's HTTP server for faults. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class StreamableHttpTest {
  private static HttpTestServer everything;

  @BeforeAll
  static void startServer() {
    everything = HttpTestServer.everything(null);
  }

  @AfterAll
  static void stopServer() {
    everything.close();
  }

  @Test
  void connectsListsToolsAndCallsEcho() {
    try (McpClient client = TestServers.http(everything.uri()).connect()) {
      assertThat(client.protocolVersion()).isEqualTo(ProtocolVersions.newest());
      assertThat(client.serverName()).isEqualTo("mcp-servers/everything");
      assertThat(client.serverPid()).isEmpty();
      assertThat(client.listTools())
          .extracting(ToolDefinition::name)
          .contains("echo", "get-sum", "trigger-long-running-operation");
      assertThat(client.callTool("echo", Map.of("message", "héllo ✓")).text())
          .isEqualTo("Echo: héllo ✓");
      client.ping();
    }
  }

  @Test
  void deliversProgressFromTheSseAnswerBeforeTheResult() {
    try (McpClient client = TestServers.http(everything.uri()).connect()) {
      Expect.progressComesBeforeTheResult(client, CallOptions.defaults());
    }
  }

  @Test
  void answersTheServersRequestArrivingOnTheSseAnswerWithAPost() {
    Expect.theSamplingRequestIsAnswered(TestServers.http(everything.uri()), "sampled over http!");
  }

  @Test
  void messagesOutsideAnyRequestArriveOnTheGetStream() throws InterruptedException {
    CountDownLatch twoLogged = new CountDownLatch(2);
    try (McpClient client = TestServers.http(everything.uri())
        .notificationListener((method, params) -> {
          if (method.equals("notifications/message")) {
            twoLogged.countDown();
          }
        })
        .connect()) {
      client.callTool("toggle-simulated-logging", Map.of());

      // One message at once, then one every 5 s, long after the call's answer: only the GET stream
      // can carry those.
      assertThat(twoLogged.await(20, TimeUnit.SECONDS)).isTrue();
      assertThat(everything.await(
              line -> line.startsWith("Establishing new SSE stream for session "),
              Duration.ofSeconds(5)))
          .isTrue();
    }
  }

  @Test
  void aBlockingCallFromTheThreadThatReadTheAnswerIsRefused() {
    CountDownLatch attached = new CountDownLatch(1);
    try (FakeHttpServer server = FakeHttpServer.answering((exchange, request) -> {
          if (request.body().contains("\"tools/call\"")) {
            // Held until the callback is attached, so that the thread reading the answer is the one
            // that runs it.
            try {
              attached.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            String id = Json.mapper().readTree(request.body()).get("id").toString();
            FakeHttpServer.respond(
                exchange,
                200,
                "application/json",
                "{\"jsonrpc\":\"2.0\",\"id\":" + id
                    + ",\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"ok\"}]}}");
          } else {
            jsonServer(exchange, request);
          }
        });
        McpClient client = TestServers.http(server.uri()).connect()) {
      CompletableFuture<ToolResult> nested = client
          .callToolAsync("echo", Map.of("message", "outer"))
          .thenApply(outer -> client.callTool("echo", Map.of("message", "inner")));
      attached.countDown();

      assertThatThrownBy(nested::join)
          .hasRootCauseInstanceOf(IllegalStateException.class)
          .hasRootCauseMessage(
              "A blocking MCP call from the client's own threads would wait for itself; use the async API in listeners");
    }
  }

  @Test
  void aCallTimesOutWhileTheServerWorksOnAndTheSessionGoesOn() {
    try (McpClient client = TestServers.http(everything.uri()).connect()) {
      assertThatThrownBy(() -> client.callTool(
              "trigger-long-running-operation",
              Map.of("duration", 30, "steps", 30),
              CallOptions.defaults().withTimeout(Duration.ofMillis(300))))
          .isInstanceOf(McpTimeoutException.class)
          .hasMessageMatching(
              "Server 'mcp-servers/everything' did not answer tools/call trigger-long-running-operation "
                  + "\\(request \\d+\\) within \\d+ ms");

      assertThat(client.pendingRequests()).isZero();
      assertThat(client.callTool("echo", Map.of("message", "still here")).text())
          .isEqualTo("Echo: still here");
    }
  }

  @Test
  void aCancelledCallLeavesNothingPendingAndTheSessionGoesOn() {
    try (McpClient client = TestServers.http(everything.uri()).connect()) {
      CompletableFuture<ToolResult> call = client.callToolAsync(
          "trigger-long-running-operation", Map.of("duration", 30, "steps", 30));

      assertThat(call.cancel(true)).isTrue();
      assertThatThrownBy(call::join).isInstanceOf(CancellationException.class);
      assertThat(client.pendingRequests()).isZero();
      assertThat(client.callTool("echo", Map.of("message", "after cancel")).text())
          .isEqualTo("Echo: after cancel");
    }
  }

  @Test
  void closeEndsTheSessionWithDelete() {
    McpClient client = TestServers.http(everything.uri()).connect();
    client.callTool("echo", Map.of("message", "hi"));

    client.close();

    assertThat(everything.await(
            line -> line.startsWith("Received session termination request for session "),
            Duration.ofSeconds(10)))
        .as("server-everything saw the DELETE")
        .isTrue();
    assertThatThrownBy(() -> client.callTool("echo", Map.of("message", "late")))
        .isInstanceOf(TransportException.class)
        .hasMessage("Client for 'mcp-servers/everything' is closed");
  }

  @Test
  void aRefusedConnectionFailsTheConnectAtOnce() {
    int port = HttpTestServer.freePort();
    String url = "http://127.0.0.1:" + port + "/mcp";

    assertThatThrownBy(() -> TestServers.http(URI.create(url)).connect())
        .isInstanceOfSatisfying(
            TransportException.class, e -> assertThat(e.httpStatus()).isEmpty())
        .hasMessage("Server '" + url + "': cannot reach " + url + ": connection refused");
  }

  @Test
  void unauthorizedNamesTheEndpointAndWhatToConfigureWithoutTheToken() throws InterruptedException {
    try (FakeHttpServer server = FakeHttpServer.status(401)) {
      String url = server.uri().toString();

      assertThatThrownBy(() -> TestServers.http(server.uri())
              .bearerToken("s3cret-token")
              .header("X-Api-Key", "k3y-value")
              .connect())
          .isInstanceOfSatisfying(HttpException.class, e -> {
            assertThat(e.status()).isEqualTo(401);
            assertThat(e.url()).isEqualTo(server.uri());
            assertThat(e.bodyExcerpt()).isEqualTo("no");
          })
          .hasMessage("Server '" + url + "': HTTP 401 Unauthorized from " + url
              + ": the server refused the bearer token "
              + "sent; configure HttpClientBuilder.bearerToken(…) or HttpClientBuilder.header(…) with what it expects"
              + " (body: no)");

      FakeHttpServer.Seen initialize = server.next(Duration.ofSeconds(5));
      assertThat(initialize.method()).isEqualTo("POST");
      assertThat(initialize.headers().getFirst("Authorization")).isEqualTo("Bearer s3cret-token");
      assertThat(initialize.headers().getFirst("X-Api-Key")).isEqualTo("k3y-value");
      assertThat(initialize.headers().getFirst("Accept"))
          .isEqualTo("application/json, text/event-stream");
      assertThat(initialize.headers().getFirst("Mcp-Session-Id")).isNull();
    }
  }

  @Test
  void forbiddenWithoutCredentialsSaysNoneWereSent() {
    try (FakeHttpServer server = FakeHttpServer.status(403)) {
      String url = server.uri().toString();

      assertThatThrownBy(() -> TestServers.http(server.uri()).connect())
          .isInstanceOfSatisfying(
              HttpException.class, e -> assertThat(e.httpStatus()).hasValue(403))
          .hasMessage("Server '" + url + "': HTTP 403 Forbidden from " + url
              + ": the server requires credentials, and "
              + "none were sent; configure HttpClientBuilder.bearerToken(…) or HttpClientBuilder.header(…) with what it expects"
              + " (body: no)");
    }
  }

  @Test
  void aServerThatNeverAnswersTimesOutTheConnect() {
    try (FakeHttpServer server = FakeHttpServer.silent()) {
      String url = server.uri().toString();

      assertThatThrownBy(() -> TestServers.http(server.uri())
              .initializeTimeout(Duration.ofMillis(300))
              .connect())
          .isInstanceOf(McpTimeoutException.class)
          .hasMessageMatching("Server '" + url.replace(".", "\\.")
              + "' did not answer server/discover \\(request 1\\) within \\d+ ms");
    }
  }

  @Test
  void theSessionIdAndVersionGoWithEveryLaterRequestAndAJsonAnswerIsRead()
      throws InterruptedException {
    try (FakeHttpServer server = FakeHttpServer.answering(StreamableHttpTest::jsonServer)) {
      try (McpClient client = TestServers.http(server.uri()).connect()) {
        assertThat(client.listTools()).extracting(ToolDefinition::name).containsExactly("only");
      }

      FakeHttpServer.Seen discover = server.next(Duration.ofSeconds(5));
      FakeHttpServer.Seen initialize = server.next(Duration.ofSeconds(5));
      FakeHttpServer.Seen initialized = server.next(Duration.ofSeconds(5));
      // The GET stream opens once notifications/initialized is accepted, alongside the first call.
      List<FakeHttpServer.Seen> rest = List.of(
          server.next(Duration.ofSeconds(5)),
          server.next(Duration.ofSeconds(5)),
          server.next(Duration.ofSeconds(5)));
      FakeHttpServer.Seen get = rest.stream()
          .filter(request -> request.method().equals("GET"))
          .findFirst()
          .orElseThrow();
      FakeHttpServer.Seen list = rest.stream()
          .filter(request -> request.method().equals("POST"))
          .findFirst()
          .orElseThrow();
      FakeHttpServer.Seen delete = rest.stream()
          .filter(request -> request.method().equals("DELETE"))
          .findFirst()
          .orElseThrow();
      assertThat(get.headers().getFirst("Accept")).isEqualTo("text/event-stream");
      // The probe: a 2025 server answers server/discover with an error (here HTTP 500), and
      // initialize follows.
      assertThat(discover.body()).contains("\"server/discover\"");
      assertThat(discover.headers().getFirst("MCP-Protocol-Version")).isEqualTo("2026-07-28");
      assertThat(discover.headers().getFirst("Mcp-Method")).isEqualTo("server/discover");
      assertThat(initialize.body()).contains("\"initialize\"");
      assertThat(initialize.headers().getFirst("MCP-Protocol-Version")).isNull();
      assertThat(initialize.headers().getFirst("Mcp-Method")).isNull();
      assertThat(initialized.body()).contains("notifications/initialized");
      assertThat(List.of(initialized, get, list, delete)).allSatisfy(request -> {
        assertThat(request.headers().getFirst("Mcp-Session-Id")).isEqualTo("session-7");
        assertThat(request.headers().getFirst("MCP-Protocol-Version")).isEqualTo("2025-06-18");
      });
      assertThat(delete.method()).isEqualTo("DELETE");
    }
  }

  @Test
  void aCallWaitsUntilTheNotificationSentBeforeItIsAccepted() throws InterruptedException {
    CountDownLatch callArrived = new CountDownLatch(1);
    AtomicBoolean overtaken = new AtomicBoolean();
    try (FakeHttpServer server = FakeHttpServer.answering((exchange, request) -> {
          if (request.body().contains("notifications/initialized")) {
            // Its acceptance is held back: a call sent meanwhile would overtake it
            // (server-everything would not know
            // the tools it registers on it yet).
            try {
              overtaken.set(callArrived.await(300, TimeUnit.MILLISECONDS));
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          } else if (request.body().contains("tools/list")) {
            callArrived.countDown();
          }
          jsonServer(exchange, request);
        });
        McpClient client = TestServers.http(server.uri()).connect()) {
      assertThat(client.listTools()).extracting(ToolDefinition::name).containsExactly("only");
      assertThat(overtaken).isFalse();
    }
  }

  @Test
  void aSessionTheServerEndsAgainRightAfterANewOneStartedClosesTheClientSayingSo() {
    try (FakeHttpServer server = FakeHttpServer.answering(StreamableHttpTest::jsonServer);
        McpClient client = TestServers.http(server.uri()).connect()) {
      String expected = "Server 'json-fake': the server at " + server.uri()
          + " ended the session (HTTP 404) again, right " + "after a new one started";

      // The fake announces no resources, so the typed list would not ask: send the request itself.
      Expect.httpFailure(
              () -> client.await(
                  client.requestAsync("resources/list", Map.of(), CallOptions.defaults())),
              404)
          .hasMessage(expected);
      assertThatThrownBy(client::listTools)
          .isInstanceOf(TransportException.class)
          .hasMessage(expected);
    }
  }

  @Test
  void anHttpErrorAnswerFailsOnlyItsOwnRequest() {
    try (FakeHttpServer server = FakeHttpServer.answering(StreamableHttpTest::jsonServer);
        McpClient client = TestServers.http(server.uri()).connect()) {
      String url = server.uri().toString();

      assertThatThrownBy(() -> client.callTool("broken", null))
          .isInstanceOfSatisfying(HttpException.class, e -> {
            assertThat(e.status()).isEqualTo(500);
            assertThat(e.contentType()).isEqualTo("text/plain");
            assertThat(e.bodyExcerpt()).isEqualTo("database on fire");
            assertThat(e.retryAfter()).isEmpty();
          })
          .hasMessage("Server 'json-fake': HTTP 500 Internal Server Error from " + url
              + " (body: database on fire)");
      assertThat(client.listTools()).extracting(ToolDefinition::name).containsExactly("only");
    }
  }

  @Test
  void anSseAnswerThatBreaksOffFailsItsCallAtOnceAfterItsProgress() {
    List<Progress> progress = new CopyOnWriteArrayList<>();
    try (FakeHttpServer server = FakeHttpServer.answering(StreamableHttpTest::jsonServer);
        McpClient client = TestServers.http(server.uri()).connect()) {
      String url = server.uri().toString();

      Expect.httpFailure(
              () -> client.callTool(
                  "breaks", null, CallOptions.defaults().withProgress(progress::add)),
              200)
          // The end is the library's own words for the cut.
          .hasMessageStartingWith("Server 'json-fake': HTTP 200 OK from " + url
              + ": the event stream broke off before the response: ");
      assertThat(progress).extracting(Progress::progress).containsExactly(1.0);
      assertThat(client.listTools()).extracting(ToolDefinition::name).containsExactly("only");
    }
  }

  /** An SSE answer that promises 1000 bytes, sends one progress event and ends the connection. */
  private static void breakOff(com.sun.net.httpserver.HttpExchange exchange, String token)
      throws java.io.IOException {
    exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
    exchange.sendResponseHeaders(200, 1000);
    java.io.OutputStream out = exchange.getResponseBody();
    out.write(
        ("data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":"
                + token + ",\"progress\":1}}\n\n")
            .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    out.flush();
    exchange.close();
  }

  /**
   * Just enough of a 2025 server, answering with plain JSON: initialize, tools/list, and tool calls that fail (HTTP 500,
   * or {@code breaks}: an SSE answer cut off), and a 404 for resources/list as if the session had expired.
   */
  static void jsonServer(com.sun.net.httpserver.HttpExchange exchange, FakeHttpServer.Seen request)
      throws java.io.IOException {
    if (!request.method().equals("POST")) {
      FakeHttpServer.respond(exchange, 405, "text/plain", ""); // no GET stream; DELETE not allowed
      return;
    }
    JsonNode message = Json.mapper().readTree(request.body());
    String method = message.path("method").asString("");
    if (!message.has("id")) {
      FakeHttpServer.respond(exchange, 202, "text/plain", "");
      return;
    }
    String id = message.get("id").toString();
    switch (method) {
      case "initialize" -> {
        exchange.getResponseHeaders().set("Mcp-Session-Id", "session-7");
        FakeHttpServer.respond(
            exchange,
            200,
            "application/json",
            "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{"
                + "\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"json-fake\",\"version\":\"1\"}}}");
      }
      case "tools/list" ->
        FakeHttpServer.respond(
            exchange,
            200,
            "application/json",
            "{\"jsonrpc\":\"2.0\",\"id\":" + id
                + ",\"result\":{\"tools\":[{\"name\":\"only\",\"inputSchema\":{\"type\":\"object\"}}]}}");
      case "resources/list" -> FakeHttpServer.respond(exchange, 404, "text/plain", "");
      case "tools/call" -> {
        if (message.path("params").path("name").asString("").equals("breaks")) {
          breakOff(
              exchange,
              message.path("params").path("_meta").path("progressToken").toString());
        } else {
          FakeHttpServer.respond(exchange, 500, "text/plain", "database on fire");
        }
      }
      default -> FakeHttpServer.respond(exchange, 500, "text/plain", "database on fire");
    }
  }

  @Test
  void sequentialCallsShareOneKeepAliveConnection() {
    java.util.Set<Integer> ports = java.util.concurrent.ConcurrentHashMap.newKeySet();
    java.util.concurrent.atomic.AtomicInteger calls =
        new java.util.concurrent.atomic.AtomicInteger();
    try (FakeHttpServer server = FakeHttpServer.answering((exchange, request) -> {
          if (!request.body().contains("\"tools/call\"")) {
            jsonServer(exchange, request);
            return;
          }
          calls.incrementAndGet();
          ports.add(exchange.getRemoteAddress().getPort());
          FakeHttpServer.respond(
              exchange,
              200,
              "application/json",
              "{\"jsonrpc\":\"2.0\",\"id\":"
                  + Json.mapper().readTree(request.body()).get("id")
                  + ",\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"ok\"}]}}");
        });
        McpClient client = TestServers.http(server.uri()).connect()) {
      for (int i = 0; i < 10; i++) {
        assertThat(client.callTool("only", Map.of("n", i)).text()).isEqualTo("ok");
      }
    }

    assertThat(calls).hasValue(10);
    assertThat(ports).as("client ports of the calls").hasSize(1);
  }

  @Test
  void headersAreCheckedWhereTheyAreSetWithoutQuotingTheirValues() {
    HttpClientBuilder builder = McpClient.http(URI.create("https://mcp.example.com/mcp"));

    assertThatThrownBy(() -> builder.header("Mcp-Session-Id", "mine"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Header 'Mcp-Session-Id' is set by the transport itself");
    assertThatThrownBy(() -> builder.header("X-Key", "line\r\nbreak-secret"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Header 'X-Key' cannot be sent: its value holds a line break or another control character");
    assertThatThrownBy(() -> builder.header("Bad Name", "v"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Header 'Bad Name' cannot be sent: its name is not a token");
    assertThatThrownBy(() -> builder.header("Host", "elsewhere"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Header 'Host' is set by the transport itself");
    assertThatThrownBy(() -> builder.bearerToken(" "))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("A bearer token is non-blank text without control characters");
  }

  @Test
  void onlyHttpAndHttpsUrlsWithAHostAreServers() {
    assertThatThrownBy(() -> McpClient.http(URI.create("ftp://user:pw@example.com/mcp?key=secret")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "An MCP server URL is http://… or https://… with a host, got ftp://example.com/mcp");
  }
}
