package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.internal.base.Json;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An HTTP answer that is not an MCP message fails its call at once with an {@link HttpException} saying what came
 * (status, URL, content type, Retry-After, the start of the body), never with a JSON-RPC error the server did not send;
 * one the server did send reaches the caller as it is, whatever the status. Each answer comes from the JDK's HTTP server
 * in this JVM, for tools/call only; everything else is a well-behaved 2025 server.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HttpAnswersTest {
  /** Longer than any test may take: a failure that waited for it would fail the test instead. */
  private static final Duration DEADLINE = Duration.ofSeconds(45);

  interface CallAnswer {
    void answer(HttpExchange exchange, String id) throws IOException;
  }

  private static FakeHttpServer server(CallAnswer call) {
    return FakeHttpServer.answeringCalls((exchange, request) ->
        call.answer(exchange, Json.mapper().readTree(request.body()).get("id").toString()));
  }

  private static McpClient connect(URI uri) {
    return TestServers.http(uri)
        .protocolEra(ProtocolEra.LEGACY)
        .defaultTimeout(DEADLINE)
        .connect();
  }

  @Test
  void aProxysHtmlPageWithA200FailsTheCallAtOnceNamingItsContentType() {
    try (FakeHttpServer server = server((exchange, id) -> FakeHttpServer.respond(
            exchange,
            200,
            "text/html; charset=utf-8",
            "<html><body>Gateway says hi</body></html>"));
        McpClient client = connect(server.uri())) {
      assertThatThrownBy(() -> client.callTool("echo", Map.of()))
          .isInstanceOfSatisfying(HttpException.class, e -> {
            assertThat(e.status()).isEqualTo(200);
            assertThat(e.contentType()).isEqualTo("text/html; charset=utf-8");
            assertThat(e.bodyExcerpt()).isEqualTo("<html><body>Gateway says hi</body></html>");
          })
          .hasMessage("Server 'json-fake': HTTP 200 OK from " + server.uri()
              + ": the answer, with Content-Type 'text/html; charset=utf-8', is neither an event stream nor a "
              + "JSON-RPC message (body: <html><body>Gateway says hi</body></html>)");
      assertThat(client.isClosed()).isFalse();
    }
  }

  @Test
  void jsonThatIsNoJsonRpcMessageFailsTheCallAtOnceNamingItsContentType() {
    try (FakeHttpServer server = server((exchange, id) ->
            FakeHttpServer.respond(exchange, 200, "application/json", "{\"status\":\"ok\"}"));
        McpClient client = connect(server.uri())) {
      assertThatThrownBy(() -> client.callTool("echo", Map.of()))
          .isInstanceOf(HttpException.class)
          .hasMessageContaining(
              "with Content-Type 'application/json', is neither an event stream nor a JSON-RPC "
                  + "message (body: {\"status\":\"ok\"})");
    }
  }

  @Test
  void aServerErrorPageIsAnHttpExceptionWithABoundedExcerpt() {
    String page = "<html>" + "Internal error, ".repeat(1000) + "</html>";
    try (FakeHttpServer server =
            server((exchange, id) -> FakeHttpServer.respond(exchange, 500, "text/html", page));
        McpClient client = connect(server.uri())) {
      assertThatThrownBy(() -> client.callTool("echo", Map.of()))
          .isNotInstanceOf(ProtocolErrorException.class)
          .isInstanceOfSatisfying(HttpException.class, e -> {
            assertThat(e.status()).isEqualTo(500);
            assertThat(e.url()).isEqualTo(server.uri());
            assertThat(e.bodyExcerpt())
                .startsWith("<html>Internal error, ")
                .contains("… (")
                .endsWith(" characters)");
            assertThat(e.getMessage()).hasSizeLessThan(400);
          });
    }
  }

  @Test
  void aRedirectIsNotFollowedAndSaysWhereItPointed() {
    try (FakeHttpServer server = server((exchange, id) -> {
          exchange.getResponseHeaders().set("Location", "https://elsewhere.example/mcp");
          FakeHttpServer.respond(exchange, 307, "text/plain", "");
        });
        McpClient client = connect(server.uri())) {
      Expect.httpFailure(() -> client.callTool("echo", Map.of()), 307)
          .hasMessage("Server 'json-fake': HTTP 307 Temporary Redirect from " + server.uri()
              + ": redirects are not followed (Location: https://elsewhere.example/mcp)");
    }
  }

  @Test
  void a503WithoutRetryAfterFailsAtOnce() {
    try (FakeHttpServer server = server(
            (exchange, id) -> FakeHttpServer.respond(exchange, 503, "text/plain", "maintenance"));
        McpClient client = connect(server.uri())) {
      assertThatThrownBy(() -> client.callTool("echo", Map.of()))
          .isInstanceOfSatisfying(HttpException.class, e -> {
            assertThat(e.status()).isEqualTo(503);
            assertThat(e.retryAfter()).isEmpty();
            assertThat(e.bodyExcerpt()).isEqualTo("maintenance");
          });
    }
  }

  @Test
  void aJsonRpcErrorTheServerSentWithAnErrorStatusReachesTheCallerAsSent() {
    try (FakeHttpServer server = server((exchange, id) -> FakeHttpServer.respond(
            exchange,
            400,
            "application/json",
            "{\"jsonrpc\":\"2.0\",\"id\":" + id
                + ",\"error\":{\"code\":-32602,\"message\":\"Unknown tool: echo\"}}"));
        McpClient client = connect(server.uri())) {
      assertThatThrownBy(() -> client.callTool("echo", Map.of()))
          .isInstanceOfSatisfying(
              ProtocolErrorException.class, e -> assertThat(e.code()).isEqualTo(-32602))
          .hasMessage(
              "Server 'json-fake' answered tools/call echo with JSON-RPC error -32602: Unknown tool: echo");
    }
  }
}
