package dev.imcp.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class ElicitationDefaultsTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  @Test
  void acceptsWithEveryDefaultOfTheRequestedSchemaAndNothingElse() {
    Map<String, Object> params = map("""
        {"message": "please accept", "requestedSchema": {"type": "object", "properties": {
          "name": {"type": "string", "default": "John Doe"},
          "age": {"type": "integer", "default": 30},
          "score": {"type": "number", "default": 95.5},
          "status": {"type": "string", "enum": ["active", "inactive"], "default": "active"},
          "verified": {"type": "boolean", "default": true},
          "nickname": {"type": "string"}}}}""");

    assertThat(ElicitationDefaults.accept(params)).isEqualTo(map("""
        {"action": "accept", "content": {"name": "John Doe", "age": 30, "score": 95.5, "status": "active", "verified": true}}"""));
  }

  @Test
  void aRequestWithoutSchemaIsAcceptedWithNoContent() {
    assertThat(ElicitationDefaults.accept(map("{\"message\": \"ok?\"}")))
        .isEqualTo(map("{\"action\": \"accept\", \"content\": {}}"));
  }

  /** Params as the client hands them to a handler: plain maps. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(String json) {
    return JSON.readValue(json, Map.class);
  }
}
