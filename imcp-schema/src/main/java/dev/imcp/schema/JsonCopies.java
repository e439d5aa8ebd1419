package dev.imcp.schema;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;

/** Defensive copies of the JSON trees a model value holds, so that values stay immutable in practice. */
final class JsonCopies {
  private JsonCopies() {}

  static Map<String, JsonNode> copyOf(Map<String, JsonNode> map) {
    TreeMap<String, JsonNode> copy = new TreeMap<>();
    map.forEach((key, value) -> copy.put(key, value.deepCopy()));
    return Collections.unmodifiableMap(copy);
  }
}
