package dev.imcp.opentelemetry.internal;

import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.observe.ObservedRequest;
import dev.imcp.runtime.observe.ObservedSession;
import dev.imcp.runtime.observe.RequestMeta;
import dev.imcp.runtime.observe.RequestObservation;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.logs.Severity;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Context;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** What {@link dev.imcp.opentelemetry.McpTelemetry} does with each thing the client tells it, for one OpenTelemetry. */
public final class Telemetry {
  /** The event name of every lifecycle log record. */
  public static final String LIFECYCLE_EVENT = "imcp.client.lifecycle";

  public static final AttributeKey<String> KIND = AttributeKey.stringKey("imcp.lifecycle.kind");
  public static final AttributeKey<Long> ATTEMPT = AttributeKey.longKey("imcp.lifecycle.attempt");
  public static final AttributeKey<Long> EXIT_CODE = AttributeKey.longKey("process.exit.code");

  /** Null for an OpenTelemetry that records and propagates nothing: then nothing is done at all. */
  private final @Nullable Instruments instruments;

  public Telemetry(OpenTelemetry openTelemetry) {
    this.instruments = Instruments.inert(openTelemetry) ? null : new Instruments(openTelemetry);
  }

  public RequestObservation requestStarting(ObservedRequest request, RequestMeta meta) {
    return instruments == null
        ? RequestObservation.none()
        : ClientSpan.start(instruments, request, meta);
  }

  public RequestObservation serverRequestStarting(ObservedRequest request, RequestMeta meta) {
    return instruments == null
        ? RequestObservation.none()
        : ServerSpan.start(instruments, request, meta);
  }

  public Runnable wrap(Runnable task) {
    return instruments == null ? task : Context.current().wrap(task);
  }

  /**
   * A lifecycle event: a log record (event {@value #LIFECYCLE_EVENT}), and an event on the current span when there is
   * one (a retry is told inside the caller's context, so it lands on the caller's span).
   */
  public void lifecycle(LifecycleEvent event) {
    Instruments instruments = this.instruments;
    if (instruments == null) {
      return;
    }
    String kind = event.kind().name().toLowerCase(Locale.ROOT);
    AttributesBuilder attributes =
        Attributes.builder().put(KIND, kind).put(ATTEMPT, (long) event.attempt());
    event.exitCode().ifPresent(code -> attributes.put(EXIT_CODE, (long) code));
    Attributes built = attributes.build();
    Span current = Span.current();
    if (current.isRecording()) {
      current.addEvent("imcp.client." + kind, built);
    }
    instruments
        .event(LIFECYCLE_EVENT)
        .setSeverity(severity(event.kind()))
        .setBody(event.message())
        .setAllAttributes(built)
        .emit();
  }

  private static Severity severity(LifecycleEvent.Kind kind) {
    return switch (kind) {
      case STARTED, RESTARTED, RETRYING -> Severity.INFO;
      case CRASHED, RESTARTING -> Severity.WARN;
      case GAVE_UP -> Severity.ERROR;
    };
  }

  public void cacheHit(ObservedSession session, String tool) {
    Instruments instruments = this.instruments;
    if (instruments == null) {
      return;
    }
    instruments.cacheHits.add(
        1,
        McpAttributes.session(Attributes.builder(), session)
            .put(McpAttributes.TOOL, tool)
            .build());
  }

  public void sessionEnded(
      ObservedSession session, Duration duration, Optional<Throwable> failure) {
    Instruments instruments = this.instruments;
    if (instruments == null) {
      return;
    }
    AttributesBuilder attributes = McpAttributes.session(Attributes.builder(), session);
    failure.ifPresent(cause -> attributes.put(
        McpAttributes.ERROR_TYPE,
        cause instanceof McpTimeoutException
            ? McpAttributes.TIMEOUT
            : cause.getClass().getName()));
    instruments.sessionDuration.record(duration.toNanos() / 1e9, attributes.build());
  }
}
