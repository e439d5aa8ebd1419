package dev.imcp.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.opentelemetry.internal.McpAttributes;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.testing.Route;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;

/**
 * The example of docs/observability.md, printed: one trace across the client and the server, as a backend shows it.
 * The client's spans come from the in-memory exporter; the server's (marked "in traced-server") from what the traced
 * server answered, which is how they join the tree. The printed tree is asserted, so the page cannot drift from it.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class SpanTreeTest {
  private static final List<AttributeKey<?>> SHOWN = List.of(
      McpAttributes.REQUEST_ID,
      McpAttributes.VERSION,
      McpAttributes.TRANSPORT,
      McpAttributes.ERROR_TYPE);

  /** A span of the tree: the client's, or one the server reported. */
  private record Node(String id, String parent, long start, String line) {}

  @Test
  @SuppressWarnings("try") // the scope is what the calls run in
  void oneTraceFromTheCallerThroughTheServerAndBack() {
    List<Node> nodes = new ArrayList<>();
    try (Telemetry telemetry = Telemetry.w3c()) {
      Span order = telemetry.tracer().spanBuilder("handle order").startSpan();
      try (Scope scope = order.makeCurrent();
          Traced.Connection connection =
              Traced.connect(Route.STDIO_2025, McpTelemetry.create(telemetry.openTelemetry()))) {
        nodes.add(reported(connection.call("trace"), "tools/call trace"));
        nodes.add(reported(connection.call("ask"), "tools/call ask"));
        assertThatThrownBy(() -> connection.client.callTool("broken", Map.of()))
            .isInstanceOf(ToolErrorException.class);
      } finally {
        order.end();
      }
      telemetry.spans().forEach(span -> nodes.add(node(span)));
    }
    String tree = print(nodes);
    System.out.println(tree);
    assertThat(tree).isEqualTo("""
            handle order INTERNAL
            ├─ initialize CLIENT  jsonrpc.request.id=1 mcp.protocol.version=2025-11-25 network.transport=pipe
            ├─ tools/call trace CLIENT  jsonrpc.request.id=2 mcp.protocol.version=2025-11-25 network.transport=pipe
            │  └─ tools/call trace SERVER (in traced-server)
            ├─ tools/call ask CLIENT  jsonrpc.request.id=3 mcp.protocol.version=2025-11-25 network.transport=pipe
            │  └─ tools/call ask SERVER (in traced-server)
            │     └─ elicitation/create SERVER  mcp.protocol.version=2025-11-25 network.transport=pipe
            └─ tools/call broken CLIENT  jsonrpc.request.id=4 mcp.protocol.version=2025-11-25 network.transport=pipe error.type=tool_error
            """);
  }

  /** The span the traced server says it opened for a request. */
  private static Node reported(JsonNode answer, String name) {
    JsonNode span = answer.path("span");
    return new Node(
        span.path("spanId").asString(),
        span.path("parentId").asString(),
        Long.MAX_VALUE,
        name + " SERVER (in traced-server)");
  }

  private static Node node(SpanData span) {
    StringBuilder line = new StringBuilder(span.getName()).append(' ').append(span.getKind());
    String separator = "  ";
    for (AttributeKey<?> key : SHOWN) {
      Object value = span.getAttributes().get(key);
      if (value != null) {
        line.append(separator).append(key.getKey()).append('=').append(value);
        separator = " ";
      }
    }
    return new Node(
        span.getSpanId(), span.getParentSpanId(), span.getStartEpochNanos(), line.toString());
  }

  /** The nodes as a tree, each under its parent, siblings in the order they started. */
  static String print(List<Node> nodes) {
    Map<String, List<Node>> children = new LinkedHashMap<>();
    for (Node node : nodes) {
      children.computeIfAbsent(node.parent(), parent -> new ArrayList<>()).add(node);
    }
    children.values().forEach(siblings -> siblings.sort(Comparator.comparingLong(Node::start)));
    StringBuilder out = new StringBuilder();
    nodes.stream()
        .filter(node -> nodes.stream().noneMatch(other -> other.id().equals(node.parent())))
        .forEach(root -> print(root, children, "", "", out));
    return out.toString();
  }

  private static void print(
      Node node, Map<String, List<Node>> children, String lead, String indent, StringBuilder out) {
    out.append(lead).append(node.line()).append('\n');
    List<Node> under = children.getOrDefault(node.id(), List.of());
    for (int i = 0; i < under.size(); i++) {
      boolean last = i == under.size() - 1;
      print(
          under.get(i),
          children,
          indent + (last ? "└─ " : "├─ "),
          indent + (last ? "   " : "│  "),
          out);
    }
  }
}
