package com.example.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.imcp.runtime.McpClient;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/** The client bean's calls are spans of the application's traces, exported where Quarkus exports its own. */
@QuarkusTest
class AppTest {
  @Inject
  McpClient everything;

  @Inject
  OpenTelemetry openTelemetry;

  @Inject
  InMemorySpanExporter spans;

  @Test
  @SuppressWarnings("try")
  void aCallIsAClientSpanOfTheCallersTrace() {
    Span caller = openTelemetry.getTracer("app").spanBuilder("handle order").startSpan();
    try (Scope scope = caller.makeCurrent()) {
      assertEquals(
          "Echo: traced",
          everything.callTool("echo", Map.of("message", "traced")).text());
    } finally {
      caller.end();
    }
    SpanData call = Awaitility.await()
        .atMost(Duration.ofSeconds(10))
        .until(() -> find("tools/call echo"), Optional::isPresent)
        .orElseThrow();
    assertEquals(SpanKind.CLIENT, call.getKind());
    assertEquals(caller.getSpanContext().getTraceId(), call.getTraceId());
    assertEquals(caller.getSpanContext().getSpanId(), call.getParentSpanId());
  }

  private Optional<SpanData> find(String name) {
    return spans.getFinishedSpanItems().stream()
        .filter(span -> span.getName().equals(name))
        .findFirst();
  }
}
