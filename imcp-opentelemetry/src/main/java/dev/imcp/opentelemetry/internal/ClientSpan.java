package dev.imcp.opentelemetry.internal;

import dev.imcp.runtime.observe.ObservedRequest;
import dev.imcp.runtime.observe.RequestMeta;
import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.observe.RequestOutcome;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import java.util.Locale;

/**
 * One request the client sends: a {@code CLIENT} span, child of the caller's current context, whose context goes into
 * the request's {@code _meta} through the configured propagator; its duration; and the count of requests in flight.
 */
final class ClientSpan implements RequestObservation {
  static final AttributeKey<String> RECOVERY = AttributeKey.stringKey("imcp.recovery");

  private final Instruments instruments;
  private final Context parent;
  private final Span span;
  private final Attributes metric;
  private final boolean counted;
  private final long start = System.nanoTime();

  private ClientSpan(
      Instruments instruments, Context parent, Span span, Attributes metric, boolean counted) {
    this.instruments = instruments;
    this.parent = parent;
    this.span = span;
    this.metric = metric;
    this.counted = counted;
  }

  /** Starts the span on the caller's thread and writes its context into the request's {@code _meta}. */
  static ClientSpan start(Instruments instruments, ObservedRequest request, RequestMeta meta) {
    Context parent = Context.current();
    Attributes metric = McpAttributes.request(Attributes.builder(), request).build();
    SpanBuilder builder = instruments
        .tracer
        .spanBuilder(McpAttributes.spanName(request))
        .setSpanKind(SpanKind.CLIENT)
        .setParent(parent)
        .setAllAttributes(metric);
    Span span = McpAttributes.spanOnly(builder, request).startSpan();
    instruments.propagator.inject(parent.with(span), meta, MetaCarrier.INSTANCE);
    // A 2026-07-28 subscription lasts as long as the session: it is no request waiting for an
    // answer.
    boolean counted = !request.method().equals("subscriptions/listen");
    if (counted) {
      instruments.activeRequests.add(1, metric);
    }
    return new ClientSpan(instruments, parent, span, metric, counted);
  }

  @Override
  public void ended(RequestOutcome outcome) {
    double seconds = (System.nanoTime() - start) / 1e9;
    if (counted) {
      instruments.activeRequests.add(-1, metric);
    }
    if (outcome.kind() == RequestOutcome.Kind.RESULT) {
      instruments.operationDuration.record(seconds, metric);
      span.end();
      return;
    }
    Attributes failure = McpAttributes.outcome(outcome);
    instruments.operationDuration.record(
        seconds, metric.toBuilder().putAll(failure).build());
    if (!failure.isEmpty()) {
      span.setAllAttributes(failure);
      span.setStatus(StatusCode.ERROR, description(outcome));
    }
    span.end();
  }

  private static String description(RequestOutcome outcome) {
    return outcome
        .message()
        .or(() -> outcome.failure().map(Throwable::getMessage))
        .orElse(
            outcome.kind() == RequestOutcome.Kind.TOOL_ERROR ? "the tool answered isError" : "");
  }

  /** What the request's end sets off runs as the caller's code: in the caller's context, not inside this span. */
  @Override
  @SuppressWarnings("try") // the scope is what the work runs in
  public void run(Runnable work) {
    try (Scope scope = parent.makeCurrent()) {
      work.run();
    }
  }

  @Override
  public void recovering(Recovery recovery) {
    span.addEvent(
        "imcp.client.recovery", Attributes.of(RECOVERY, recovery.name().toLowerCase(Locale.ROOT)));
  }
}
