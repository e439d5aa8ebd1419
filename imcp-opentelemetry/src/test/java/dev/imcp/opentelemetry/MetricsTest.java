package dev.imcp.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.opentelemetry.internal.Instruments;
import dev.imcp.opentelemetry.internal.McpAttributes;
import dev.imcp.runtime.CachePolicy;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.testing.Route;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.metrics.data.LongPointData;
import io.opentelemetry.sdk.metrics.data.MetricData;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The metrics of the semantic conventions for MCP, {@code mcp.client.operation.duration} and {@code
 * mcp.client.session.duration} (histograms in seconds with the conventions' bucket boundaries, their attributes and
 * not a span's: no request or session id), and what a pool of servers is watched by: requests in flight and cache
 * hits.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class MetricsTest {
  @Test
  void everyRequestIsTimedWithTheConventionsAttributesAndTheSessionWhenItEnds() {
    try (Telemetry telemetry = Telemetry.w3c()) {
      try (Traced.Connection connection =
          Traced.connect(Route.STDIO_2025, McpTelemetry.create(telemetry.openTelemetry()))) {
        connection.call("trace");
        connection.call("trace");
        assertThatThrownBy(() -> connection.client.callTool("broken", Map.of()))
            .isInstanceOf(ToolErrorException.class);
      }
      MetricData operations = telemetry.metric("mcp.client.operation.duration").orElseThrow();
      assertThat(operations)
          .hasUnit("s")
          .hasDescription(
              "The duration of the MCP request or notification as observed on the sender from the time it "
                  + "was sent until the response or ack is received.")
          .hasHistogramSatisfying(histogram -> histogram.hasPointsSatisfying(
              point -> point
                  .hasCount(1)
                  .hasBucketBoundaries(buckets())
                  .hasAttributesSatisfyingExactly(
                      equalTo(McpAttributes.METHOD, "initialize"),
                      equalTo(McpAttributes.VERSION, "2025-11-25"),
                      equalTo(McpAttributes.TRANSPORT, "pipe")),
              point ->
                  point.hasCount(2).hasBucketBoundaries(buckets()).hasAttributes(called("trace")),
              point -> point
                  .hasCount(1)
                  .hasBucketBoundaries(buckets())
                  .hasAttributes(called("broken").toBuilder()
                      .put(McpAttributes.ERROR_TYPE, "tool_error")
                      .build())));

      MetricData sessions = telemetry.metric("mcp.client.session.duration").orElseThrow();
      assertThat(sessions)
          .hasUnit("s")
          .hasHistogramSatisfying(histogram -> histogram.hasPointsSatisfying(point -> point
              .hasCount(1)
              .hasBucketBoundaries(buckets())
              .hasAttributesSatisfyingExactly(
                  equalTo(McpAttributes.VERSION, "2025-11-25"),
                  equalTo(McpAttributes.TRANSPORT, "pipe"),
                  equalTo(McpAttributes.SERVER_NAME, "traced-server"))));
      HistogramPointData session =
          sessions.getHistogramData().getPoints().iterator().next();
      org.assertj.core.api.Assertions.assertThat(session.getSum())
          .as("seconds, not milliseconds")
          .isBetween(0.0, 60.0);
    }
  }

  @Test
  void aSessionEndedByAFailureSaysWhichInItsDuration() {
    try (Telemetry telemetry = Telemetry.w3c()) {
      try (Traced.Connection connection =
          Traced.connect(Route.STDIO_2025, McpTelemetry.create(telemetry.openTelemetry()))) {
        connection.call("trace");
        ProcessHandle.of(connection.client.serverPid().orElseThrow())
            .orElseThrow()
            .destroyForcibly();
        Awaitility.await()
            .atMost(Duration.ofSeconds(10))
            .until(() -> telemetry.metric("mcp.client.session.duration").isPresent());
      }
      assertThat(telemetry.metric("mcp.client.session.duration").orElseThrow())
          .hasHistogramSatisfying(histogram -> histogram.hasPointsSatisfying(point -> point
              .hasCount(1)
              .hasAttributesSatisfyingExactly(
                  equalTo(McpAttributes.VERSION, "2025-11-25"),
                  equalTo(McpAttributes.TRANSPORT, "pipe"),
                  equalTo(McpAttributes.SERVER_NAME, "traced-server"),
                  equalTo(McpAttributes.ERROR_TYPE, TransportException.class.getName()))));
    }
  }

  private static double[] buckets() {
    return Instruments.DURATION_BUCKETS.stream()
        .mapToDouble(Double::doubleValue)
        .toArray();
  }

  private static Attributes called(String tool) {
    return Attributes.builder()
        .put(McpAttributes.METHOD, "tools/call")
        .put(McpAttributes.TOOL, tool)
        .put(McpAttributes.OPERATION, "execute_tool")
        .put(McpAttributes.VERSION, "2025-11-25")
        .put(McpAttributes.TRANSPORT, "pipe")
        .put(McpAttributes.SERVER_NAME, "traced-server")
        .build();
  }

  @Test
  void requestsInFlightAreCountedUntilTheyEnd() {
    try (Telemetry telemetry = Telemetry.w3c();
        Traced.Connection connection =
            Traced.connect(Route.STDIO_2025, McpTelemetry.create(telemetry.openTelemetry()))) {
      CompletableFuture<ToolResult> hanging = connection.client.callToolAsync("hang", Map.of());
      org.assertj.core.api.Assertions.assertThat(inFlight(telemetry, "hang")).isEqualTo(1);
      hanging.cancel(true);
      Awaitility.await()
          .atMost(Duration.ofSeconds(10))
          .until(() -> inFlight(telemetry, "hang") == 0);
    }
  }

  @Test
  void cacheHitsAreCountedAndSendNothing() {
    try (Telemetry telemetry = Telemetry.w3c();
        Traced.Connection connection = Traced.connect(
            Route.STDIO_2025,
            McpTelemetry.create(telemetry.openTelemetry()),
            CachePolicy.builder().ttl("trace", Duration.ofMinutes(5)).build())) {
      McpClient client = connection.client;
      ToolResult first = client.callTool("trace", Map.of());
      ToolResult second = client.callTool("trace", Map.of());
      org.assertj.core.api.Assertions.assertThat(second.text()).isEqualTo(first.text());
      assertThat(telemetry.metric("imcp.client.cache.hits").orElseThrow())
          .hasUnit("{call}")
          .hasLongSumSatisfying(sum -> sum.isMonotonic()
              .hasPointsSatisfying(point -> point
                  .hasValue(1)
                  .hasAttributesSatisfyingExactly(
                      equalTo(McpAttributes.TOOL, "trace"),
                      equalTo(McpAttributes.VERSION, "2025-11-25"),
                      equalTo(McpAttributes.TRANSPORT, "pipe"),
                      equalTo(McpAttributes.SERVER_NAME, "traced-server"))));
      org.assertj.core.api.Assertions.assertThat(telemetry.spans("tools/call trace"))
          .as("a hit sends nothing, so makes no span")
          .hasSize(1);
    }
  }

  /** The requests in flight now for {@code tool}. */
  private static long inFlight(Telemetry telemetry, String tool) {
    MetricData active = telemetry.metric("imcp.client.active_requests").orElseThrow();
    org.assertj.core.api.Assertions.assertThat(active.getUnit()).isEqualTo("{request}");
    org.assertj.core.api.Assertions.assertThat(active.getLongSumData().isMonotonic())
        .isFalse();
    return active.getLongSumData().getPoints().stream()
        .filter(point -> tool.equals(point.getAttributes().get(McpAttributes.TOOL)))
        .mapToLong(LongPointData::getValue)
        .sum();
  }
}
