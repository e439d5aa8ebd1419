package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.VersionMismatchException;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.schema.ToolDefinition;
import dev.imcp.testing.HttpTestServer;
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

/**
 * The 2026-07-28 revision over Streamable HTTP against a real TS SDK v2 HTTP server (test-servers/modern-server.mjs
 * http): found by the server/discover probe, no session, the per-request headers the server checks, input rounds,
 * change notifications on subscriptions/listen, and cancellation by closing the request's stream.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ModernHttpTest {
  private static HttpTestServer modern;
  private static HttpTestServer dual;

  @BeforeAll
  static void startServers() {
    modern = HttpTestServer.modern("reject");
    dual = HttpTestServer.modern("serve");
  }

  @AfterAll
  static void stopServers() {
    modern.close();
    dual.close();
  }

  @Test
  void theProbeFinds2026AndCallsCarryTheHeadersTheServerChecks() {
    try (McpClient client = TestServers.http(modern.uri()).connect()) {
      assertThat(client.protocolVersion()).isEqualTo("2026-07-28");
      assertThat(client.serverName()).isEqualTo("modern-test-server");
      assertThat(client.listTools())
          .extracting(ToolDefinition::name)
          .contains("echo", "greet", "steps", "hang");
      // The server refuses a tools/call whose Mcp-Name does not mirror params.name (-32020): this
      // one went through.
      assertThat(client.callTool("echo", Map.of("message", "héllo ✓")).text())
          .isEqualTo("Echo: héllo ✓");
      client.ping();
    }
  }

  @Test
  void aToolNameThatIsNotPlainAsciiGoesInMcpNameAsBase64AndTheServerAcceptsIt() {
    try (McpClient client = TestServers.http(modern.uri()).connect()) {
      client.callTool("add_tool", Map.of("name", "grüße"));

      ToolResult result = client.callTool(
          "grüße", Map.of(), CallOptions.defaults().withToolErrors(ToolErrors.RETURN));

      assertThat(result.isError()).isFalse();
    }
  }

  @Test
  void anAnnotatedArgumentIsMirroredIntoItsHeaderEvenOnACallBeforeAnyListing() {
    try (McpClient client = TestServers.http(modern.uri()).connect()) {
      // The server refuses a call whose Mcp-Param-Region is missing or differs from the argument
      // (-32020).
      assertThat(client
              .callTool("regional", Map.of("region", "eu-west-3", "query", "q"))
              .text())
          .isEqualTo("in eu-west-3");
      assertThat(client.callTool("regional", Map.of("region", "Zürich")).text())
          .isEqualTo("in Zürich");
    }
  }

  @Test
  void aToolWithAnInvalidHeaderAnnotationIsLeftOutOverHttpAsTheSpecificationRequires() {
    try (McpClient client = TestServers.http(modern.uri()).connect()) {
      assertThat(client.listTools())
          .extracting(ToolDefinition::name)
          .contains("regional")
          .doesNotContain("bad_header");
    }
  }

  @Test
  void aDualEraServerIsSpokenToIn2026AndIn2025WhenPinned() {
    try (McpClient auto = TestServers.http(dual.uri()).connect();
        McpClient pinned =
            TestServers.http(dual.uri()).protocolEra(ProtocolEra.LEGACY).connect()) {
      assertThat(auto.protocolVersion()).isEqualTo("2026-07-28");
      assertThat(pinned.protocolVersion()).isEqualTo("2025-11-25");
      assertThat(auto.callTool("echo", Map.of("message", "new")).text()).isEqualTo("Echo: new");
      assertThat(pinned.callTool("echo", Map.of("message", "old")).text()).isEqualTo("Echo: old");
    }
  }

  @Test
  void a2026OnlyServerRefusesTheHandshakeWithAVersionMismatch() {
    assertThatThrownBy(
            () -> TestServers.http(modern.uri()).protocolEra(ProtocolEra.LEGACY).connect())
        .isInstanceOf(VersionMismatchException.class)
        .hasMessageContaining("speaks MCP 2026-07-28");
  }

  @Test
  void pinning2026AgainstA2025ServerFailsToConnectSayingSo() {
    try (HttpTestServer everything = HttpTestServer.everything(null)) {
      assertThatThrownBy(() ->
              TestServers.http(everything.uri()).protocolEra(ProtocolEra.MODERN).connect())
          .isInstanceOf(VersionMismatchException.class)
          .hasMessageStartingWith(
              "Server '" + everything.uri() + "' speaks MCP no 2026-07-28 (server/discover: ");
    }
  }

  @Test
  void inputRequiredRoundsAreAnsweredByTheHandlerOverHttp() {
    List<Map<String, Object>> asked = new CopyOnWriteArrayList<>();
    try (McpClient client = TestServers.http(modern.uri())
        .requestHandler("elicitation/create", Expect.namedAda(asked))
        .connect()) {
      assertThat(client.callTool("greet", Map.of()).text()).isEqualTo("Hello, Ada!");
      assertThat(client.callTool("steps", Map.of()).text()).isEqualTo("done after step-2");
      Expect.askedForAName(asked);
    }
  }

  @Test
  void aTimedOutCallsStreamIsClosedWhichIsItsCancellationIn2026() {
    try (McpClient client = TestServers.http(modern.uri()).connect()) {
      int before =
          client.pendingRequests(); // the subscriptions/listen request lasts as long as the session
      assertThatThrownBy(() -> client.callTool(
              "hang", Map.of(), CallOptions.defaults().withTimeout(Duration.ofMillis(300))))
          .isInstanceOf(McpTimeoutException.class)
          .hasMessageMatching(
              "Server 'modern-test-server' did not answer tools/call hang \\(request \\d+\\) within \\d+ ms");

      assertThat(modern.await(line -> line.equals("aborted hang"), Duration.ofSeconds(10)))
          .as("the server saw the stream close")
          .isTrue();
      assertThat(client.pendingRequests()).isEqualTo(before);
      assertThat(client.callTool("echo", Map.of("message", "after")).text())
          .isEqualTo("Echo: after");
    }
  }

  @Test
  void aCancelledCallsStreamIsClosed() {
    try (HttpTestServer own = HttpTestServer.modern("reject");
        McpClient client = TestServers.http(own.uri()).connect()) {
      CompletableFuture<ToolResult> hanging = client.callToolAsync("hang", Map.of());
      assertThat(own.await(line -> line.equals("started hang"), Duration.ofSeconds(10)))
          .isTrue();

      assertThat(hanging.cancel(true)).isTrue();

      assertThatThrownBy(hanging::join).isInstanceOf(CancellationException.class);
      assertThat(own.await(line -> line.equals("aborted hang"), Duration.ofSeconds(10)))
          .as("the server saw the stream close")
          .isTrue();
    }
  }

  @Test
  void aChangedToolListArrivesOnTheListenStream() throws Exception {
    try (HttpTestServer own = HttpTestServer.modern("reject")) {
      Expect.aChangedToolListArrives(TestServers.http(own.uri()));
    }
  }

  @Test
  void theFirstCallWaitsUntilTheServerHasTakenTheListenRequest() throws Exception {
    CountDownLatch callArrived = new CountDownLatch(1);
    AtomicBoolean overtaken = new AtomicBoolean();
    try (FakeHttpServer server = FakeHttpServer.answering((exchange, request) -> {
          JsonNode message = Json.mapper().readTree(request.body());
          String method = message.path("method").asString("");
          String id = message.path("id").toString();
          if (method.equals("server/discover")) {
            FakeHttpServer.respond(exchange, 200, "application/json", answer(id, DISCOVERED));
          } else if (method.equals("subscriptions/listen")) {
            // Its headers are held back: a call sent meanwhile could change the tool list
            // before the server knows whom to tell.
            try {
              overtaken.set(callArrived.await(300, TimeUnit.MILLISECONDS));
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, 0);
            exchange.getResponseBody().flush();
          } else {
            callArrived.countDown();
            FakeHttpServer.respond(exchange, 200, "application/json", answer(id, CALLED));
          }
        });
        McpClient client = TestServers.http(server.uri()).connect()) {
      assertThat(client.callTool("echo", Map.of()).text()).isEqualTo("ok");
      assertThat(overtaken).isFalse();
    }
  }

  private static final String DISCOVERED =
      "{\"resultType\":\"complete\",\"supportedVersions\":[\"2026-07-28\"],"
          + "\"capabilities\":{\"tools\":{\"listChanged\":true}},"
          + "\"_meta\":{\"io.modelcontextprotocol/serverInfo\":{\"name\":\"listen-fake\",\"version\":\"1\"}}}";
  private static final String CALLED =
      "{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\"ok\"}]}";

  private static String answer(String id, String result) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + result + "}";
  }
}
