package dev.imcp.schema.internal;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/** Short, safe renderings of JSON values for error messages. */
public final class JsonText {
  private static final int MAX = 40;

  private JsonText() {}

  /** {@code string "abc"}, {@code number 12}, {@code object {"a":1,…}}: the kind and the start of the value. */
  public static String describe(JsonNode node) {
    String text = node.toString();
    return node.getNodeType().name().toLowerCase(Locale.ROOT)
        + " "
        + (text.length() > MAX ? text.substring(0, MAX) + "…" : text);
  }

  /** {@return the members of {@code node} whose names are not in {@code known}, in their order: kept as they came} */
  public static Map<String, JsonNode> extra(JsonNode node, Set<String> known) {
    Map<String, JsonNode> extra = new LinkedHashMap<>();
    node.properties().forEach(entry -> {
      if (!known.contains(entry.getKey())) {
        extra.put(entry.getKey(), entry.getValue());
      }
    });
    return extra;
  }
}
