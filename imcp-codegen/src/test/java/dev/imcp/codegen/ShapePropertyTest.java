package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Any tool list made of the shapes that broke generated SDKs of real servers gives an SDK that compiles with {@code
 * -Xlint:all -Werror}: unions whose alternatives are objects with extra members (also as array items, also nested),
 * formats with patterns and lengths, unions that hold themselves through a {@code $ref} (with and without a
 * discriminator), empty enums, {@code $defs} named like the nested objects beside them, enum values equal after
 * normalisation, secrets, safe-integer bounds, {@code null} unions and required fields in results. The only warnings are
 * the ones for what the shapes cannot type.
 *
 * <p>Tool lists are drawn from seeded random generators, one try per seed, so that a failure names the seed that
 * reproduces it ({@code -Dimcp.shapeTries=N} runs more); see {@link NamingPropertyTest} for why not jqwik.
 */
class ShapePropertyTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final int MAX_DEPTH = 4;

  /** The {@code $defs} entry of the tool being drawn, if it has one (draws are sequential). */
  private static @org.jspecify.annotations.Nullable String definition;

  /** Enum values that normalise to the same constant name, or to signs and symbols only. */
  private static final List<String> CLASHING_VALUES = List.of(
      "a-b",
      "a_b",
      "A B",
      "aB",
      "+1",
      "-1",
      "1",
      "reactions-+1",
      "reactions--1",
      ">=",
      "=",
      "",
      "unknown");

  private static final List<String> FORMATS = List.of("date-time", "date", "uuid", "uri", "email");

  private static final List<String> NAMES = List.of(
      "filter",
      "Filter",
      "parent",
      "children",
      "items",
      "message",
      "messages",
      "node",
      "value",
      "password",
      "apiKey",
      "connection_string",
      "max_tokens",
      "page_id",
      "type",
      "kind",
      "List",
      "of");

  static LongStream seeds() {
    return LongStream.range(0, Long.getLong("imcp.shapeTries", 8)).map(i -> 0x5a9e_0000L + i);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyToolListOfHardShapesGivesACompilingSdk(long seed) throws IOException {
    String snapshot = snapshotJson(new Random(seed));
    Path dir = Files.createTempDirectory("shapes");
    CompiledSdk sdk = CompiledSdk.compile(
        SnapshotFormat.read(snapshot, "random"),
        GeneratorOptions.builder("com.example.shapes").build(),
        Map.of(),
        dir);

    assertThat(sdk.errors).as("seed %d: %s", seed, snapshot).isEmpty();
    assertThat(sdk.generation.warnings())
        .as("seed %d", seed)
        .extracting(Diagnostic::message)
        .allMatch(message ->
            message.startsWith("enum is empty") || message.startsWith("left out of the SDK"));
  }

  static String snapshotJson(Random random) {
    ObjectNode root = JSON.createObjectNode();
    ArrayNode tools = root.putArray("tools");
    int count = 1 + random.nextInt(8);
    for (int i = 0; i < count; i++) {
      ObjectNode tool = tools.addObject().put("name", "tool_" + i);
      tool.set("inputSchema", root(random));
      if (random.nextBoolean()) {
        tool.set("outputSchema", root(random));
      }
      if (random.nextInt(10) == 0) {
        tool.putObject("execution").put("taskSupport", "required");
      }
    }
    return root.toString();
  }

  /** A tool's schema: an object, sometimes with {@code $defs} that its properties refer to. */
  private static ObjectNode root(Random random) {
    ObjectNode schema = object(random, 0);
    if (random.nextBoolean()) {
      ObjectNode defs = schema.putObject("$defs");
      String name = NAMES.get(random.nextInt(NAMES.size()));
      defs.set(
          Character.toUpperCase(name.charAt(0)) + name.substring(1), recursiveUnion(random, name));
      ObjectNode properties = (ObjectNode) schema.get("properties");
      properties
          .putObject(name + "_ref")
          .put("$ref", "#/$defs/" + Character.toUpperCase(name.charAt(0)) + name.substring(1));
      properties
          .putObject(name)
          .put("type", "object")
          .putObject("properties")
          .putObject("inner")
          .put("type", "string");
    }
    return schema;
  }

  private static ObjectNode object(Random random, int depth) {
    return object(random, depth, definition);
  }

  /**
   * @param definition a {@code $defs} entry of the tool, named like this property: nested objects refer to it and have
   *     an object property of its name, whose type would take the same simple name
   */
  private static ObjectNode object(
      Random random, int depth, @org.jspecify.annotations.Nullable String definition) {
    ObjectNode schema = JSON.createObjectNode().put("type", "object");
    ObjectNode properties = schema.putObject("properties");
    if (definition != null && depth > 0) {
      properties
          .putObject("other")
          .put(
              "$ref",
              "#/$defs/" + Character.toUpperCase(definition.charAt(0)) + definition.substring(1));
      properties
          .putObject(definition)
          .put("type", "object")
          .putObject("properties")
          .putObject("x")
          .put("type", "integer");
    }
    ArrayNode required = schema.putArray("required");
    int count = depth == 0 ? 1 + random.nextInt(6) : random.nextInt(4);
    for (int i = 0; i < count; i++) {
      String name =
          NAMES.get(random.nextInt(NAMES.size())) + (random.nextInt(3) == 0 ? "" : "_" + i);
      if (properties.has(name)) {
        continue;
      }
      properties.set(name, shape(random, depth + 1));
      if (random.nextBoolean()) {
        required.add(name);
      }
    }
    switch (random.nextInt(3)) {
      case 0 -> schema.put("additionalProperties", true);
      case 1 -> schema.put("additionalProperties", false);
      default -> {}
    }
    return schema;
  }

  private static ObjectNode shape(Random random, int depth) {
    if (depth >= MAX_DEPTH) {
      return leaf(random);
    }
    return switch (random.nextInt(9)) {
      case 0 -> objectOrString(random, depth);
      case 1 -> array(shapeUnion(random, depth));
      case 2 -> object(random, depth);
      case 3 -> array(random.nextBoolean() ? object(random, depth) : leaf(random));
      case 4 -> nullable(shape(random, depth + 1));
      case 5 -> twoObjects(random, depth);
      default -> leaf(random);
    };
  }

  private static ObjectNode shapeUnion(Random random, int depth) {
    return random.nextBoolean() ? objectOrString(random, depth) : twoObjects(random, depth);
  }

  /** Notion's parent: an open object with a required member, or a string. */
  private static ObjectNode objectOrString(Random random, int depth) {
    ObjectNode union = JSON.createObjectNode();
    ArrayNode anyOf = union.putArray(random.nextBoolean() ? "anyOf" : "oneOf");
    ObjectNode alternative = object(random, depth);
    alternative.put("additionalProperties", true);
    alternative.withObject("properties").putObject("page_id").put("type", "string");
    alternative.withArray("required").add("page_id");
    anyOf.add(alternative);
    anyOf.add(random.nextBoolean() ? leaf(random) : JSON.createObjectNode().put("type", "string"));
    return union;
  }

  /** GitHub's review comment: two closed objects that differ in their required members. */
  private static ObjectNode twoObjects(Random random, int depth) {
    ObjectNode union = JSON.createObjectNode();
    ArrayNode anyOf = union.putArray("anyOf");
    for (String member : List.of("position", "line")) {
      ObjectNode alternative = object(random, depth);
      alternative.put("additionalProperties", false);
      alternative.withObject("properties").putObject(member).put("type", "number");
      alternative.withArray("required").add(member);
      anyOf.add(alternative);
    }
    return union;
  }

  /** A union that holds itself: a message whose messages are messages, with or without a discriminator. */
  private static ObjectNode recursiveUnion(Random random, String name) {
    String self = "#/$defs/" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
    ObjectNode union = JSON.createObjectNode();
    ArrayNode oneOf = union.putArray(random.nextBoolean() ? "oneOf" : "anyOf");
    boolean discriminated = random.nextBoolean();
    ObjectNode leaf = oneOf.addObject().put("type", "object");
    ObjectNode thread = oneOf.addObject().put("type", "object");
    if (discriminated) {
      leaf.withObject("properties").putObject("kind").put("const", "text");
      thread.withObject("properties").putObject("kind").put("const", "thread");
    }
    leaf.withObject("properties").putObject("text").put("type", "string");
    leaf.withArray("required").add("text");
    thread
        .withObject("properties")
        .set("messages", array(JSON.createObjectNode().put("$ref", self)));
    thread.withArray("required").add("messages");
    if (!discriminated) {
      oneOf.addObject().put("type", "string");
    }
    return union;
  }

  private static ObjectNode leaf(Random random) {
    ObjectNode leaf = JSON.createObjectNode();
    switch (random.nextInt(7)) {
      case 0 -> {
        leaf.put("type", "string").put("format", FORMATS.get(random.nextInt(FORMATS.size())));
        leaf.put("pattern", "^[0-9a-zA-Z:-]+").put("minLength", 1).put("maxLength", 64);
      }
      case 1 -> {
        leaf.put("type", "string");
        ArrayNode values = leaf.putArray("enum");
        for (int i = random.nextInt(5); i > 0; i--) {
          String value = CLASHING_VALUES.get(random.nextInt(CLASHING_VALUES.size()));
          if (!values.toString().contains("\"" + value + "\"")) {
            values.add(value);
          }
        }
      }
      case 2 ->
        leaf.put("type", random.nextBoolean() ? "number" : "integer")
            .put("minimum", -9007199254740991L)
            .put("maximum", 9007199254740991L);
      case 3 -> leaf.put("type", "string").put("format", "password");
      case 4 -> leaf.put("type", "boolean");
      case 5 -> leaf.put("type", "string").put("writeOnly", true);
      default -> leaf.put("type", "string").put("pattern", "^x");
    }
    return leaf;
  }

  private static ObjectNode array(ObjectNode items) {
    ObjectNode array = JSON.createObjectNode().put("type", "array");
    array.set("items", items);
    return array;
  }

  private static ObjectNode nullable(ObjectNode type) {
    ObjectNode union = JSON.createObjectNode();
    union.putArray("anyOf").add(type).addObject().put("type", "null");
    return union;
  }
}
