package dev.imcp.schema.internal;

import dev.imcp.schema.json.JsonTrees;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.cfg.JsonNodeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The one place that decides how JSON is read and written byte for byte: numbers are read exactly (no binary
 * floating point), keys are written sorted, lines end in LF whatever the platform.
 */
public final class CanonicalJson {
  /** Keywords that document a schema without constraining it: left out of fingerprints. */
  private static final Set<String> DOCUMENTATION =
      Set.of("description", "title", "examples", "$comment");

  /** Keywords whose value is a map from names to subschemas. */
  private static final Set<String> SCHEMA_MAPS =
      Set.of("properties", "patternProperties", "$defs", "definitions", "dependentSchemas");

  /** Keywords whose value is a subschema or an array of subschemas. */
  private static final Set<String> SUBSCHEMAS = Set.of(
      "items",
      "additionalItems",
      "prefixItems",
      "additionalProperties",
      "anyOf",
      "oneOf",
      "allOf",
      "not",
      "if",
      "then",
      "else",
      "contains",
      "propertyNames",
      "unevaluatedItems",
      "unevaluatedProperties");

  /**
   * Reading and compact writing go through jackson-core's streaming parser and generator straight to and from the
   * tree: a generation reads a snapshot and writes fingerprints, and a databind mapper (its configuration, serializer
   * caches and java.time support: about 500 classes) costs a cold JVM a few hundred milliseconds of class loading and
   * JIT for nothing. The mapper stays for the pretty snapshot file, built at its first use.
   */
  private static final JsonFactory STREAMS = new JsonFactory();

  private CanonicalJson() {}

  /** The mapper and writer of the snapshot file, built at their first use: generation needs neither. */
  private static final class Pretty {
    static final JsonMapper MAPPER = JsonMapper.builder()
        .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
        .build();

    static final ObjectWriter WRITER = MAPPER
        .writer()
        .with(new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance()
                .withObjectNameValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")));

    private Pretty() {}
  }

  /** {@return a mapper that reads numbers as {@link #readTree} does} */
  public static JsonMapper mapper() {
    return Pretty.MAPPER;
  }

  /**
   * {@return the tree of {@code json}, as {@link #mapper()}'s {@code readTree} gives it: floating-point numbers as
   * {@code BigDecimal} with their zeros, integers in the smallest of int, long and BigInteger, a repeated name's last
   * value in its first place, nothing after the value; a missing node for empty text}
   *
   * @throws JacksonException when the text is not one JSON value
   */
  public static JsonNode readTree(String json) {
    try (JsonParser parser = STREAMS.createParser(ObjectReadContext.empty(), json)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        return JsonNodeFactory.instance.missingNode();
      }
      JsonNode root = JsonTrees.read(parser, first);
      JsonToken trailing = parser.nextToken();
      if (trailing != null) {
        throw new StreamReadException(
            parser, "Trailing token (of type " + trailing + ") found after value");
      }
      return root;
    }
  }

  /** {@return {@code node} as {@code node.toString()} writes it, without building databind's shared mapper} */
  public static String text(JsonNode node) {
    StringWriter out = new StringWriter();
    try (JsonGenerator generator = STREAMS.createGenerator(ObjectWriteContext.empty(), out)) {
      JsonTrees.write(generator, node);
    }
    return out.toString();
  }

  /** Sorted keys, two-space indent, LF, a final LF: readable in a diff, identical for identical content. */
  public static String pretty(JsonNode node) {
    return Pretty.WRITER.writeValueAsString(sorted(node)) + "\n";
  }

  /**
   * As {@link #pretty}, except that the names of a schema's {@code properties} stay in the order they have: that order
   * is the server's, and the generated records, constructors and builders follow it. Schemas are the values of
   * {@code inputSchema} and {@code outputSchema}, and every subschema in them.
   */
  public static String prettyKeepingPropertyOrder(JsonNode node) {
    return Pretty.WRITER.writeValueAsString(sortedKeepingPropertyOrder(node, false)) + "\n";
  }

  private static JsonNode sortedKeepingPropertyOrder(JsonNode node, boolean schema) {
    if (node.isArray()) {
      ArrayNode copy = JsonNodeFactory.instance.arrayNode();
      node.forEach(element -> copy.add(sortedKeepingPropertyOrder(element, schema)));
      return copy;
    }
    if (!node.isObject()) {
      return node.deepCopy();
    }
    ObjectNode copy = JsonNodeFactory.instance.objectNode();
    for (String name : node.propertyNames().stream().sorted().toList()) {
      JsonNode value = node.get(name);
      if (!schema) {
        boolean isSchema = name.equals("inputSchema") || name.equals("outputSchema");
        copy.set(name, sortedKeepingPropertyOrder(value, isSchema));
      } else if (SCHEMA_MAPS.contains(name) && value.isObject()) {
        ObjectNode map = copy.putObject(name);
        List<String> names = new ArrayList<>(value.propertyNames());
        if (!name.equals("properties")) {
          names.sort(null);
        }
        names.forEach(key -> map.set(key, sortedKeepingPropertyOrder(value.get(key), true)));
      } else if (SUBSCHEMAS.contains(name)) {
        copy.set(name, sortedKeepingPropertyOrder(value, true));
      } else {
        copy.set(name, sorted(value));
      }
    }
    return copy;
  }

