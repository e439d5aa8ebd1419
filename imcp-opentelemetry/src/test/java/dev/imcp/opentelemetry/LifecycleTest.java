package dev.imcp.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;

import dev.imcp.opentelemetry.internal.McpAttributes;
import dev.imcp.opentelemetry.internal.Telemetry;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.TransportException;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.logs.data.LogRecordData;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What happens to the server is visible: a call retried across a crash is two spans of the caller's trace (the first
 * failed, the second sent from the supervisor's thread once the server is back, in the caller's context all the same)
 * and an event on the caller's span; the crash, the restart and the retry are log records ({@code
 * imcp.client.lifecycle}) with the server's words.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class LifecycleTest {
  @Test
  @SuppressWarnings("try") // the scope is what the call runs in
  void aCallRetriedAcrossARestartStaysInTheCallersTrace(@TempDir Path dir) {
    try (dev.imcp.opentelemetry.Telemetry telemetry = dev.imcp.opentelemetry.Telemetry.w3c()) {
      Span caller = telemetry.tracer().spanBuilder("caller").startSpan();
      try (Scope scope = caller.makeCurrent();
          McpClient client =
              Traced.flaky(McpTelemetry.create(telemetry.openTelemetry()), dir.resolve("flaky"))) {
        org.assertj.core.api.Assertions.assertThat(
                client.callTool("flaky", Map.of()).text())
            .contains("ok");
      } finally {
        caller.end();
      }

      List<SpanData> attempts = telemetry.spans("tools/call flaky");
      SpanData parent = telemetry.span("caller");
      org.assertj.core.api.Assertions.assertThat(attempts).hasSize(2);
      assertThat(attempts.get(0))
          .hasParent(parent)
          .hasAttributesSatisfying(
              equalTo(McpAttributes.ERROR_TYPE, TransportException.class.getName()));
      assertThat(attempts.get(1)).hasParent(parent);
      org.assertj.core.api.Assertions.assertThat(attempts.get(1).getStatus().getStatusCode())
          .isEqualTo(StatusCode.UNSET);
      assertThat(parent)
          .as("connected, and the retry decided, in the caller's context")
          .hasEventsSatisfyingExactly(
              event -> event
                  .hasName("imcp.client.started")
                  .hasAttributesSatisfyingExactly(
                      equalTo(Telemetry.KIND, "started"), equalTo(Telemetry.ATTEMPT, 0L)),
              event -> event
                  .hasName("imcp.client.retrying")
                  .hasAttributesSatisfyingExactly(
                      equalTo(Telemetry.KIND, "retrying"), equalTo(Telemetry.ATTEMPT, 1L)));

      List<LogRecordData> events = telemetry.logs();
      org.assertj.core.api.Assertions.assertThat(events)
          .allSatisfy(event -> org.assertj.core.api.Assertions.assertThat(event.getEventName())
              .isEqualTo(Telemetry.LIFECYCLE_EVENT))
          .extracting(event -> event.getAttributes().get(Telemetry.KIND))
          .containsExactlyInAnyOrder("started", "retrying", "crashed", "restarting", "restarted");
      LogRecordData crashed = events.stream()
          .filter(event -> "crashed".equals(event.getAttributes().get(Telemetry.KIND)))
          .findFirst()
          .orElseThrow();
      org.assertj.core.api.Assertions.assertThat(crashed.getAttributes().get(Telemetry.EXIT_CODE))
          .isEqualTo(3L);
      org.assertj.core.api.Assertions.assertThat(crashed.getBodyValue().asString())
          .contains("exited");
    }
  }
}
