package dev.imcp.runtime;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * JSON at the edges: the conversions behind the public accessors that spare a user Jackson 3's types (a Jackson 2
 * application holds {@code com.fasterxml} trees, which are not ours). Plain values are what Jackson reads untyped JSON
 * as: {@code Map<String, Object>} (in the server's order), {@code List<Object>}, {@code String}, a {@code Number},
 * {@code Boolean}, or null. Jackson's shared mapper does it: the runtime's own settings are for reading servers' messages.
 */
final class JsonForms {
  private JsonForms() {}

  /**
   * Made on first need: every call goes through this class, and a type reference's generic signature is read by
   * reflection (about 15 classes on a client's way to its first call).
   */
  private static final class MapType {
    static final TypeReference<LinkedHashMap<String, Object>> MAP = new TypeReference<>() {};
  }

  /** A JSON object as a new, modifiable map; empty for a missing node or JSON {@code null}. */
  static Map<String, Object> map(JsonNode json) {
    if (json.isMissingNode() || json.isNull()) {
      return new LinkedHashMap<>();
    }
    if (!json.isObject()) {
      throw new IllegalStateException("not a JSON object: " + excerpt(json.toString()));
    }
    return JsonMapper.shared().readerFor(MapType.MAP).readValue(json);
  }

  /** Any JSON value as a plain Java value (see the class); null for JSON {@code null} or a missing node. */
  static @Nullable Object plain(JsonNode json) {
    return json.isMissingNode() ? null : JsonMapper.shared().treeToValue(json, Object.class);
  }

  /** A JSON value as compact JSON text; {@code null} for a missing node. */
  static String text(JsonNode json) {
    return json.isMissingNode() ? "null" : json.toString();
  }

  /**
   * Parses JSON text.
   *
   * @throws IllegalArgumentException naming what is wrong and where, for text that is not one JSON value
   */
  static JsonNode parse(String text) {
    try {
      return JsonMapper.shared().readTree(text);
    } catch (JacksonException e) {
      throw new IllegalArgumentException(
          "not JSON: " + e.getOriginalMessage() + " in " + excerpt(text), e);
    }
  }

  /**
   * The params of an untyped request, given as JSON text.
   *
   * @throws IllegalArgumentException saying why, for text that is not JSON or JSON that is no object
   */
  static ObjectNode params(String method, String text) {
    JsonNode tree = parse(text);
    if (!(tree instanceof ObjectNode object)) {
      throw new IllegalArgumentException(
          "the params of " + method + " must be a JSON object, not a JSON "
              + tree.getNodeType().name().toLowerCase(Locale.ROOT));
    }
    return object;
  }

  /**
   * A value a user passes as JSON, as a tree: one of ours as it is, JSON text parsed, a Jackson 2 tree through its
   * text (Jackson 3 would read it as a bean), anything else (a map, a record) through Jackson.
   */
  static JsonNode tree(@Nullable Object value) {
    if (value instanceof JsonNode json) {
      return json;
    }
    if (value instanceof String text) {
      return parse(text);
    }
    if (value != null && isJackson2Tree(value.getClass())) {
      return parse(value.toString());
    }
    return JsonMapper.shared().valueToTree(value);
  }

  /**
   * The arguments of a call as the session takes them: JSON text and Jackson 2 trees parsed into one JSON object,
   * anything else as it is.
   *
   * @throws IllegalArgumentException saying why, for text that is not JSON or JSON that is no object
   */
  static @Nullable Object arguments(@Nullable Object arguments) {
    if (!(arguments instanceof String) && !mayBeJackson2Tree(arguments)) {
      return arguments;
    }
    JsonNode tree;
    try {
      tree = tree(arguments);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("the arguments are " + e.getMessage(), e);
    }
    if (!tree.isObject()) {
      throw new IllegalArgumentException("the arguments must be a JSON object, not a JSON "
          + tree.getNodeType().name().toLowerCase(Locale.ROOT));
    }
    return tree;
  }

  /**
   * Whether the arguments of a call may be a Jackson 2 tree: a generated request record, a map or one of our trees is
   * none, known without walking its class's ancestors by name on every call (three to four names compared a call).
   */
  private static boolean mayBeJackson2Tree(@Nullable Object arguments) {
    return arguments != null
        && !(arguments instanceof Record)
        && !(arguments instanceof Map)
        && !(arguments instanceof JsonNode)
        && isJackson2Tree(arguments.getClass());
  }

  /** Whether {@code type} is a Jackson 2 {@code JsonNode}, known by name: Jackson 2 is no dependency of ours. */
  private static boolean isJackson2Tree(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      if (c.getName().equals("com.fasterxml.jackson.databind.JsonNode")) {
        return true;
      }
    }
    return false;
  }

  private static String excerpt(String text) {
    return text.length() <= 200 ? text : text.substring(0, 200) + "…";
  }
}
