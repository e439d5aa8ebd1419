package dev.imcp.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.Route;
import io.opentelemetry.api.GlobalOpenTelemetry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;

/**
 * The trace context goes into {@code _meta} through the configured propagators, and only through them: nothing with
 * the no-op OpenTelemetry (no SDK) or an SDK without propagators. {@link McpTelemetry#global()} finds the global
 * instance when the client first needs it, not when it is made.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class PropagationTest {
  @AfterEach
  void forgetTheGlobal() {
    GlobalOpenTelemetry.resetForTest();
  }

  @Test
  @SuppressWarnings("try") // the scope is what the call runs in
  void withoutTracingConfiguredNothingIsPutInMeta() {
    Span outside = Span.getInvalid();
    try (Scope scope = outside.makeCurrent();
        Traced.Connection connection =
            Traced.connect(Route.STDIO_2026, McpTelemetry.create(OpenTelemetry.noop()))) {
      JsonNode meta = connection.call("trace").path("meta");
      assertThat(meta.has("traceparent")).isFalse();
      assertThat(meta.has("tracestate")).isFalse();
      assertThat(meta.has("baggage")).isFalse();
    }
  }

  @Test
  void
      anOpenTelemetryThatRecordsNothingIsLeftAloneSoThatAddingTheModuleWithoutAnSdkCostsNextToNothing() {
    assertThat(dev.imcp.opentelemetry.internal.Instruments.inert(OpenTelemetry.noop()))
        .isTrue();
    assertThat(dev.imcp.opentelemetry.internal.Instruments.inert(GlobalOpenTelemetry.get()))
        .as("the global instance before any SDK was set")
        .isTrue();
    try (Telemetry telemetry = Telemetry.withoutPropagators()) {
      assertThat(dev.imcp.opentelemetry.internal.Instruments.inert(telemetry.openTelemetry()))
          .isFalse();
    }
  }

  @Test
  @SuppressWarnings("try") // the scope is what the call runs in
  void anSdkWithoutPropagatorsTracesButPutsNothingInMeta() {
    try (Telemetry telemetry = Telemetry.withoutPropagators()) {
      Span caller = telemetry.tracer().spanBuilder("caller").startSpan();
      try (Scope scope = caller.makeCurrent();
          Traced.Connection connection =
              Traced.connect(Route.STDIO_2025, McpTelemetry.create(telemetry.openTelemetry()))) {
        assertThat(connection.call("trace").path("meta").has("traceparent")).isFalse();
      } finally {
        caller.end();
      }
      assertThat(telemetry.span("tools/call trace").getParentSpanId())
          .isEqualTo(caller.getSpanContext().getSpanId());
    }
  }

  @Test
  @SuppressWarnings("try") // the scope is what the call runs in
  void theGlobalInstanceIsFoundWhenFirstNeededNotWhenTheObserverIsMade() {
    McpTelemetry global = McpTelemetry.global();
    try (Telemetry telemetry = Telemetry.w3c()) {
      GlobalOpenTelemetry.set(telemetry.openTelemetry());
      Span caller = telemetry.tracer().spanBuilder("caller").startSpan();
      try (Scope scope = caller.makeCurrent();
          Traced.Connection connection = Traced.connect(Route.STDIO_2025, global)) {
        assertThat(connection.call("trace").path("meta").path("traceparent").asString())
            .contains(caller.getSpanContext().getTraceId());
      } finally {
        caller.end();
      }
      assertThat(telemetry.names()).contains("initialize", "tools/call trace", "caller");
    }
  }
}
