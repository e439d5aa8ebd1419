package dev.imcp.bench.scale;

import dev.imcp.codegen.GeneratorOptions;
import java.util.Random;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code tools/list} results of any size with schemas like real servers': 5 to 20 properties each, strings with enums
 * and formats, bounded integers and numbers, arrays, nested objects and discriminated unions. Seeded: the same size
 * always gives the same snapshot.
 */
final class SyntheticSnapshots {
  private SyntheticSnapshots() {}

  /** {@return the options every generator benchmark generates these snapshots with} */
  static GeneratorOptions options() {
    return GeneratorOptions.builder("com.example.synthetic")
        .clientName("SyntheticClient")
        .build();
  }

  static String toolsList(int tools) {
    // A mapper of its own, built here and not in a static field: the cold benchmark's generating
    // JVM asks this class
    // for its options, and must not pay for a mapper the generator does not build.
    JsonMapper json = JsonMapper.builder().build();
    Random random = new Random(tools);
    ObjectNode root = json.createObjectNode();
    ArrayNode list = root.putArray("tools");
    for (int i = 0; i < tools; i++) {
      ObjectNode tool = list.addObject()
          .put("name", "service" + (i % 25) + "_tool" + i)
          .put("description", "Tool number " + i);
      ObjectNode input = tool.putObject("inputSchema").put("type", "object");
      ObjectNode properties = input.putObject("properties");
      int count = 5 + random.nextInt(16);
      for (int p = 0; p < count; p++) {
        property(properties.putObject("field" + p), p, random);
      }
      input.putArray("required").add("field0").add("field1");
      tool.putObject("annotations").put("readOnlyHint", i % 3 == 0);
    }
    return json.writeValueAsString(root);
  }

  private static void property(ObjectNode schema, int index, Random random) {
    // Long: a case per property shape (seven), each a line or two.
    switch (index % 7) {
      case 0 -> schema.put("type", "string").put("description", "a name");
      case 1 ->
        schema
            .put("type", "string")
            .putArray("enum")
            .add("low")
            .add("medium")
            .add("high")
            .add("built-in");
      case 2 ->
        schema.put("type", "integer").put("minimum", 0).put("maximum", 10 + random.nextInt(1000));
      case 3 -> schema.put("type", "number").put("minimum", -90).put("maximum", 90);
      case 4 ->
        schema
            .put("type", "array")
            .putObject("items")
            .put("type", "string")
            .put("format", "date-time");
      case 5 -> {
        schema
            .put("type", "object")
            .put("additionalProperties", false)
            .putArray("required")
            .add("city");
        ObjectNode nested = schema.putObject("properties");
        nested.putObject("city").put("type", "string");
        nested.putObject("zip").put("type", "string").put("pattern", "^[0-9]{5}$");
        nested.putObject("level").put("type", "integer");
      }
      default -> {
        ArrayNode branches = schema.putArray("anyOf");
        for (String kind : new String[] {"relative", "absolute"}) {
          ObjectNode branch =
              branches.addObject().put("type", "object").put("additionalProperties", false);
          ObjectNode props = branch.putObject("properties");
          props.putObject("type").put("type", "string").put("const", kind);
          props
              .putObject(kind.equals("relative") ? "minutes" : "at")
              .put("type", kind.equals("relative") ? "integer" : "string");
        }
      }
    }
  }
}
