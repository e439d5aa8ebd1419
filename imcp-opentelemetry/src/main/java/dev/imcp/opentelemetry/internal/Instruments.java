package dev.imcp.opentelemetry.internal;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.logs.LogRecordBuilder;
import io.opentelemetry.api.logs.Logger;
import io.opentelemetry.api.logs.LoggerProvider;
import io.opentelemetry.api.metrics.DoubleHistogram;
import io.opentelemetry.api.metrics.LongCounter;
import io.opentelemetry.api.metrics.LongUpDownCounter;
import io.opentelemetry.api.metrics.Meter;
import io.opentelemetry.api.metrics.MeterProvider;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.api.trace.TracerProvider;
import io.opentelemetry.context.propagation.TextMapPropagator;
import java.util.List;

/**
 * What this module records with, made once per {@link OpenTelemetry}: the tracer, the propagator, the metrics of the
 * semantic conventions for MCP (with the units and bucket boundaries they give) and this module's own.
 */
public final class Instruments {
  /** The instrumentation scope's name. */
  public static final String SCOPE = "dev.imcp.opentelemetry";

  /** The boundaries the conventions give for both MCP durations, in seconds. */
  public static final List<Double> DURATION_BUCKETS =
      List.of(0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0);

  /** Where an event's name goes on an API without {@link LogRecordBuilder#setEventName}. */
  static final AttributeKey<String> EVENT_NAME = AttributeKey.stringKey("event.name");

  /**
   * Whether this opentelemetry-api has {@link LogRecordBuilder#setEventName} (1.50 on): Spring Boot 3.5 manages 1.49,
   * where a log record names its event with the attribute {@code event.name}.
   */
  private static final boolean EVENT_NAMES = hasEventNames();

  final Tracer tracer;
  final TextMapPropagator propagator;
  final DoubleHistogram operationDuration;
  final DoubleHistogram sessionDuration;
  final LongUpDownCounter activeRequests;
  final LongCounter cacheHits;
  private final Logger events;

  /**
   * Whether {@code openTelemetry} records and propagates nothing (the no-op instance, or the global one before any SDK
   * was set): then this module does nothing, so that adding it without an SDK costs next to nothing.
   */
  public static boolean inert(OpenTelemetry openTelemetry) {
    return openTelemetry.getTracerProvider() == TracerProvider.noop()
        && openTelemetry.getMeterProvider() == MeterProvider.noop()
        && openTelemetry.getLogsBridge() == LoggerProvider.noop()
        && openTelemetry.getPropagators().getTextMapPropagator() == TextMapPropagator.noop();
  }

  public Instruments(OpenTelemetry openTelemetry) {
    String version = version();
    this.tracer =
        openTelemetry.tracerBuilder(SCOPE).setInstrumentationVersion(version).build();
    this.propagator = openTelemetry.getPropagators().getTextMapPropagator();
    Meter meter =
        openTelemetry.meterBuilder(SCOPE).setInstrumentationVersion(version).build();
    this.operationDuration = duration(
        meter,
        "mcp.client.operation.duration",
        "The duration of the MCP request or notification as observed on the sender from the time it was "
            + "sent until the response or ack is received.");
    this.sessionDuration = duration(
        meter,
        "mcp.client.session.duration",
        "The duration of the MCP session as observed on the MCP client.");
    this.activeRequests = activeRequests(meter);
    this.cacheHits = cacheHits(meter);
    this.events = openTelemetry
        .getLogsBridge()
        .loggerBuilder(SCOPE)
        .setInstrumentationVersion(version)
        .build();
  }

  /** A log record for the event {@code name}, named as this API can. */
  LogRecordBuilder event(String name) {
    LogRecordBuilder record = events.logRecordBuilder();
    return EVENT_NAMES ? record.setEventName(name) : record.setAttribute(EVENT_NAME, name);
  }

  private static boolean hasEventNames() {
    try {
      LogRecordBuilder.class.getMethod("setEventName", String.class);
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  private static LongUpDownCounter activeRequests(Meter meter) {
    return meter
        .upDownCounterBuilder("imcp.client.active_requests")
        .setUnit("{request}")
        .setDescription(
            "MCP requests sent and not yet answered (a 2026-07-28 subscription is not counted).")
        .build();
  }

  private static LongCounter cacheHits(Meter meter) {
    return meter
        .counterBuilder("imcp.client.cache.hits")
        .setUnit("{call}")
        .setDescription("Tool calls answered by the client's result cache, without a request.")
        .build();
  }

  private static DoubleHistogram duration(Meter meter, String name, String description) {
    return meter
        .histogramBuilder(name)
        .setUnit("s")
        .setDescription(description)
        .setExplicitBucketBoundariesAdvice(DURATION_BUCKETS)
        .build();
  }

  private static String version() {
    String version = Instruments.class.getPackage().getImplementationVersion();
    return version == null ? "0.1.0-SNAPSHOT" : version;
  }
}
