package dev.imcp.conformance;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Answers {@code elicitation/create} as a user who accepts the form unchanged: every field of the requested schema that
 * has a {@code default} gets it (SEP-1034), and nothing else is made up.
 */
final class ElicitationDefaults {
  private ElicitationDefaults() {}

  static Map<String, Object> accept(Map<String, Object> params) {
    Map<String, Object> content = new LinkedHashMap<>();
    if (params.get("requestedSchema") instanceof Map<?, ?> schema
        && schema.get("properties") instanceof Map<?, ?> properties) {
      properties.forEach((name, property) -> {
        if (property instanceof Map<?, ?> field && field.containsKey("default")) {
          content.put(String.valueOf(name), field.get("default"));
        }
      });
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("action", "accept");
    result.put("content", content);
    return result;
  }
}