  /** Sorted keys, no white space, numbers normalised ({@code 5000}, {@code 5000.0} and {@code 5e3} alike). */
  public static String compact(JsonNode node) {
    return text(normalised(node));
  }

  /** A deep copy with every object's keys in sorted order. */
  public static JsonNode sorted(JsonNode node) {
    return sortedWithLeaves(node, JsonNode::deepCopy);
  }

  private static JsonNode normalised(JsonNode node) {
    return sortedWithLeaves(node, CanonicalJson::normalisedLeaf);
  }

  /**
   * Whether {@code node} is a number with no decimal form: a double that overflowed while parsing (1e400 read without
   * BigDecimals), or NaN. Such a number is kept as it is, or refused where a bound is needed.
   */
  public static boolean hasNoDecimalForm(JsonNode node) {
    return node.isFloatingPointNumber() && !Double.isFinite(node.doubleValue());
  }

  private static JsonNode normalisedLeaf(JsonNode node) {
    // A double that overflowed while parsing (1e400 read without BigDecimal) has no decimal form;
    // kept as it is.
    if (!node.isNumber() || node.isFloatingPointNumber() && !Double.isFinite(node.doubleValue())) {
      return node.deepCopy();
    }
    BigDecimal value = node.decimalValue().stripTrailingZeros();
    return value.scale() <= 0
        ? JsonNodeFactory.instance.numberNode(value.toBigIntegerExact())
        : JsonNodeFactory.instance.numberNode(value);
  }

  /**
   * Called for containers only, leaves handled in the loops, and no stream: a generation fingerprints every tool
   * through this, and in a one-off Maven build, where the JDK code it calls is already hot, C2 spent 0.3-0.4 s of
   * {@code imcp:generate}'s window compiling this method with the stream pipeline and its recursion inlined.
   */
  private static JsonNode sortedWithLeaves(JsonNode node, UnaryOperator<JsonNode> leaf) {
    if (node.isObject()) {
      String[] names = node.propertyNames().toArray(new String[0]);
      Arrays.sort(names);
      ObjectNode copy = JsonNodeFactory.instance.objectNode();
      for (String name : names) {
        JsonNode value = node.get(name);
        copy.set(name, value.isContainer() ? sortedWithLeaves(value, leaf) : leaf.apply(value));
      }
      return copy;
    }
    if (node.isArray()) {
      ArrayNode copy = JsonNodeFactory.instance.arrayNode();
      for (int i = 0; i < node.size(); i++) {
        JsonNode element = node.get(i);
        copy.add(element.isContainer() ? sortedWithLeaves(element, leaf) : leaf.apply(element));
      }
      return copy;
    }
    return leaf.apply(node);
  }

  /**
   * A copy of a schema without its documentation keywords, at every schema position. A property that happens to be
   * named {@code description} is kept: only keywords of a schema are removed, never names inside {@code properties}.
   */
  public static JsonNode withoutDocumentation(JsonNode schema) {
    if (!schema.isObject()) {
      return schema.deepCopy();
    }
    ObjectNode copy = JsonNodeFactory.instance.objectNode();
    for (Map.Entry<String, JsonNode> entry : schema.properties()) {
      String keyword = entry.getKey();
      JsonNode value = entry.getValue();
      if (DOCUMENTATION.contains(keyword)) {
        continue;
      }
      if (SCHEMA_MAPS.contains(keyword) && value.isObject()) {
        ObjectNode map = copy.putObject(keyword);
        value.properties().forEach(e -> map.set(e.getKey(), withoutDocumentation(e.getValue())));
      } else if (SUBSCHEMAS.contains(keyword)) {
        copy.set(
            keyword,
            value.isArray() ? eachWithoutDocumentation(value) : withoutDocumentation(value));
      } else {
        copy.set(keyword, value.deepCopy());
      }
    }
    return copy;
  }

  private static ArrayNode eachWithoutDocumentation(JsonNode array) {
    List<JsonNode> elements = new ArrayList<>();
    array.forEach(element -> elements.add(withoutDocumentation(element)));
    return JsonNodeFactory.instance.arrayNode().addAll(elements);
  }
}
