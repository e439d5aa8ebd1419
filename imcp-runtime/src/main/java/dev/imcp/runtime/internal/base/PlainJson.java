package dev.imcp.runtime.internal.base;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * A server's JSON as the plain Java values the API hands to users in place of Jackson trees: objects as maps in the
 * server's order, arrays as lists, strings, numbers, booleans and null; unmodifiable all the way down, so one value can
 * go to many listeners.
 */
public final class PlainJson {
  private PlainJson() {}

  /** A JSON object as an unmodifiable map; empty for a missing node or JSON {@code null}. */
  public static Map<String, Object> map(JsonNode json) {
    if (json.isMissingNode() || json.isNull()) {
      return Map.of();
    }
    if (!json.isObject()) {
      throw new IllegalArgumentException("not a JSON object: " + Excerpt.of(json.toString(), 200));
    }
    Map<String, @Nullable Object> map = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> member : json.properties()) {
      map.put(member.getKey(), value(member.getValue()));
    }
    return Collections.unmodifiableMap(map);
  }

  /** Any JSON value as a plain one; null for JSON {@code null} or a missing node. */
  public static @Nullable Object value(JsonNode json) {
    if (json.isObject()) {
      return map(json);
    }
    if (json.isArray()) {
      List<@Nullable Object> list = new ArrayList<>(json.size());
      json.forEach(item -> list.add(value(item)));
      return Collections.unmodifiableList(list);
    }
    if (json.isString()) {
      return json.stringValue();
    }
    if (json.isNumber()) {
      return json.numberValue();
    }
    if (json.isBoolean()) {
      return json.booleanValue();
    }
    return null;
  }
}
