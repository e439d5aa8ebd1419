package dev.imcp.bench;

import dev.imcp.opentelemetry.McpTelemetry;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.ToolResult;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.baggage.propagation.W3CBaggagePropagator;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * The untyped client of {@link UntypedEchoClient} with {@code imcp-opentelemetry} turned on: through the no-op
 * OpenTelemetry (the module added, no SDK configured), or through the SDK exporting every span at once to its
 * in-memory exporter (a span per call, W3C trace context in every request's {@code _meta}, the metrics aggregated).
 */
final class ObservedEchoClient implements EchoClient {
  /** The in-memory exporter keeps every span; it is emptied this often, so that a long run does not fill the heap. */
  private static final long KEPT_SPANS = 10_000;

  private final McpClient client;
  private final @Nullable InMemorySpanExporter spans;
  private final @Nullable OpenTelemetrySdk sdk;
  private final AtomicLong calls = new AtomicLong();

  ObservedEchoClient(List<String> server, boolean recording) {
    OpenTelemetry openTelemetry;
    if (recording) {
      spans = InMemorySpanExporter.create();
      sdk = OpenTelemetrySdk.builder()
          .setTracerProvider(SdkTracerProvider.builder()
              .addSpanProcessor(SimpleSpanProcessor.create(spans))
              .build())
          .setMeterProvider(SdkMeterProvider.builder()
              .registerMetricReader(InMemoryMetricReader.create())
              .build())
          .setPropagators(ContextPropagators.create(TextMapPropagator.composite(
              W3CTraceContextPropagator.getInstance(), W3CBaggagePropagator.getInstance())))
          .build();
      openTelemetry = sdk;
    } else {
      spans = null;
      sdk = null;
      openTelemetry = OpenTelemetry.noop();
    }
    this.client = McpClient.stdio(ServerCommand.of(server))
        .observer(McpTelemetry.create(openTelemetry))
        .connect();
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    forget();
    return client.callToolAsync("echo", Map.of("message", message)).thenApply(ToolResult::text);
  }

  @Override
  public String echo(String message) {
    forget();
    return client.callTool("echo", Map.of("message", message)).text();
  }

  private void forget() {
    if (spans != null && calls.incrementAndGet() % KEPT_SPANS == 0) {
      spans.reset();
    }
  }

  @Override
  public void close() {
    client.close();
    if (sdk != null) {
      sdk.close();
    }
  }
}
