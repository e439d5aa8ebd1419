package com.example.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.McpClient;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/** The client bean's calls are spans of the application's traces, exported where Boot exports its own. */
@SpringBootTest
class AppTest {
  @TestConfiguration(proxyBeanMethods = false)
  static class Exporting {
    @Bean
    InMemorySpanExporter spans() {
      return InMemorySpanExporter.create();
    }
  }

  @Autowired
  McpClient everything;

  @Autowired
  OpenTelemetry openTelemetry;

  @Autowired
  SdkTracerProvider tracerProvider;

  @Autowired
  InMemorySpanExporter spans;

  @Test
  @SuppressWarnings("try")
  void aCallIsAClientSpanOfTheCallersTrace() {
    Span caller = openTelemetry.getTracer("app").spanBuilder("handle order").startSpan();
    try (Scope scope = caller.makeCurrent()) {
      assertThat(everything.callTool("echo", Map.of("message", "traced")).text())
          .isEqualTo("Echo: traced");
    } finally {
      caller.end();
    }
    tracerProvider.forceFlush().join(10, TimeUnit.SECONDS);
    SpanData call = spans.getFinishedSpanItems().stream()
        .filter(span -> span.getName().equals("tools/call echo"))
        .findFirst()
        .orElseThrow(
            () -> new AssertionError("no span tools/call echo in " + spans.getFinishedSpanItems()));
    assertThat(call.getKind()).isEqualTo(SpanKind.CLIENT);
    assertThat(call.getTraceId()).isEqualTo(caller.getSpanContext().getTraceId());
    assertThat(call.getParentSpanId()).isEqualTo(caller.getSpanContext().getSpanId());
    assertThat(call.getAttributes().asMap().toString()).contains("mcp.method.name=tools/call");
  }
}
