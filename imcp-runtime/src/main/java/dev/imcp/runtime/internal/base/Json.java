package dev.imcp.runtime.internal.base;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;

/**
 * The runtime's one JSON mapper: tolerant of fields it does not know, as servers add fields over time, and keeping the
 * offset a server wrote in a date-time (Jackson would move it to UTC), and writing a Jackson 2 tree as its JSON ({@link
 * Jackson2Trees}).
 */
public final class Json {
  private static final JsonMapper MAPPER = JsonMapper.builder()
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .disable(DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
      .addModule(new SimpleModule("imcp-jackson2-trees").setSerializers(new Jackson2Trees()))
      .build();

  private Json() {}

  public static JsonMapper mapper() {
    return MAPPER;
  }
}
