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
    return Collections.unmodifiableMap(members(json));
  }

  /**
   * A JSON object as a map of the caller's own, for one that copies it anyway: a copy of the unmodifiable view loaded
   * the view's entry set, iterator and entries (parsed, not in the JDK's class-data archive) on the handshake's way.
   * Empty for a missing node or JSON {@code null}.
   */
  public static Map<String, Object> members(JsonNode json) {
    Map<String, @Nullable Object> map = new LinkedHashMap<>();
    if (json.isMissingNode() || json.isNull()) {
      return map;
    }
    if (!json.isObject()) {
      throw new IllegalArgumentException("not a JSON object: " + Excerpt.of(json.toString(), 200));
    }
    for (Map.Entry<String, JsonNode> member : json.properties()) {
      map.put(member.getKey(), value(member.getValue()));
    }
    return map;
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
