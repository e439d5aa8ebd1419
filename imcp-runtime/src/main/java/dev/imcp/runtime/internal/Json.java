package dev.imcp.runtime.internal;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The runtime's one JSON mapper: tolerant of fields it does not know, as servers add fields over time. */
public final class Json {
  private static final JsonMapper MAPPER =
      JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

  private Json() {}

  public static JsonMapper mapper() {
    return MAPPER;
  }
}
