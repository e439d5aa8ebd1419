package dev.imcp.simulator.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.cfg.JsonNodeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** JSON as iMCP writes it: compact, keys sorted, slashes unescaped, UTF-8. */
final class Json {
  static final JsonMapper MAPPER =
      JsonMapper.builder().enable(JsonNodeFeature.WRITE_PROPERTIES_SORTED).build();

  private Json() {}

  static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  static ArrayNode array() {
    return MAPPER.createArrayNode();
  }

  static String write(JsonNode node) {
    return MAPPER.writeValueAsString(node);
  }

  static JsonNode resource(String name) {
    try (InputStream in = Json.class.getResourceAsStream("/dev/imcp/simulator/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return MAPPER.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A sample result's JSON text, parsed. */
  static JsonNode sampleText(String tool) {
    return MAPPER.readTree(
        resource("samples/" + tool + ".json").get("content").get(0).get("text").asString());
  }
}
