package dev.imcp.schema;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Map;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Any JSON given as a tool's input and output schema is modelled, or refused with an {@link InvalidSnapshotException}:
 * never another exception, never a hang. Seeds: every schema of the real servers' snapshots.
 */
class SchemaFuzzTest {
  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  @FuzzTest(maxDuration = "10s")
  void aSchemaIsModelledOrRefusedClearly(byte[] input) {
    JsonNode schema;
    try {
      schema = MAPPER.readTree(input);
    } catch (JacksonException notJson) {
      return;
    }
    if (schema == null || schema.isMissingNode()) {
      return;
    }
    ToolDefinition tool = new ToolDefinition(
        "fuzz",
        Optional.empty(),
        Optional.empty(),
        schema,
        Optional.of(schema),
        ToolAnnotations.none(),
        Map.of());
    try {
      SchemaParser.parse(tool);
    } catch (InvalidSnapshotException refused) {
      // Refused, saying where: as it should.
    }
    tool.fingerprint();
  }
}
