package dev.imcp.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.corpus.SchemaSamples.Mode;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;

/** The sample generator against the validator: its samples must be valid, or the corpus tests would lie. */
class SchemaSamplesTest {
  private static JsonNode json(String text) {
    return RuntimeJson.MAPPER.readTree(text);
  }

  private static JsonNode sample(String schema, Mode mode) {
    JsonNode root = json(schema);
    return new SchemaSamples(new Schemas(root), mode).sample(root);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      {"type":"string","format":"date-time"}                          | "2026-11-25T10:15:30Z"
      {"type":"string","format":"uuid","pattern":"^[0-9a-f-]{36}$"}   | "3f2c9a1e-8b7d-4c6e-9a5f-1b2c3d4e5f60"
      {"type":"string","minLength":8}                                 | "samplexx"
      {"type":"string","maxLength":3}                                 | "sam"
      {"type":"integer","minimum":10}                                 | 10
      {"type":"integer","exclusiveMaximum":0}                         | -1
      {"type":"integer","minimum":5,"exclusiveMinimum":true}          | 6
      {"type":"number","maximum":1}                                   | 1
      {"type":"number","multipleOf":0.25,"minimum":3.1}               | 3.25
      {"enum":["b","a"]}                                              | "b"
      {"const":{"x":1}}                                               | {"x":1}
      {"anyOf":[{"type":"null"},{"type":"boolean"}]}                  | true
      {"type":["null","integer"]}                                     | 1
      """)
  void leaves(String schema, String expected) {
    JsonNode sample = sample(schema, Mode.FULL);

    assertThat(JsonEquality.equal(sample, json(expected))).as("%s", sample).isTrue();
  }

  @Test
  void patternsAreMatched() {
    String schema = "{\"type\":\"string\",\"pattern\":\"^[A-Z]{3}-\\\\d{4}$\"}";

    assertThat(sample(schema, Mode.FULL).asString()).matches("[A-Z]{3}-\\d{4}");
  }

  @Test
  void objectsFillRequiredPropertiesAlwaysAndOptionalOnesInFullMode() {
    String schema = """
        {"type":"object","properties":{"a":{"type":"string"},"b":{"$ref":"#/$defs/B"}},"required":["a"],
         "$defs":{"B":{"type":"array","items":{"type":"integer"},"minItems":2}}}""";

    assertThat(sample(schema, Mode.MINIMAL)).hasToString("{\"a\":\"sample\"}");
    assertThat(sample(schema, Mode.FULL)).hasToString("{\"a\":\"sample\",\"b\":[1,2]}");
  }

  @Test
  void recursiveSchemasEnd() {
    String schema = """
        {"$ref":"#/$defs/Node","$defs":{"Node":{"type":"object","properties":{"name":{"type":"string"},
         "children":{"type":"array","items":{"$ref":"#/$defs/Node"}}},"required":["name"]}}}""";

    JsonNode sample = sample(schema, Mode.FULL);

    assertThat(sample.at("/children/0/children/0/name").asString()).isEqualTo("sample");
    assertThat(SchemaValidator.errors(SchemaValidator.schema(json(schema)), sample))
        .isEmpty();
  }

  @Test
  void mapsGetOneEntryAndAllOfIsMerged() {
    String schema = """
        {"allOf":[{"type":"object","properties":{"m":{"type":"object","additionalProperties":{"type":"number"}}}},
                  {"required":["m"]}]}""";

    assertThat(sample(schema, Mode.MINIMAL)).hasToString("{\"m\":{}}");
    assertThat(sample(schema, Mode.FULL)).hasToString("{\"m\":{\"key\":2.5}}");
  }

  /** Every input and output schema of the corpus, in both modes: the samples the corpus tests start from. */
  @TestFactory
  Stream<DynamicTest> everyCorpusSchemaGetsValidSamples() {
    return CorpusServer.all().stream()
        .map(server -> DynamicTest.dynamicTest(server.id(), () -> {
          java.util.List<String> problems = new java.util.ArrayList<>();
          for (JsonNode tool : server.tools()) {
            for (String which : new String[] {"inputSchema", "outputSchema"}) {
              JsonNode schema = tool.get(which);
              if (schema == null || !schema.isObject() || unsatisfiable(schema)) {
                continue;
              }
              for (Mode mode : Mode.values()) {
                JsonNode sample = new SchemaSamples(new Schemas(schema), mode).sample(schema);
                SchemaValidator.errors(SchemaValidator.schema(schema), sample)
                    .forEach(error -> problems.add(tool.get("name").asString() + " " + which + " "
                        + mode + ": " + error + "\n    sample " + sample));
              }
            }
          }
          assertThat(problems).isEmpty();
        }));
  }

  /** Schemas no value meets ({@code enum: []}): the corpus tests report those; no sample can be valid. */
  static boolean unsatisfiable(JsonNode schema) {
    return schema.toString().contains("\"enum\":[]");
  }
}
