package dev.imcp.opentelemetry.internal;

import dev.imcp.runtime.observe.ObservedRequest;
import dev.imcp.runtime.observe.RequestMeta;
import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.observe.RequestOutcome;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;

/**
 * A request from the server that the client answers ({@code sampling/createMessage}, {@code elicitation/create}, …):
 * a {@code SERVER} span, as the conventions have the client report an operation the server starts, whose parent is
 * the context the server put in the request's {@code _meta}. The client's handler runs inside it.
 */
final class ServerSpan implements RequestObservation {
  private final Span span;
  private final Context context;

  private ServerSpan(Span span, Context context) {
    this.span = span;
    this.context = context;
  }

  static ServerSpan start(Instruments instruments, ObservedRequest request, RequestMeta meta) {
    Context parent = instruments.propagator.extract(Context.root(), meta, MetaCarrier.INSTANCE);
    SpanBuilder builder = instruments
        .tracer
        .spanBuilder(McpAttributes.spanName(request))
        .setSpanKind(SpanKind.SERVER)
        .setParent(parent)
        .setAllAttributes(McpAttributes.request(Attributes.builder(), request).build());
    Span span = McpAttributes.spanOnly(builder, request).startSpan();
    return new ServerSpan(span, parent.with(span));
  }

  @Override
  public void ended(RequestOutcome outcome) {
    Attributes failure = McpAttributes.outcome(outcome);
    if (!failure.isEmpty()) {
      span.setAllAttributes(failure);
      span.setStatus(
          StatusCode.ERROR,
          outcome.failure().map(Throwable::getMessage).orElse(outcome.kind().name()));
    }
    span.end();
  }

  @Override
  @SuppressWarnings("try") // the scope is what the work runs in
  public void run(Runnable work) {
    try (Scope scope = context.makeCurrent()) {
      work.run();
    }
  }
}
