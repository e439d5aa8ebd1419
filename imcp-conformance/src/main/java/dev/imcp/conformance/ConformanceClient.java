package dev.imcp.conformance;

import dev.imcp.runtime.HttpClientBuilder;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.McpException;
import dev.imcp.schema.ToolDefinition;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The client the conformance suite runs: {@code ConformanceClient <server URL>}, the scenario named in {@code
 * MCP_CONFORMANCE_SCENARIO}. It does what each scenario's server expects of a client, through the public API only, and
 * exits 0, or 1 with the failure on stderr.
 */
public final class ConformanceClient {
  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  private ConformanceClient() {}

  public static void main(String[] args) {
    if (args.length == 0) {
      System.err.println(
          "usage: ConformanceClient <server URL>   (scenario in MCP_CONFORMANCE_SCENARIO)");
      System.exit(2);
    }
    String scenario = System.getenv().getOrDefault("MCP_CONFORMANCE_SCENARIO", "");
    try {
      run(scenario, URI.create(args[args.length - 1]));
    } catch (McpException | IllegalArgumentException | IllegalStateException e) {
      System.err.println("imcp conformance client, scenario '" + scenario + "': " + e.getMessage());
      System.exit(1);
    }
  }

  static void run(String scenario, URI server) {
    // Long: the client the suite's scenarios need, then a case per scenario.
    HttpClientBuilder builder = McpClient.http(server)
        .clientName("imcp-conformance-client")
        .defaultTimeout(TIMEOUT)
        .initializeTimeout(TIMEOUT)
        .requestHandler(
            "elicitation/create",
            params -> CompletableFuture.completedFuture(ElicitationDefaults.accept(params)));
    if (scenario.startsWith("auth/")) {
      builder.authorization(ConformanceAuthorization.of(scenario, context()));
    }
    try (McpClient client = builder.connect()) {
      switch (scenario) {
        case "tools_call" -> client.callTool("add_numbers", Map.of("a", 5, "b", 3));
        case "elicitation-sep1034-client-defaults" ->
          client.callTool("test_client_elicitation_defaults", Map.of());
        case "sse-retry" -> client.callTool("test_reconnection", Map.of());
        // The tool's schema exactly as listed, sent back for the server to compare: nothing may be
        // lost on the way.
        case "json-schema-2020-12-preservation" ->
          client.callTool(
              "json_schema_echo",
              Map.of("schema", tool(client, "json_schema_2020_12_tool").inputSchema()));
        default -> {
          List<JsonNode> calls = contextToolCalls();
          if (calls.isEmpty()) {
            callEveryTool(client);
          } else {
            calls.forEach(
                call -> client.callTool(call.path("name").asString(), call.path("arguments")));
          }
        }
      }
    }
  }

  private static ToolDefinition tool(McpClient client, String name) {
    return client.listTools().stream()
        .filter(tool -> tool.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("the server lists no tool '" + name + "'"));
  }

  /** The calls a scenario names in {@code MCP_CONFORMANCE_CONTEXT} ({@code {"toolCalls":[{name, arguments}]}}), if any. */
  private static List<JsonNode> contextToolCalls() {
    List<JsonNode> calls = new ArrayList<>();
    context().path("toolCalls").forEach(calls::add);
    return calls;
  }

  /** What the scenario passes in {@code MCP_CONFORMANCE_CONTEXT}; an empty object when nothing. */
  private static JsonNode context() {
    String context = System.getenv().getOrDefault("MCP_CONFORMANCE_CONTEXT", "");
    return context.isBlank()
        ? JsonMapper.shared().createObjectNode()
        : JsonMapper.shared().readTree(context);
  }

  /**
   * Scenarios with no client script of their own (initialize, auth, tool lists): the session, its tools, and each
   * listed tool once, its required arguments filled with a value of their type.
   */
  private static void callEveryTool(McpClient client) {
    for (ToolDefinition tool : client.listTools()) {
      ObjectNode arguments = JsonMapper.shared().createObjectNode();
      JsonNode properties = tool.inputSchema().path("properties");
      tool.inputSchema()
          .path("required")
          .forEach(name -> arguments.set(
              name.asString(),
              sample(properties.path(name.asString()).path("type").asString("string"))));
      try {
        client.callTool(tool.name(), arguments);
      } catch (McpException refused) {
        // Scenarios list tools they do not serve (json-schema-ref-no-deref's lookup_user): what
        // they check is the rest.
        System.err.println("imcp conformance client: " + refused.getMessage());
      }
    }
  }

  private static JsonNode sample(String type) {
    return switch (type) {
      case "integer", "number" -> JsonMapper.shared().getNodeFactory().numberNode(1);
      case "boolean" -> JsonMapper.shared().getNodeFactory().booleanNode(true);
      default -> JsonMapper.shared().getNodeFactory().stringNode("example");
    };
  }
}
