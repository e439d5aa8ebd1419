package dev.imcp.runtime.internal.base;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The runtime's one JSON mapper: tolerant of fields it does not know, as servers add fields over time, and keeping the
 * offset a server wrote in a date-time (Jackson would move it to UTC).
 */
public final class Json {
  private static final JsonMapper MAPPER = JsonMapper.builder()
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .disable(DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
      .build();

  private Json() {}

  public static JsonMapper mapper() {
    return MAPPER;
  }
}
