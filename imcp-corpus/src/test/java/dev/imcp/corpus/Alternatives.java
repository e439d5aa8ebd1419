package dev.imcp.corpus;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonValue;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * Which alternative of a union schema a generated Java alternative (a record of a sealed interface) stands for: the
 * one whose discriminator has the alternative's {@code @JsonSubTypes} name, else the one whose JSON type and
 * properties fit it best. So the harness needs no assumption about the order or the naming of alternatives.
 */
final class Alternatives {
  /** The Java types generated for, or mapped to, {@code integer}; any other number is a {@code number}. */
  private static final Set<Class<?>> INTEGERS = Set.of(
      long.class,
      Long.class,
      int.class,
      Integer.class,
      java.math.BigInteger.class,
      short.class,
      Short.class);

  private final Schemas schemas;

  Alternatives(Schemas schemas) {
    this.schemas = schemas;
  }

  /** The union alternative {@code alternative} stands for: by discriminator, else by JSON type and properties. */
  JsonNode match(Class<?> union, Class<?> alternative, List<JsonNode> alternatives) {
    Optional<String> discriminator = Optional.ofNullable(union.getAnnotation(JsonTypeInfo.class))
        .map(JsonTypeInfo::property)
        .filter(p -> !p.isEmpty());
    Optional<String> name = Optional.ofNullable(union.getAnnotation(JsonSubTypes.class))
        .flatMap(types -> java.util.Arrays.stream(types.value())
            .filter(t -> t.value() == alternative)
            .map(JsonSubTypes.Type::name)
            .findFirst());
    JsonNode best = null;
    int bestScore = Integer.MIN_VALUE;
    for (JsonNode candidate : alternatives) {
      int score = 0;
      if (discriminator.isPresent() && name.isPresent()) {
        JsonNode tag = schemas.resolve(candidate.path("properties").path(discriminator.get()));
        score += tag.path("const").asString("\u0000").equals(name.get())
                || (tag.path("enum").size() == 1
                    && tag.path("enum").get(0).asString().equals(name.get()))
            ? 100
            : 0;
      }
      score += compatibility(alternative, candidate);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    return best == null ? schemas.resolve(JsonNodeFactory.instance.objectNode()) : best;
  }

  private int compatibility(Class<?> alternative, JsonNode candidate) {
    String jsonType = Schemas.type(candidate);
    if (alternative.isRecord()) {
      RecordComponent[] components = alternative.getRecordComponents();
      if (components.length == 1 && Components.has(alternative, components[0], JsonValue.class)) {
        Class<?> value = components[0].getType();
        int score = jsonType.equals(jsonTypeOf(value)) ? 10 : 0;
        if (value.isEnum() && candidate.has("enum")) {
          score += 5;
        }
        if (value == String.class && (candidate.has("format") || candidate.has("pattern"))) {
          score += 1;
        }
        return score;
      }
      int score = jsonType.equals("object") ? 10 : 0;
      for (RecordComponent component : components) {
        score += Components.jsonName(alternative, component)
                .filter(n -> candidate.path("properties").has(n))
                .isPresent()
            ? 2
            : 0;
      }
      return score;
    }
    return jsonType.equals(jsonTypeOf(alternative)) ? 10 : 0;
  }

  private static String jsonTypeOf(Class<?> type) {
    if (type == String.class
        || type.isEnum()
        || type == java.util.UUID.class
        || type.getName().startsWith("java.time.")
        || type == java.net.URI.class) {
      return "string";
    }
    if (INTEGERS.contains(type)) {
      return "integer";
    }
    if (type == double.class || type == float.class || Number.class.isAssignableFrom(type)) {
      return "number";
    }
    if (type == boolean.class || type == Boolean.class) {
      return "boolean";
    }
    if (Collection.class.isAssignableFrom(type)) {
      return "array";
    }
    return "object";
  }
}
