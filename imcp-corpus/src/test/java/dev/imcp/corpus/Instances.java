package dev.imcp.corpus;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.imcp.corpus.SchemaSamples.Mode;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Builds values of generated types through their canonical constructors, from valid sample values of the schema each
 * type stands for. Records are built component by component (the JSON name from {@code @JsonProperty}, the schema from
 * the object's {@code properties}); sealed interfaces through one of their permitted records, matched to a union
 * alternative; lists, sets, maps and optionals element by element. Everything else (strings, numbers, enums, dates,
 * UUIDs, JSON trees) is a leaf: a sample of its schema, converted with the runtime's mapper.
 */
final class Instances {
  private static final int MAX_DEPTH = 40;

  private final Schemas schemas;
  private final SchemaSamples samples;
  private final Mode mode;
  /** In FULL mode, union alternatives are taken by index {@code variant}, modulo their count. */
  private final int variant;

  Instances(Schemas schemas, Mode mode, int variant) {
    this.schemas = schemas;
    this.samples = new SchemaSamples(schemas, mode);
    this.mode = mode;
    this.variant = variant;
  }

  Object build(Type type, JsonNode schema) {
    return build(type, schema, 0, 0, "");
  }

  private Object build(Type type, JsonNode schema, int seed, int depth, String path) {
    if (depth > MAX_DEPTH) {
      throw new IllegalStateException("nested deeper than " + MAX_DEPTH + " at " + path);
    }
    Class<?> raw = raw(type);
    if (raw == Optional.class) {
      return Optional.of(build(argument(type, 0), schema, seed, depth, path));
    }
    if (Collection.class.isAssignableFrom(raw)) {
      return collection(type, raw, schema, seed, depth, path);
    }
    if (Map.class.isAssignableFrom(raw) && raw != Object.class) {
      return map(type, schema, seed, depth, path);
    }
    if (raw.isRecord()) {
      return record(raw, schema, seed, depth, path);
    }
    if (raw.isSealed()) {
      return sealed(raw, schema, seed, depth, path);
    }
    return leaf(type, schema, seed, depth, path);
  }

  private Object leaf(Type type, JsonNode schema, int seed, int depth, String path) {
    JsonNode sample = samples.sample(schema, seed, depth);
    try {
      return RuntimeJson.MAPPER.convertValue(sample, RuntimeJson.MAPPER.constructType(type));
    } catch (RuntimeException e) {
      throw new IllegalStateException(
          "the sample " + sample + " at " + path + " does not convert to " + type.getTypeName()
              + ": " + e.getMessage(),
          e);
    }
  }

  private Object collection(
      Type type, Class<?> raw, JsonNode schema, int seed, int depth, String path) {
    JsonNode array = arraySchema(schema);
    JsonNode prefix = array.has("prefixItems")
        ? array.get("prefixItems")
        : array.path("items").isArray() ? array.get("items") : null;
    int min = array.path("minItems").asInt(0);
    int max = array.path("maxItems").asInt(Integer.MAX_VALUE);
    int count = Math.min(max, Math.max(min, mode == Mode.FULL ? 1 : 0));
    if (prefix != null) {
      count = Math.max(
          count, mode == Mode.FULL ? Math.min(prefix.size(), max) : Math.min(min, prefix.size()));
    }
    Collection<Object> out =
        Set.class.isAssignableFrom(raw) ? new LinkedHashSet<>() : new ArrayList<>();
    Type element = argument(type, 0);
    for (int i = 0; i < count; i++) {
      JsonNode items = prefix != null && i < prefix.size()
          ? prefix.get(i)
          : prefix != null ? array.path("additionalItems") : array.path("items");
      out.add(build(element, items, seed + i, depth + 1, path + "/" + i));
    }
    return out;
  }

  private JsonNode arraySchema(JsonNode schema) {
    for (JsonNode alternative : schemas.alternatives(schema)) {
      if (Schemas.type(alternative).equals("array")) {
        return alternative;
      }
    }
    return schemas.resolve(schema);
  }

  private Object map(Type type, JsonNode schema, int seed, int depth, String path) {
    JsonNode object = objectSchema(schema, Set.of());
    Map<String, Object> out = new LinkedHashMap<>();
    Type value = argument(type, 1);
    JsonNode properties = object.path("properties");
    for (String name : Schemas.required(object)) {
      out.put(name, build(value, properties.path(name), seed, depth + 1, path + "/" + name));
    }
    JsonNode additional = object.path("additionalProperties");
    boolean fill = samples.fillsOptional(depth)
        || out.size() < object.path("minProperties").asInt(0);
    if (fill && properties.isEmpty() && !additional.isBoolean()) {
      out.put("key", build(value, additional, seed, depth + 1, path + "/key"));
    } else if (fill) {
      properties.properties().forEach(e -> {
        if (!out.containsKey(e.getKey())) {
          out.put(e.getKey(), build(value, e.getValue(), seed, depth + 1, path + "/" + e.getKey()));
        }
      });
    }
    return out;
  }

  private JsonNode objectSchema(JsonNode schema, Set<String> names) {
    JsonNode best = null;
    int bestScore = -1;
    for (JsonNode alternative : schemas.alternatives(schema)) {
      if (!Schemas.type(alternative).equals("object")
          && !Schemas.type(alternative).equals("any")) {
        continue;
      }
      int score = 0;
      for (String name : names) {
        score += alternative.path("properties").has(name) ? 1 : 0;
      }
      if (score > bestScore) {
        best = alternative;
        bestScore = score;
      }
    }
    return best == null ? schemas.resolve(schema) : best;
  }

  private Object record(Class<?> type, JsonNode schema, int seed, int depth, String path) {
    RecordComponent[] components = type.getRecordComponents();
    Object[] arguments = new Object[components.length];
    Class<?>[] parameterTypes = new Class<?>[components.length];
    Set<String> names = new LinkedHashSet<>();
    for (RecordComponent component : components) {
      Components.jsonName(type, component).ifPresent(names::add);
    }
    JsonNode object = objectSchema(schema, names);
    Set<String> required = Schemas.required(object);
    for (int i = 0; i < components.length; i++) {
      RecordComponent component = components[i];
      parameterTypes[i] = component.getType();
      if (Components.has(type, component, JsonValue.class)) {
        // A wrapper: the component is the whole value (a union alternative such as OfString).
        arguments[i] = build(component.getGenericType(), schema, seed, depth + 1, path);
        continue;
      }
      Optional<String> name = Components.jsonName(type, component);
      if (name.isEmpty()) {
        arguments[i] = extraMembers(component, object, seed, depth, path);
        continue;
      }
      JsonNode property = object.path("properties").path(name.get());
      if (property.isMissingNode() && object.path("additionalProperties").isObject()) {
        property = object.get("additionalProperties");
      }
      boolean fill = required.contains(name.get())
          || component.getType().isPrimitive()
          || (samples.fillsOptional(depth) && !Schemas.isNullOnly(schemas.resolve(property)));
      arguments[i] = fill
          ? build(component.getGenericType(), property, seed, depth + 1, path + "/" + name.get())
          : absent(component.getType());
    }
    try {
      Constructor<?> constructor = type.getDeclaredConstructor(parameterTypes);
      constructor.setAccessible(true);
      return constructor.newInstance(arguments);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException(
          "the constructor of " + type.getName() + " refused valid sample values at "
              + (path.isEmpty() ? "/" : path) + ": " + e.getCause(),
          e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A component that is no property ({@code @JsonIgnore}, {@code @JsonAnySetter}): where it is a map and the object
   * allows more members, one extra member in FULL mode (a valid value for {@code additionalProperties}); else absent.
   */
  private Object extraMembers(
      RecordComponent component, JsonNode object, int seed, int depth, String path) {
    JsonNode additional = object.path("additionalProperties");
    boolean allowed = !additional.isBoolean() || additional.booleanValue();
    if (!Map.class.isAssignableFrom(component.getType())
        || !allowed
        || !samples.fillsOptional(depth)
        || object.has("patternProperties")
        || object.has("unevaluatedProperties")) {
      return absent(component.getType());
    }
    String key = "extra";
    while (object.path("properties").has(key)) {
      key = key + "_";
    }
    Map<String, Object> extra = new LinkedHashMap<>();
    extra.put(
        key,
        build(
            argument(component.getGenericType(), 1),
            additional,
            seed,
            depth + 1,
            path + "/" + key));
    return extra;
  }

  private static Object absent(Class<?> type) {
    return type == Optional.class ? Optional.empty() : null;
  }

  private Object sealed(Class<?> type, JsonNode schema, int seed, int depth, String path) {
    Class<?>[] permitted = type.getPermittedSubclasses();
    if (permitted == null || permitted.length == 0) {
      throw new IllegalStateException(type.getName() + " permits no alternative");
    }
    List<JsonNode> alternatives = schemas.alternatives(schema);
    Class<?> chosen = permitted[
        Math.floorMod(
            mode == Mode.FULL ? variant : permitted.length - 1 - variant, permitted.length)];
    JsonNode alternative = new Alternatives(schemas).match(type, chosen, alternatives);
    if (chosen.isSealed() || chosen.isRecord()) {
      return build(chosen, alternative, seed, depth + 1, path);
    }
    return leaf(chosen, alternative, seed, depth + 1, path);
  }

  private static Class<?> raw(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    }
    if (type instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    if (type instanceof WildcardType w) {
      return raw(w.getUpperBounds()[0]);
    }
    return Object.class;
  }

  private static Type argument(Type type, int index) {
    if (type instanceof ParameterizedType p && p.getActualTypeArguments().length > index) {
      Type argument = p.getActualTypeArguments()[index];
      return argument instanceof WildcardType w ? w.getUpperBounds()[0] : argument;
    }
    return Object.class;
  }
}
