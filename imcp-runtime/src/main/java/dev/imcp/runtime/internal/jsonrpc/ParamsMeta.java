package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.observe.RequestMeta;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request's {@code params._meta} as an observer sees it: written into the request's own params (created only when an
 * entry is put), or read-only for a request from the server.
 */
final class ParamsMeta implements RequestMeta {
  private final JsonNode params;
  private final boolean writable;

  private ParamsMeta(JsonNode params, boolean writable) {
    this.params = params;
    this.writable = writable;
  }

  /** The {@code _meta} of a request the client sends. */
  static ParamsMeta of(ObjectNode params) {
    return new ParamsMeta(params, true);
  }

  /** The {@code _meta} of a request from the server, which the client must not change. */
  static ParamsMeta readOnly(JsonNode params) {
    return new ParamsMeta(params, false);
  }

  @Override
  public Optional<String> get(String key) {
    JsonNode value = params.path("_meta").path(key);
    return value.isString() ? Optional.of(value.stringValue()) : Optional.empty();
  }

  @Override
  public Set<String> keys() {
    Set<String> keys = new LinkedHashSet<>();
    params.path("_meta").properties().forEach(entry -> {
      if (entry.getValue().isString()) {
        keys.add(entry.getKey());
      }
    });
    return keys;
  }

  @Override
  public void put(String key, String value) {
    if (!writable) {
      throw new UnsupportedOperationException(
          "the _meta of a request from the server is read-only");
    }
    ((ObjectNode) params).withObjectProperty("_meta").put(key, value);
  }
}
