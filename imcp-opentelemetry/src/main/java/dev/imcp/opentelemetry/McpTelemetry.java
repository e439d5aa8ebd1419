package dev.imcp.opentelemetry;

import dev.imcp.opentelemetry.internal.Telemetry;
import dev.imcp.runtime.ClientObserver;
import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.observe.ObservedRequest;
import dev.imcp.runtime.observe.ObservedSession;
import dev.imcp.runtime.observe.RequestMeta;
import dev.imcp.runtime.observe.RequestObservation;
import io.opentelemetry.api.GlobalOpenTelemetry;
import io.opentelemetry.api.OpenTelemetry;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * OpenTelemetry for an imcp client, following the semantic conventions for MCP: a {@code CLIENT} span for every request
 * the client sends (named {@code {mcp.method.name} {target}}, with {@code mcp.method.name}, {@code jsonrpc.request.id},
 * {@code gen_ai.tool.name}, {@code mcp.session.id}, {@code mcp.protocol.version}, {@code network.transport}, {@code
 * error.type}, …), a {@code SERVER} span for every request of the server's it answers, the metrics {@code
 * mcp.client.operation.duration} and {@code mcp.client.session.duration}, requests in flight and cache hits, and the
 * caller's trace context in each request's {@code params._meta} ({@code traceparent}, {@code tracestate}, {@code
 * baggage}) through the configured propagators, so that the server's spans join the caller's trace. With no tracing
 * configured (the no-op OpenTelemetry, or no propagators), nothing is put in {@code _meta}.
 *
 * <pre>{@code
 * McpClient client = McpClient.stdio(ServerCommand.of("node", "server.js"))
 *     .observer(McpTelemetry.create(openTelemetry))   // or McpTelemetry.global()
 *     .connect();
 * }</pre>
 *
 * <p>One instance may serve many clients. See {@code docs/observability.md} for every attribute and metric.
 */
public final class McpTelemetry implements ClientObserver {
  private final Supplier<OpenTelemetry> openTelemetry;
  private volatile @Nullable Telemetry telemetry;

  private McpTelemetry(Supplier<OpenTelemetry> openTelemetry) {
    this.openTelemetry = openTelemetry;
  }

  /**
   * Telemetry through {@code openTelemetry}: the SDK the application built, or the bean its framework provides
   * (Spring Boot's, Quarkus's).
   *
   * @param openTelemetry where spans, metrics and events go, and whose propagators carry the trace context
   * @return the observer to set on a client builder
   */
  public static McpTelemetry create(OpenTelemetry openTelemetry) {
    Objects.requireNonNull(openTelemetry, "openTelemetry");
    return new McpTelemetry(() -> openTelemetry);
  }

  /**
   * Telemetry through {@link GlobalOpenTelemetry}, looked up when the first client using it sends its first request,
   * not now: an application (or the OpenTelemetry Java agent) that sets the global instance after building its clients
   * is still seen.
   *
   * @return the observer to set on a client builder
   */
  public static McpTelemetry global() {
    return new McpTelemetry(GlobalOpenTelemetry::get);
  }

  private Telemetry telemetry() {
    Telemetry current = telemetry;
    if (current == null) {
      synchronized (this) {
        current = telemetry;
        if (current == null) {
          current = new Telemetry(openTelemetry.get());
          telemetry = current;
        }
      }
    }
    return current;
  }

  @Override
  public RequestObservation requestStarting(ObservedRequest request, RequestMeta meta) {
    return telemetry().requestStarting(request, meta);
  }

  @Override
  public RequestObservation serverRequestStarting(ObservedRequest request, RequestMeta meta) {
    return telemetry().serverRequestStarting(request, meta);
  }

  @Override
  public Runnable wrap(Runnable task) {
    return telemetry().wrap(task);
  }

  @Override
  public void lifecycle(LifecycleEvent event) {
    telemetry().lifecycle(event);
  }

  @Override
  public void cacheHit(ObservedSession session, String tool) {
    telemetry().cacheHit(session, tool);
  }

  @Override
  public void sessionEnded(
      ObservedSession session, Duration duration, Optional<Throwable> failure) {
    telemetry().sessionEnded(session, duration, failure);
  }
}
