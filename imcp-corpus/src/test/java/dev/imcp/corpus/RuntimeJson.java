package dev.imcp.corpus;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * A Jackson mapper set up as the runtime's own (its {@code internal.Json}, which it does not export): unknown members
 * ignored, date-time offsets kept. Requests reach the wire through the runtime itself ({@link WireServer}); this mapper
 * reads them back, writes decoded results back, and converts sample leaves into Java values.
 */
final class RuntimeJson {
  static final JsonMapper MAPPER = JsonMapper.builder()
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .disable(DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
      .build();

  private RuntimeJson() {}
}
