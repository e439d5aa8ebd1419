package dev.imcp.schema.internal;

import java.util.Locale;
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
}
