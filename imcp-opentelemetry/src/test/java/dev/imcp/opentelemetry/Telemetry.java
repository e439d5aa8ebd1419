package dev.imcp.opentelemetry;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.baggage.propagation.W3CBaggagePropagator;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.logs.SdkLoggerProvider;
import io.opentelemetry.sdk.logs.data.LogRecordData;
import io.opentelemetry.sdk.logs.export.SimpleLogRecordProcessor;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.testing.exporter.InMemoryLogRecordExporter;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import java.util.Optional;

/**
 * The OpenTelemetry SDK as an application configures it (W3C trace context and baggage propagators), exporting to the
 * SDK's in-memory exporters, which the tests read: every span as it ends, metrics on demand, log records as emitted.
 */
final class Telemetry implements AutoCloseable {
  private final InMemorySpanExporter spans = InMemorySpanExporter.create();
  private final InMemoryMetricReader metrics = InMemoryMetricReader.create();
  private final InMemoryLogRecordExporter logs = InMemoryLogRecordExporter.create();
  private final OpenTelemetrySdk sdk;

  private Telemetry(ContextPropagators propagators) {
    this.sdk = OpenTelemetrySdk.builder()
        .setTracerProvider(SdkTracerProvider.builder()
            .addSpanProcessor(SimpleSpanProcessor.create(spans))
            .build())
        .setMeterProvider(
            SdkMeterProvider.builder().registerMetricReader(metrics).build())
        .setLoggerProvider(SdkLoggerProvider.builder()
            .addLogRecordProcessor(SimpleLogRecordProcessor.create(logs))
            .build())
        .setPropagators(propagators)
        .build();
  }

  /** With the W3C propagators, as the SDK's autoconfiguration and the frameworks' starters set them. */
  static Telemetry w3c() {
    return new Telemetry(ContextPropagators.create(TextMapPropagator.composite(
        W3CTraceContextPropagator.getInstance(), W3CBaggagePropagator.getInstance())));
  }

  /** An SDK built without propagators: tracing, but nothing to carry the context across. */
  static Telemetry withoutPropagators() {
    return new Telemetry(ContextPropagators.noop());
  }

  OpenTelemetry openTelemetry() {
    return sdk;
  }

  Tracer tracer() {
    return sdk.getTracer("test");
  }

  List<SpanData> spans() {
    return spans.getFinishedSpanItems();
  }

  /** The one finished span named {@code name}. */
  SpanData span(String name) {
    List<SpanData> named =
        spans().stream().filter(span -> span.getName().equals(name)).toList();
    if (named.size() != 1) {
      throw new AssertionError("not one span named " + name + ": " + names());
    }
    return named.get(0);
  }

  List<SpanData> spans(String name) {
    return spans().stream().filter(span -> span.getName().equals(name)).toList();
  }

  List<String> names() {
    return spans().stream().map(SpanData::getName).toList();
  }

  List<MetricData> metrics() {
    return List.copyOf(metrics.collectAllMetrics());
  }

  Optional<MetricData> metric(String name) {
    return metrics().stream().filter(metric -> metric.getName().equals(name)).findFirst();
  }

  List<LogRecordData> logs() {
    return logs.getFinishedLogRecordItems();
  }

  @Override
  public void close() {
    sdk.close();
  }
}
