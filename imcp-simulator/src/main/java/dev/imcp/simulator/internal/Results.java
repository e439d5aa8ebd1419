package dev.imcp.simulator.internal;

import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** {@code tools/call} results in iMCP's shapes. */
final class Results {
  /** Ontology's DateTime: milliseconds and the offset, {@code Z} for UTC. */
  static final DateTimeFormatter ONTOLOGY_DATE =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSXXX");

  private Results() {}

  static ObjectNode text(JsonNode json) {
    return text(Json.write(json), false);
  }

  static ObjectNode error(String text) {
    return text(text, true);
  }

  private static ObjectNode text(String text, boolean isError) {
    ObjectNode result = Json.object();
    result.putArray("content").addObject().put("text", text).put("type", "text");
    return result.put("isError", isError);
  }

  static ObjectNode binary(String type, String base64, String mimeType) {
    ObjectNode result = Json.object();
    result
        .putArray("content")
        .addObject()
        .put("data", base64)
        .put("mimeType", mimeType)
        .put("type", type);
    return result.put("isError", false);
  }

  /** JSON-LD writes {@code @context} on the root object only. */
  static ObjectNode rooted(ObjectNode node) {
    ObjectNode rooted = Json.object().put("@context", "https://schema.org");
    rooted.setAll(node);
    return rooted;
  }

  static String date(OffsetDateTime time) {
    return ONTOLOGY_DATE.format(time);
  }

  static ObjectNode quantity(double value, String unitCode, String unitText) {
    return Json.object()
        .put("@type", "QuantitativeValue")
        .put("unitCode", unitCode)
        .put("unitText", unitText)
        .put("value", value);
  }
}
