package dev.imcp.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.satisfies;

import dev.imcp.opentelemetry.internal.McpAttributes;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.testing.TestServers;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every kind of request, named and described as the semantic conventions for MCP say, against server-everything (the
 * reference server, over stdio): {@code tools/list}, {@code prompts/list}, {@code prompts/get {gen_ai.prompt.name}},
 * {@code resources/list}, {@code resources/read} (its URI in {@code mcp.resource.uri}, never in the name) and {@code
 * ping}, each a {@code CLIENT} span and a point of {@code mcp.client.operation.duration} whose attributes are the
 * span's less those too many-valued for a metric (the request id and the resource's URI, opt-in for the metric).
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class OperationsTest {
  private static final String RESOURCE = "demo://resource/dynamic/text/1";

  @Test
  void eachOperationIsASpanAndADurationAsTheConventionsDescribeThem() {
    try (Telemetry telemetry = Telemetry.w3c()) {
      try (McpClient client = McpClient.stdio(ServerCommand.of(TestServers.everything()))
          .protocolEra(ProtocolEra.LEGACY)
          .observer(McpTelemetry.create(telemetry.openTelemetry()))
          .connect()) {
        client.listTools();
        client.prompts().list();
        client.prompts().get("simple-prompt", Map.of());
        client.resources().list();
        client.resources().read(RESOURCE);
        client.ping();
      }
      String version = telemetry.span("initialize").getAttributes().get(McpAttributes.VERSION);
      org.assertj.core.api.Assertions.assertThat(version).matches("\\d{4}-\\d{2}-\\d{2}");

      for (String method : List.of("tools/list", "prompts/list", "resources/list", "ping")) {
        assertThat(telemetry.span(method))
            .hasKind(SpanKind.CLIENT)
            .hasAttributesSatisfyingExactly(
                equalTo(McpAttributes.METHOD, method),
                satisfies(McpAttributes.REQUEST_ID, id -> id.matches("\\d+")),
                equalTo(McpAttributes.VERSION, version),
                equalTo(McpAttributes.TRANSPORT, "pipe"),
                equalTo(McpAttributes.SERVER_NAME, serverName(telemetry)));
      }
      assertThat(telemetry.span("prompts/get simple-prompt"))
          .hasKind(SpanKind.CLIENT)
          .hasAttributesSatisfyingExactly(
              equalTo(McpAttributes.METHOD, "prompts/get"),
              equalTo(McpAttributes.PROMPT, "simple-prompt"),
              satisfies(McpAttributes.REQUEST_ID, id -> id.matches("\\d+")),
              equalTo(McpAttributes.VERSION, version),
              equalTo(McpAttributes.TRANSPORT, "pipe"),
              equalTo(McpAttributes.SERVER_NAME, serverName(telemetry)));
      assertThat(telemetry.span("resources/read"))
          .as("a resource's URI is no span name: too many values")
          .hasKind(SpanKind.CLIENT)
          .hasAttributesSatisfyingExactly(
              equalTo(McpAttributes.METHOD, "resources/read"),
              equalTo(McpAttributes.RESOURCE, RESOURCE),
              satisfies(McpAttributes.REQUEST_ID, id -> id.matches("\\d+")),
              equalTo(McpAttributes.VERSION, version),
              equalTo(McpAttributes.TRANSPORT, "pipe"),
              equalTo(McpAttributes.SERVER_NAME, serverName(telemetry)));

      for (SpanData span : telemetry.spans()) {
        if (span.getKind() != SpanKind.CLIENT) {
          continue; // what the server asks of the client is timed by the server
        }
        org.assertj.core.api.Assertions.assertThat(durationOf(telemetry, span))
            .as("the duration of " + span.getName() + " has the span's attributes but its ids")
            .isPresent();
      }
    }
  }

  private static String serverName(Telemetry telemetry) {
    return telemetry.span("tools/list").getAttributes().get(McpAttributes.SERVER_NAME);
  }

  /** The point of {@code mcp.client.operation.duration} whose attributes are {@code span}'s less its ids. */
  private static java.util.Optional<HistogramPointData> durationOf(
      Telemetry telemetry, SpanData span) {
    Attributes expected = span.getAttributes().toBuilder()
        .removeIf(key -> List.<AttributeKey<?>>of(
                McpAttributes.REQUEST_ID, McpAttributes.RESOURCE, McpAttributes.SESSION)
            .contains(key))
        .build();
    return telemetry
        .metric("mcp.client.operation.duration")
        .orElseThrow()
        .getHistogramData()
        .getPoints()
        .stream()
        .filter(point -> point.getAttributes().equals(expected))
        .findFirst();
  }
}
