package dev.imcp.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class ElicitationDefaultsTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  @Test
  void acceptsWithEveryDefaultOfTheRequestedSchemaAndNothingElse() {
    JsonNode params = JSON.readTree("""
        {"message": "please accept", "requestedSchema": {"type": "object", "properties": {
          "name": {"type": "string", "default": "John Doe"},
          "age": {"type": "integer", "default": 30},
          "score": {"type": "number", "default": 95.5},
          "status": {"type": "string", "enum": ["active", "inactive"], "default": "active"},
          "verified": {"type": "boolean", "default": true},
          "nickname": {"type": "string"}}}}""");

    assertThat(ElicitationDefaults.accept(params)).isEqualTo(JSON.readTree("""
        {"action": "accept", "content": {"name": "John Doe", "age": 30, "score": 95.5, "status": "active", "verified": true}}"""));
  }

  @Test
  void aRequestWithoutSchemaIsAcceptedWithNoContent() {
    assertThat(ElicitationDefaults.accept(JSON.readTree("{\"message\": \"ok?\"}")))
        .isEqualTo(JSON.readTree("{\"action\": \"accept\", \"content\": {}}"));
  }
}
