package dev.imcp.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.satisfies;

import dev.imcp.opentelemetry.internal.McpAttributes;
import dev.imcp.testing.HttpTestServer;
import dev.imcp.testing.Route;
import io.opentelemetry.api.baggage.Baggage;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.testing.assertj.AttributeAssertion;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.JsonNode;

/**
 * Every request a client sends is a {@code CLIENT} span of the semantic conventions for MCP, child of the caller's
 * span, and its context reaches the server in {@code params._meta}: the traced server (TypeScript SDK v2) answers the
 * trace context it received and the span it opened, which must be a child of the client's span in the same trace. In
 * both eras, over stdio and Streamable HTTP.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SpansTest {
  @ParameterizedTest
  @EnumSource(Route.class)
  @SuppressWarnings("try") // the scope is what the calls run in
  void eachRequestIsAClientSpanOfTheCallersTraceAndTheServersSpanIsItsChild(Route route) {
    try (Telemetry telemetry = Telemetry.w3c()) {
      Span caller = telemetry.tracer().spanBuilder("caller").startSpan();
      JsonNode traced;
      JsonNode opening;
      Context context = Context.current()
          .with(caller)
          .with(Baggage.builder().put("user", "ada").build());
      try (Scope scope = context.makeCurrent();
          Traced.Connection connection =
              Traced.connect(route, McpTelemetry.create(telemetry.openTelemetry()))) {
        traced = connection.call("trace");
        opening = connection.call("opening");
      } finally {
        caller.end();
      }

      SpanData call = telemetry.span("tools/call trace");
      assertThat(call)
          .hasKind(SpanKind.CLIENT)
          .hasParent(telemetry.span("caller"))
          .hasAttributesSatisfyingExactly(request(route, "tools/call", "trace"))
          .hasTotalRecordedEvents(0);
      assertThat(call.getStatus().getStatusCode())
          .isEqualTo(io.opentelemetry.api.trace.StatusCode.UNSET);

      JsonNode meta = traced.path("meta");
      org.assertj.core.api.Assertions.assertThat(meta.path("traceparent").asString())
          .isEqualTo(traceparent(call));
      org.assertj.core.api.Assertions.assertThat(meta.path("baggage").asString())
          .isEqualTo("user=ada");
      JsonNode serverSpan = traced.path("span");
      org.assertj.core.api.Assertions.assertThat(serverSpan.path("traceId").asString())
          .as("the server's span is in the caller's trace")
          .isEqualTo(call.getTraceId());
      org.assertj.core.api.Assertions.assertThat(serverSpan.path("parentId").asString())
          .as("and its parent is the client's span")
          .isEqualTo(call.getSpanId());

      SpanData first = telemetry.span(route.opening());
      assertThat(first)
          .hasKind(SpanKind.CLIENT)
          .hasParent(telemetry.span("caller"))
          .hasAttributesSatisfyingExactly(opening(route));
      org.assertj.core.api.Assertions.assertThat(
              opening.path("meta").path("traceparent").asString())
          .as("the opening, written as the client connects, carries its span too")
          .isEqualTo(traceparent(first));
    }
  }

  @org.junit.jupiter.api.Test
  void aStatefulHttpSessionIsNamedOnEverySpanOfIt() {
    try (Telemetry telemetry = Telemetry.w3c();
        HttpTestServer server = HttpTestServer.everything(null);
        dev.imcp.runtime.McpClient client = dev.imcp.runtime.McpClient.http(server.uri())
            .protocolEra(dev.imcp.runtime.ProtocolEra.LEGACY)
            .observer(McpTelemetry.create(telemetry.openTelemetry()))
            .connect()) {
      client.callTool("echo", java.util.Map.of("message", "hi"));
      client.listTools();
      String session = telemetry.span("tools/call echo").getAttributes().get(McpAttributes.SESSION);
      org.assertj.core.api.Assertions.assertThat(session).isNotBlank();
      org.assertj.core.api.Assertions.assertThat(
              telemetry.span("tools/list").getAttributes().get(McpAttributes.SESSION))
          .isEqualTo(session);
      org.assertj.core.api.Assertions.assertThat(
              telemetry.span("initialize").getAttributes().get(McpAttributes.SESSION))
          .as("the server gives the id in its answer to initialize")
          .isNull();
    }
  }

  /** The W3C {@code traceparent} of {@code span}: version, trace id, span id, flags (sampled, random). */
  static String traceparent(SpanData span) {
    return "00-" + span.getTraceId() + "-" + span.getSpanId() + "-"
        + span.getSpanContext().getTraceFlags().asHex();
  }

  /** The attributes of a request's span after the opening: what the conventions list, and the server's name. */
  static List<AttributeAssertion> request(Route route, String method, String tool) {
    List<AttributeAssertion> attributes = new ArrayList<>(List.of(
        equalTo(McpAttributes.METHOD, method),
        equalTo(McpAttributes.TOOL, tool),
        equalTo(McpAttributes.OPERATION, "execute_tool"),
        satisfies(McpAttributes.REQUEST_ID, id -> id.matches("\\d+")),
        equalTo(McpAttributes.VERSION, route.version()),
        equalTo(McpAttributes.SERVER_NAME, "traced-server")));
    attributes.addAll(network(route));
    return attributes;
  }

  /** The opening's: no tool, id 1, the version it offers; the server has not named itself yet. */
  static List<AttributeAssertion> opening(Route route) {
    List<AttributeAssertion> attributes = new ArrayList<>(List.of(
        equalTo(McpAttributes.METHOD, route.opening()),
        equalTo(McpAttributes.REQUEST_ID, "1"),
        equalTo(McpAttributes.VERSION, route.version())));
    attributes.addAll(network(route));
    return attributes;
  }

  /** {@code network.*} and {@code server.*}: a pipe for stdio; TCP, HTTP/1.1 and the address for HTTP. */
  static List<AttributeAssertion> network(Route route) {
    if (!route.http()) {
      return List.of(equalTo(McpAttributes.TRANSPORT, "pipe"));
    }
    return List.of(
        equalTo(McpAttributes.TRANSPORT, "tcp"),
        equalTo(McpAttributes.PROTOCOL_NAME, "http"),
        equalTo(McpAttributes.PROTOCOL_VERSION, "1.1"),
        equalTo(McpAttributes.SERVER_ADDRESS, "127.0.0.1"),
        satisfies(McpAttributes.SERVER_PORT, port -> port.isPositive()));
  }
}
