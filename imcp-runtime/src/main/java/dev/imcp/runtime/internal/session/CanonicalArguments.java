package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.internal.base.Json;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** Arguments as a cache key: keys sorted at every level, numbers by value ({@code 5}, {@code 5.0} and {@code 5E0} alike). */
final class CanonicalArguments {
  private CanonicalArguments() {}

  static String of(JsonNode arguments) {
    StringBuilder key = new StringBuilder();
    append(arguments, key);
    return key.toString();
  }

  private static void append(JsonNode node, StringBuilder key) {
    if (node.isObject()) {
      List<String> names = new ArrayList<>(node.propertyNames());
      Collections.sort(names);
      key.append('{');
      for (String name : names) {
        key.append(Json.mapper().writeValueAsString(name)).append(':');
        append(node.get(name), key);
        key.append(',');
      }
      key.append('}');
    } else if (node.isArray()) {
      key.append('[');
      node.forEach(item -> {
        append(item, key);
        key.append(',');
      });
      key.append(']');
    } else if (node.isFloatingPointNumber() && !Double.isFinite(node.doubleValue())) {
      key.append(node.doubleValue()); // NaN and the infinities have no decimal form
    } else if (node.isNumber()) {
      BigDecimal value = node.decimalValue();
      key.append(value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString());
    } else {
      key.append(node);
    }
  }
}
