package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.InvalidArgumentsException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.internal.base.Json;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Everything a user passes or reads can be done without Jackson 3's types: arguments as maps or JSON text, results,
 * capabilities, notifications, server requests and error data as maps, plain values or JSON text; against the
 * reference server.
 */
class JsonAtTheEdgesTest {
  /** What get-structured-content answers, as a user's record. */
  record Weather(double temperature, String conditions, double humidity) {}

  @Test
  void argumentsGoAsJsonTextAndResultsComeBackAsMapsTextAndRecords() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      assertThat(client.callTool("echo", "{\"message\":\"from text\"}").text())
          .isEqualTo("Echo: from text");

      ToolResult result = client.callTool("get-structured-content", "{\"location\":\"Chicago\"}");

      Map<String, Object> weather = result.structuredContentMap().orElseThrow();
      assertThat(weather).containsKeys("temperature", "conditions", "humidity");
      assertThat(result.jsonMap()).isEqualTo(weather);
      assertThat(result.jsonText()).startsWith("{\"temperature\":");
      assertThat(result.decode(Weather.class).conditions()).isEqualTo(weather.get("conditions"));
      assertThat(client.initializeResult().capabilitiesMap()).containsKey("tools");
    }
  }

  @Test
  void jsonTextThatIsNoObjectFailsBeforeAnythingIsSent() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      assertThatThrownBy(() -> client.callTool("echo", "[\"message\"]"))
          .isInstanceOf(InvalidArgumentsException.class)
          .hasMessageContaining("echo")
          .hasMessageContaining("the arguments must be a JSON object, not a JSON array");
      assertThatThrownBy(() -> client.callTool("echo", "{\"message\": oops}"))
          .isInstanceOf(InvalidArgumentsException.class)
          .hasMessageContaining("the arguments are not JSON: ")
          .hasMessageContaining("oops");
    }
  }

  @Test
  void aResultThatIsNoObjectIsNoMap() {
    ToolResult text = ToolResult.builder("server", "tool")
        .content(List.of(new Content.Text("[1, 2]")))
        .build();

    assertThat(text.jsonText()).isEqualTo("[1,2]");
    assertThatThrownBy(text::jsonMap)
        .isInstanceOf(ResultDecodingException.class)
        .hasMessageContaining("it is a JSON array, not an object");
  }

  @Test
  void resultsAreBuiltFromMaps() {
    ToolResult built = ToolResult.builder("server", "tool")
        .structuredContent(Map.of("count", 2, "names", List.of("a", "b")))
        .meta(Map.of("trace", "t-1"))
        .build();

    assertThat(built.structuredContentMap())
        .contains(Map.of("count", 2, "names", List.of("a", "b")));
    assertThat(built.metaMap()).contains(Map.of("trace", "t-1"));
    assertThat(built.structuredContent().orElseThrow().get("count").asInt()).isEqualTo(2);
  }

  @Test
  void anUnknownContentItemReadsAsAMapAndText() {
    Content.Unknown item = new Content.Unknown(
        "audio/x-new", Json.mapper().readTree("{\"type\":\"audio/x-new\",\"bars\":[4,4]}"));

    assertThat(item.jsonMap()).isEqualTo(Map.of("type", "audio/x-new", "bars", List.of(4, 4)));
    assertThat(item.jsonText()).isEqualTo("{\"type\":\"audio/x-new\",\"bars\":[4,4]}");
  }

  @Test
  void notificationsAndServerRequestsAreHeardAndAnsweredInMaps() throws Exception {
    CompletableFuture<Map<String, Object>> logged = new CompletableFuture<>();
    CompletableFuture<Map<String, Object>> asked = new CompletableFuture<>();
    try (McpClient client = McpClient.stdio(TestServers.everything())
        .notificationListener(NotificationListener.ofMaps((method, params) -> {
          if (method.equals("notifications/message")) {
            logged.complete(params);
          }
        }))
        .requestHandler("sampling/createMessage", ServerRequestHandler.ofMaps(params -> {
          asked.complete(params);
          return CompletableFuture.completedFuture(Map.of(
              "role", "assistant",
              "model", "test-model",
              "content", Map.of("type", "text", "text", "sampled from a map")));
        }))
        .connect()) {
      client.callTool("toggle-simulated-logging", Map.of());
      ToolResult sampled =
          client.callTool("trigger-sampling-request", Map.of("prompt", "hi", "maxTokens", 5));

      assertThat(sampled.text()).contains("sampled from a map");
      assertThat(asked.get(10, TimeUnit.SECONDS)).containsKey("messages");
      assertThat(logged.get(10, TimeUnit.SECONDS)).containsKeys("level", "data");
    }
  }

  @Test
  void notificationsAndServerRequestsAreHeardAndAnsweredInJsonText() throws Exception {
    CompletableFuture<String> logged = new CompletableFuture<>();
    try (McpClient client = McpClient.stdio(TestServers.everything())
        .notificationListener(NotificationListener.ofJsonText((method, params) -> {
          if (method.equals("notifications/message")) {
            logged.complete(params);
          }
        }))
        .requestHandler(
            "sampling/createMessage",
            ServerRequestHandler.ofJsonText(params ->
                CompletableFuture.completedFuture("{\"role\":\"assistant\",\"model\":\"m\","
                    + "\"content\":{\"type\":\"text\",\"text\":\"sampled from text\"}}")))
        .connect()) {
      client.callTool("toggle-simulated-logging", Map.of());
      ToolResult sampled =
          client.callTool("trigger-sampling-request", Map.of("prompt", "hi", "maxTokens", 5));

      assertThat(sampled.text()).contains("sampled from text");
      assertThat(logged.get(10, TimeUnit.SECONDS)).startsWith("{").contains("\"level\":");
    }
  }

  @Test
  void untypedRequestsTakeAndGiveMaps() throws Exception {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      CallOptions options = CallOptions.defaults().withTimeout(Duration.ofSeconds(10));

      Map<String, Object> listed =
          client.requestAsync("tools/list", Map.of(), options).get(20, TimeUnit.SECONDS);

      assertThat(listed.get("tools"))
          .asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
          .isNotEmpty();
      assertThat(client.requestAsync("no/such-method", Map.of("a", 1), options))
          .failsWithin(Duration.ofSeconds(20))
          .withThrowableOfType(java.util.concurrent.ExecutionException.class)
          .withCauseInstanceOf(ProtocolErrorException.class);
    }
  }

  @Test
  void untypedRequestsTakeAndGiveJsonText() throws Exception {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      CallOptions options = CallOptions.defaults().withTimeout(Duration.ofSeconds(10));

      String listed = client.requestAsync("tools/list", "{}", options).get(20, TimeUnit.SECONDS);
      String echoed = client
          .requestAsync(
              "tools/call", "{\"name\":\"echo\",\"arguments\":{\"message\":\"as text\"}}", options)
          .get(20, TimeUnit.SECONDS);

      assertThat(Json.mapper().readTree(listed).get("tools").isArray()).isTrue();
      assertThat(echoed).startsWith("{\"content\":[").contains("\"Echo: as text\"");
      assertThatThrownBy(() -> client.requestAsync("tools/list", "[1]", options))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("the params of tools/list must be a JSON object, not a JSON array");
      assertThatThrownBy(() -> client.requestAsync("tools/list", "{oops", options))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("not JSON: ");
      assertThat(client.requestAsync("no/such-method", "{}", options))
          .failsWithin(Duration.ofSeconds(20))
          .withThrowableOfType(java.util.concurrent.ExecutionException.class)
          .withCauseInstanceOf(ProtocolErrorException.class);
    }
  }

  @Test
  void errorDataReadsAsPlainValuesAndText() {
    ProtocolErrorException error = new ProtocolErrorException(
        "server",
        "tools/call echo",
        -32602,
        "Invalid params",
        Json.mapper().readTree("{\"field\":\"message\",\"limits\":[1,2]}"));
    ProtocolErrorException bare =
        new ProtocolErrorException("server", "ping", -32603, "Internal error", null);

    assertThat(error.dataValue()).contains(Map.of("field", "message", "limits", List.of(1, 2)));
    assertThat(error.dataText()).contains("{\"field\":\"message\",\"limits\":[1,2]}");
    assertThat(bare.dataValue()).isEmpty();
    assertThat(bare.dataText()).isEmpty();
  }
}
