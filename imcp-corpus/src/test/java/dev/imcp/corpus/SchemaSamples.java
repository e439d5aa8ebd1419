package dev.imcp.corpus;

import com.github.curiousoddman.rgxgen.RgxGen;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Valid instances of a JSON Schema, deterministically: {@code required}, {@code enum}, {@code const}, formats, bounds,
 * lengths, item counts and patterns (strings drawn by RgxGen, then checked). No Java library on Maven Central that is
 * still kept generates instances from a schema, hence this one; {@code SchemaSamplesTest} holds it to the validator on
 * every schema of the corpus.
 *
 * <p>{@link Mode#FULL} fills every property (optional ones to a depth, so that recursive schemas end), {@link
 * Mode#MINIMAL} only the required ones. {@code seed} varies strings and numbers, for unique items.
 */
final class SchemaSamples {
  enum Mode {
    FULL,
    MINIMAL
  }

  /** Optional properties are left out below this depth, so that a recursive schema's sample ends. */
  static final int OPTIONAL_DEPTH = 4;

  private static final int MAX_DEPTH = 24;
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private static final Map<String, List<String>> FORMATS = Map.ofEntries(
      Map.entry("date-time", List.of("2026-11-25T10:15:30Z", "2026-11-25T10:15:30.000Z")),
      Map.entry("date", List.of("2026-11-25")),
      Map.entry("time", List.of("10:15:30Z", "10:15:30")),
      Map.entry("duration", List.of("PT1H30M")),
      Map.entry("email", List.of("corpus@example.com")),
      Map.entry("idn-email", List.of("corpus@example.com")),
      Map.entry("uri", List.of("https://example.com/corpus")),
      Map.entry("url", List.of("https://example.com/corpus")),
      Map.entry("uri-reference", List.of("https://example.com/corpus")),
      Map.entry("iri", List.of("https://example.com/corpus")),
      Map.entry("iri-reference", List.of("https://example.com/corpus")),
      Map.entry("uri-template", List.of("https://example.com/{id}")),
      Map.entry("uuid", List.of("3f2c9a1e-8b7d-4c6e-9a5f-1b2c3d4e5f60")),
      Map.entry("ipv4", List.of("192.0.2.1")),
      Map.entry("ipv6", List.of("2001:db8::1")),
      Map.entry("hostname", List.of("example.com")),
      Map.entry("idn-hostname", List.of("example.com")),
      Map.entry("json-pointer", List.of("/corpus")),
      Map.entry("relative-json-pointer", List.of("0/corpus")),
      Map.entry("regex", List.of("^corpus$")),
      Map.entry("byte", List.of("Y29ycHVz")),
      Map.entry("int64", List.of("42")),
      Map.entry("int32", List.of("42")));

  private final Schemas schemas;
  private final Mode mode;

  SchemaSamples(Schemas schemas, Mode mode) {
    this.schemas = schemas;
    this.mode = mode;
  }

  /** A valid instance of {@code schema}. */
  JsonNode sample(JsonNode schema) {
    return sample(schema, 0, 0);
  }

  JsonNode sample(JsonNode schema, int seed, int depth) {
    if (depth > MAX_DEPTH) {
      throw new IllegalStateException("the schema requires values nested deeper than " + MAX_DEPTH);
    }
    JsonNode resolved = schemas.resolve(schema);
    if (resolved.has("const")) {
      return resolved.get("const");
    }
    List<JsonNode> alternatives = schemas.alternatives(resolved);
    if (alternatives.isEmpty()) {
      return F.nullNode();
    }
    JsonNode one = alternatives.get(0);
    if (one.has("const")) {
      return one.get("const");
    }
    if (one.has("enum") && one.get("enum").isArray() && !one.get("enum").isEmpty()) {
      return enumValue(one.get("enum"), seed);
    }
    return switch (Schemas.type(one)) {
      case "object" -> object(one, seed, depth);
      case "array" -> array(one, seed, depth);
      case "string" -> F.stringNode(string(one, seed));
      case "integer", "number" ->
        numberNode(number(one, seed, Schemas.type(one).equals("integer")));
      case "boolean" -> F.booleanNode(seed % 2 == 0);
      case "null" -> F.nullNode();
      default -> F.stringNode("any-" + seed);
    };
  }

  private static JsonNode enumValue(JsonNode values, int seed) {
    List<JsonNode> nonNull = new java.util.ArrayList<>();
    values.forEach(v -> {
      if (!v.isNull()) {
        nonNull.add(v);
      }
    });
    return nonNull.isEmpty() ? F.nullNode() : nonNull.get(seed % nonNull.size());
  }

  /** Whether an optional property is filled at this depth. */
  boolean fillsOptional(int depth) {
    return mode == Mode.FULL && depth < OPTIONAL_DEPTH;
  }

  private ObjectNode object(JsonNode schema, int seed, int depth) {
    ObjectNode out = F.objectNode();
    Set<String> required = Schemas.required(schema);
    JsonNode properties = schema.path("properties");
    for (String name : required) {
      out.set(name, sample(properties.path(name), seed, depth + 1));
    }
    if (fillsOptional(depth)) {
      properties.properties().forEach(e -> {
        if (!out.has(e.getKey()) && !Schemas.isNullOnly(schemas.resolve(e.getValue()))) {
          out.set(e.getKey(), sample(e.getValue(), seed, depth + 1));
        }
      });
    }
    JsonNode additional = schema.path("additionalProperties");
    int minProperties = schema.path("minProperties").asInt(0);
    boolean map = additional.isObject() && properties.isEmpty();
    for (int i = 0; out.size() < minProperties || (map && i == 0 && fillsOptional(depth)); i++) {
      String key = propertyName(schema, i);
      if (out.has(key)) {
        continue;
      }
      JsonNode valueSchema = additional.isObject() ? additional : properties.path(key);
      out.set(key, sample(valueSchema, seed + i, depth + 1));
      if (i > 1000) {
        throw new IllegalStateException("cannot make " + minProperties + " properties");
      }
    }
    return out;
  }

  private String propertyName(JsonNode schema, int i) {
    JsonNode names = schemas.resolve(schema.path("propertyNames"));
    return names.has("pattern") || names.has("format") || names.has("enum")
        ? sample(names, i, 0).asString()
        : "key" + (i == 0 ? "" : i);
  }

  private ArrayNode array(JsonNode schema, int seed, int depth) {
    ArrayNode out = F.arrayNode();
    JsonNode prefix = schema.has("prefixItems")
        ? schema.get("prefixItems")
        : schema.path("items").isArray() ? schema.get("items") : null;
    int min = schema.path("minItems").asInt(0);
    int max = schema.path("maxItems").asInt(Integer.MAX_VALUE);
    int count = Math.min(max, Math.max(min, mode == Mode.FULL && depth < MAX_DEPTH / 2 ? 1 : 0));
    if (prefix != null) {
      count = Math.max(
          count, mode == Mode.FULL ? Math.min(prefix.size(), max) : Math.min(min, prefix.size()));
    }
    JsonNode items = prefix == null ? schema.path("items") : schema.path("additionalItems");
    for (int i = 0; i < count; i++) {
      JsonNode itemSchema = prefix != null && i < prefix.size() ? prefix.get(i) : items;
      out.add(sample(itemSchema, seed + i, depth + 1));
    }
    return out;
  }

  /** A string meeting the schema's format, pattern and lengths, or the closest try (the validator will say). */
  String string(JsonNode schema, int seed) {
    int min = schema.path("minLength").asInt(0);
    int max = schema.path("maxLength").asInt(Integer.MAX_VALUE);
    String format = schema.path("format").asString("");
    Pattern pattern = pattern(schema.path("pattern").asString(null));
    java.util.ArrayList<String> candidates = new java.util.ArrayList<>();
    candidates.addAll(FORMATS.getOrDefault(format, List.of()));
    if (pattern != null) {
      RgxGen generator = RgxGen.parse(schema.get("pattern").asString());
      Random random = new Random(seed);
      for (int i = 0; i < 30; i++) {
        candidates.add(generator.generate(random));
      }
    }
    String plain = seed == 0 ? "sample" : "sample-" + seed;
    candidates.add(plain);
    for (String candidate : candidates) {
      String fitted =
          pattern == null && !FORMATS.containsKey(format) ? fit(candidate, min, max) : candidate;
      int length = fitted.codePointCount(0, fitted.length());
      if (length >= min
          && length <= max
          && (pattern == null || pattern.matcher(fitted).find())) {
        return fitted;
      }
    }
    return candidates.get(0);
  }

  private static String fit(String value, int min, int max) {
    StringBuilder out = new StringBuilder(value);
    while (out.length() < min) {
      out.append('x');
    }
    return out.length() > max ? out.substring(0, max) : out.toString();
  }

  private static Pattern pattern(String regex) {
    if (regex == null) {
      return null;
    }
    try {
      return Pattern.compile(regex);
    } catch (PatternSyntaxException e) {
      return null;
    }
  }

  /** Whole values as integers, others as doubles, as a server would write them. */
  static JsonNode numberNode(BigDecimal value) {
    return value.stripTrailingZeros().scale() <= 0
        ? F.numberNode(value.toBigIntegerExact())
        : F.numberNode(value.doubleValue());
  }

  /** A number in the schema's bounds: 1 + seed (2.5 + seed for {@code number}) moved into them. */
  static BigDecimal number(JsonNode schema, int seed, boolean integer) {
    BigDecimal value = integer ? BigDecimal.valueOf(1 + seed) : BigDecimal.valueOf(2.5 + seed);
    BigDecimal step = integer ? BigDecimal.ONE : new BigDecimal("0.5");
    BigDecimal multipleOf =
        schema.has("multipleOf") ? schema.get("multipleOf").decimalValue() : null;
    if (multipleOf != null) {
      step = integer ? lcmStep(multipleOf) : multipleOf;
      value = multipleOf.multiply(BigDecimal.valueOf(1 + seed));
    }
    BigDecimal low = bound(schema, "minimum", "exclusiveMinimum", step, true);
    BigDecimal high = bound(schema, "maximum", "exclusiveMaximum", step, false);
    if (low != null && value.compareTo(low) < 0) {
      value = multipleOf == null ? low : roundUp(low, step);
    }
    if (high != null && value.compareTo(high) > 0) {
      value = multipleOf == null ? high : roundDown(high, step);
    }
    return integer ? value.setScale(0, RoundingMode.CEILING) : value;
  }

  private static BigDecimal lcmStep(BigDecimal multipleOf) {
    return multipleOf.stripTrailingZeros().scale() <= 0
        ? multipleOf
        : BigDecimal.ONE.max(multipleOf);
  }

  private static BigDecimal bound(
      JsonNode schema, String inclusive, String exclusive, BigDecimal step, boolean lower) {
    BigDecimal bound = null;
    if (schema.path(inclusive).isNumber()) {
      bound = schema.get(inclusive).decimalValue();
      if (schema.path(exclusive).asBoolean(false)) {
        bound =
            lower ? bound.add(step) : bound.subtract(step); // draft 4: a boolean beside the bound
      }
    }
    if (schema.path(exclusive).isNumber()) {
      BigDecimal strict = schema.get(exclusive).decimalValue();
      strict = lower ? strict.add(step) : strict.subtract(step);
      bound = bound == null ? strict : lower ? bound.max(strict) : bound.min(strict);
    }
    return bound;
  }

  private static BigDecimal roundUp(BigDecimal value, BigDecimal step) {
    return value.divide(step, 0, RoundingMode.CEILING).multiply(step);
  }

  private static BigDecimal roundDown(BigDecimal value, BigDecimal step) {
    return value.divide(step, 0, RoundingMode.FLOOR).multiply(step);
  }
}
