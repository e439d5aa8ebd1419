package dev.imcp.docs;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerRequestHandler;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.ToolResult;
import dev.imcp.schema.ToolDefinition;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** docs/calling.md's code. */
class CallingSamples {
  private static final Logger log = LoggerFactory.getLogger(CallingSamples.class);

  void stdio() {
    // tag::stdio[]
    try (McpClient client = McpClient.stdio(ServerCommand.of("node", "server.js"))
            .clientName("my-app")                     // stable: iMCP asks a person to approve each new name
            .defaultTimeout(Duration.ofSeconds(30))
            .notificationListener((method, params) -> log.info("{} {}", method, params))
            .connect()) {
        ToolResult sum = client.callTool("get-sum", Map.of("a", 2, "b", 40));        // blocking
        CompletableFuture<ToolResult> echo = client.callToolAsync("echo", Map.of("message", "hi"),
            CallOptions.defaults()
                .withTimeout(Duration.ofSeconds(5))
                .withProgress(p -> log.info("{} of {}", p.progress(), p.total()))
                .withTimeoutResetOnProgress(Duration.ofMinutes(2))  // progress restarts the clock, up to 2 min
                .withCorrelationId("order-42"));                    // in logs and in the result
        echo.cancel(true);                                          // sends notifications/cancelled
        List<ToolDefinition> tools = client.listTools();            // follows nextCursor
    }
    // end::stdio[]
  }

  /** A user's own type for a result. */
  record Weather(double temperature, String conditions) {}

  void withoutJackson3() {
    // tag::json[]
    try (McpClient client = McpClient.stdio(ServerCommand.of("node", "server.js"))
            .notificationListener((method, params) -> log.info("{} {}", method, params))     // params as a map
            .requestHandler("roots/list", ServerRequestHandler.ofJsonText(params ->   // JSON text in, JSON text out
                CompletableFuture.completedFuture("{\"roots\":[]}")))
            .connect()) {
        ToolResult result = client.callTool("weather", "{\"city\":\"Oslo\"}");  // arguments as JSON text
        Weather weather = result.decode(Weather.class);                        // a record
        Map<String, Object> fields = result.jsonMap();                         // or a map
        String json = result.jsonText();                                       // or text for your own mapper
        Map<String, Object> capabilities = client.initializeResult().capabilities();
    }
    // end::json[]
  }
}
