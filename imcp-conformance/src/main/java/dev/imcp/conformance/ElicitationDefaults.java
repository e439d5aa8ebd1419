package dev.imcp.conformance;

import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Answers {@code elicitation/create} as a user who accepts the form unchanged: every field of the requested schema that
 * has a {@code default} gets it (SEP-1034), and nothing else is made up.
 */
final class ElicitationDefaults {
  private ElicitationDefaults() {}

  static JsonNode accept(JsonNode params) {
    ObjectNode content = JsonNodeFactory.instance.objectNode();
    for (Map.Entry<String, JsonNode> property :
        params.path("requestedSchema").path("properties").properties()) {
      JsonNode value = property.getValue().get("default");
      if (value != null) {
        content.set(property.getKey(), value);
      }
    }
    ObjectNode result = JsonNodeFactory.instance.objectNode().put("action", "accept");
    result.set("content", content);
    return result;
  }
}
