package dev.imcp.corpus;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reading one tool's schema as a sample generator needs it: local {@code $ref}s followed (their sibling keywords kept),
 * {@code allOf} merged, and unions ({@code anyOf}, {@code oneOf}, {@code type} arrays) split into alternatives with
 * {@code null} set apart. Only what sample values need; validation itself is the validator's.
 */
final class Schemas {
  private static final int MAX_REF_HOPS = 64;
  private final JsonNode root;

  Schemas(JsonNode root) {
    this.root = root;
  }

  /** The schema with {@code $ref} and {@code allOf} resolved; a boolean or missing schema reads as {@code {}}. */
  JsonNode resolve(JsonNode schema) {
    JsonNode current = schema == null || !schema.isObject() ? empty() : schema;
    for (int hops = 0; current.has("$ref") && current.get("$ref").isString(); hops++) {
      if (hops == MAX_REF_HOPS) {
        throw new IllegalArgumentException("$ref cycle at " + current.get("$ref"));
      }
      JsonNode target = target(current.get("$ref").stringValue());
      ObjectNode merged = target.isObject() ? ((ObjectNode) target).deepCopy() : empty();
      current.properties().forEach(e -> {
        if (!e.getKey().equals("$ref") && !merged.has(e.getKey())) {
          merged.set(e.getKey(), e.getValue());
        }
      });
      current = merged;
    }
    if (current.has("allOf") && current.get("allOf").isArray()) {
      ObjectNode merged = ((ObjectNode) current).deepCopy();
      merged.remove("allOf");
      for (JsonNode part : current.get("allOf")) {
        merge(merged, resolve(part));
      }
      current = merged;
    }
    return current;
  }

  private JsonNode target(String ref) {
    if (!ref.startsWith("#")) {
      throw new IllegalArgumentException("only local $refs are followed, not " + ref);
    }
    String pointer =
        java.net.URLDecoder.decode(ref.substring(1), java.nio.charset.StandardCharsets.UTF_8);
    JsonNode target = root.at(pointer);
    if (target.isMissingNode()) {
      throw new IllegalArgumentException("$ref " + ref + " points at nothing");
    }
    return target;
  }

  private static void merge(ObjectNode into, JsonNode part) {
    part.properties().forEach(e -> {
      String key = e.getKey();
      JsonNode value = e.getValue();
      if (key.equals("properties") && into.has("properties") && value.isObject()) {
        ObjectNode properties = (ObjectNode) into.get("properties");
        value.properties().forEach(p -> properties.set(p.getKey(), p.getValue()));
      } else if (key.equals("required") && into.has("required") && value.isArray()) {
        Set<String> required = new LinkedHashSet<>();
        into.get("required").forEach(r -> required.add(r.asString()));
        value.forEach(r -> required.add(r.asString()));
        into.set(
            "required",
            JsonNodeFactory.instance
                .arrayNode()
                .addAll(
                    required.stream().map(JsonNodeFactory.instance::stringNode).toList()));
      } else if (!into.has(key)) {
        into.set(key, value);
      }
    });
  }

  /**
   * The alternatives of a union, each merged with the keywords beside the union (so {@code {"type":"object",
   * "anyOf":[…]}} gives object alternatives), {@code null} alternatives left out; the schema alone when it is no union.
   */
  List<JsonNode> alternatives(JsonNode schema) {
    JsonNode resolved = resolve(schema);
    String keyword = resolved.has("anyOf") ? "anyOf" : resolved.has("oneOf") ? "oneOf" : null;
    List<JsonNode> out = new ArrayList<>();
    if (keyword != null && resolved.get(keyword).isArray()) {
      ObjectNode beside = ((ObjectNode) resolved).deepCopy();
      beside.remove(keyword);
      for (JsonNode alternative : resolved.get(keyword)) {
        ObjectNode merged = (ObjectNode) resolve(alternative).deepCopy();
        beside.properties().forEach(e -> {
          if (!merged.has(e.getKey())) {
            merged.set(e.getKey(), e.getValue());
          }
        });
        JsonNode again = resolve(merged);
        if (!isNullOnly(again)) {
          out.addAll(alternatives(again));
        }
      }
      return out;
    }
    List<String> types = declaredTypes(resolved);
    if (types.size() > 1) {
      for (String type : types) {
        if (!type.equals("null")) {
          ObjectNode one = ((ObjectNode) resolved).deepCopy();
          one.put("type", type);
          out.add(one);
        }
      }
      return out;
    }
    out.add(resolved);
    return out;
  }

  /** Whether the schema allows {@code null} (a null alternative, a {@code null} type, or OpenAPI's nullable). */
  boolean allowsNull(JsonNode schema) {
    JsonNode resolved = resolve(schema);
    if (resolved.path("nullable").asBoolean(false) || declaredTypes(resolved).contains("null")) {
      return true;
    }
    for (String keyword : List.of("anyOf", "oneOf")) {
      for (JsonNode alternative : resolved.path(keyword)) {
        if (allowsNull(alternative)) {
          return true;
        }
      }
    }
    return false;
  }

  static boolean isNullOnly(JsonNode schema) {
    List<String> types = declaredTypes(schema);
    return (types.size() == 1 && types.get(0).equals("null"))
        || (schema.has("const") && schema.get("const").isNull());
  }

  /** The JSON type of one non-union schema: declared, or read off its keywords; "any" when nothing tells. */
  static String type(JsonNode schema) {
    for (String type : declaredTypes(schema)) {
      if (!type.equals("null")) {
        return type;
      }
    }
    if (schema.has("const")) {
      return jsonType(schema.get("const"));
    }
    if (schema.has("enum")
        && schema.get("enum").isArray()
        && !schema.get("enum").isEmpty()) {
      for (JsonNode value : schema.get("enum")) {
        if (!value.isNull()) {
          return jsonType(value);
        }
      }
    }
    if (schema.has("properties") || schema.has("additionalProperties") || schema.has("required")) {
      return "object";
    }
    if (schema.has("items") || schema.has("prefixItems") || schema.has("minItems")) {
      return "array";
    }
    if (schema.has("pattern")
        || schema.has("minLength")
        || schema.has("maxLength")
        || schema.has("format")) {
      return "string";
    }
    if (schema.has("minimum") || schema.has("maximum") || schema.has("multipleOf")) {
      return "number";
    }
    return "any";
  }

  static List<String> declaredTypes(JsonNode schema) {
    JsonNode type = schema.path("type");
    List<String> types = new ArrayList<>();
    if (type.isString()) {
      types.add(type.stringValue());
    } else if (type.isArray()) {
      type.forEach(t -> types.add(t.asString()));
    }
    return types;
  }

  static String jsonType(JsonNode value) {
    if (value.isString()) {
      return "string";
    }
    if (value.isIntegralNumber()) {
      return "integer";
    }
    if (value.isNumber()) {
      return "number";
    }
    if (value.isBoolean()) {
      return "boolean";
    }
    if (value.isArray()) {
      return "array";
    }
    if (value.isObject()) {
      return "object";
    }
    return "null";
  }

  static Set<String> required(JsonNode objectSchema) {
    Set<String> required = new LinkedHashSet<>();
    objectSchema.path("required").forEach(r -> required.add(r.asString()));
    return required;
  }

  private static ObjectNode empty() {
    return JsonNodeFactory.instance.objectNode();
  }
}
