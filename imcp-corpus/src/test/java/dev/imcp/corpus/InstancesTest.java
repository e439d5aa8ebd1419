package dev.imcp.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.codegen.Generator;
import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.corpus.SchemaSamples.Mode;
import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** The harness's own pieces on a small SDK: which method calls which tool, and what a built request holds. */
class InstancesTest {
  private static final String SNAPSHOT = """
      {"tools":[
        {"name":"link","inputSchema":{"type":"object","properties":{
          "id":{"type":"string","format":"uuid"},
          "links":{"type":"array","items":{"oneOf":[
            {"type":"object","properties":{"kind":{"const":"issue"},"number":{"type":"integer","minimum":3}},
             "required":["kind","number"]},
            {"type":"object","properties":{"kind":{"const":"url"},"url":{"type":"string","pattern":"^https://"}},
             "required":["kind","url"]}]}},
          "note":{"type":"string","maxLength":4},
          "level":{"type":"string","enum":["low","high"]}},
          "required":["id","links"]},
         "outputSchema":{"type":"object","properties":{"count":{"type":"integer"}},"required":["count"]}},
        {"name":"ping","inputSchema":{"type":"object"}}]}
      """;

  @Test
  void requestsAreBuiltThroughTheGeneratedRecordsFromValidValues(@TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        Generator.generate(
            SnapshotFormat.read(SNAPSHOT, "test"),
            GeneratorOptions.builder("test.sdk").build()),
        "test.sdk",
        Set.of("link", "ping"),
        dir);
    assertThat(sdk.problems).isEmpty();
    CompiledSdk.Binding link = sdk.bindings.get("link");
    JsonNode schema = RuntimeJson.MAPPER.readTree(SNAPSHOT).at("/tools/0/inputSchema");

    Object full = new Instances(new Schemas(schema), Mode.FULL, 0)
        .build(link.request().orElseThrow(), schema);
    Object required = new Instances(new Schemas(schema), Mode.MINIMAL, 0)
        .build(link.request().orElseThrow(), schema);

    assertThat(full.getClass().isRecord()).isTrue();
    assertThat(RuntimeJson.MAPPER.valueToTree(full).toString())
        .isEqualTo(
            "{\"id\":\"3f2c9a1e-8b7d-4c6e-9a5f-1b2c3d4e5f60\",\"links\":[{\"kind\":\"issue\",\"number\":3}],"
                + "\"note\":\"samp\",\"level\":\"low\"}");
    assertThat(RuntimeJson.MAPPER.valueToTree(required).toString())
        .isEqualTo("{\"id\":\"3f2c9a1e-8b7d-4c6e-9a5f-1b2c3d4e5f60\",\"links\":[]}");
    assertThat(link.result()).isPresent();
    assertThat(sdk.bindings.get("ping").request()).isEmpty();
    assertThat(sdk.bindings.get("ping").result()).isEmpty();
  }
}
