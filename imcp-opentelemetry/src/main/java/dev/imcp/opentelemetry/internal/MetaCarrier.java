package dev.imcp.opentelemetry.internal;

import dev.imcp.runtime.observe.RequestMeta;
import io.opentelemetry.context.propagation.TextMapGetter;
import io.opentelemetry.context.propagation.TextMapSetter;
import org.jspecify.annotations.Nullable;

/** A request's {@code params._meta} as the propagators' carrier: {@code traceparent} and the rest, unprefixed. */
enum MetaCarrier implements TextMapSetter<RequestMeta>, TextMapGetter<RequestMeta> {
  INSTANCE;

  @Override
  public void set(@Nullable RequestMeta carrier, String key, String value) {
    if (carrier != null) {
      carrier.put(key, value);
    }
  }

  /**
   * Deprecated in the API this is built with, but abstract in older ones (Spring Boot 3.5 manages 1.49), where a
   * carrier without it fails with AbstractMethodError when a propagator asks.
   */
  @Override
  @SuppressWarnings("deprecation")
  public Iterable<String> keys(RequestMeta carrier) {
    return carrier.keys();
  }

  @Override
  public @Nullable String get(@Nullable RequestMeta carrier, String key) {
    return carrier == null ? null : carrier.get(key).orElse(null);
  }
}
