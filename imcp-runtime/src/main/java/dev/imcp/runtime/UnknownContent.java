package dev.imcp.runtime;

import java.util.Objects;
import tools.jackson.databind.JsonNode;

/** A content item of a type this runtime does not know, kept whole. */
public record UnknownContent(String type, JsonNode json) implements Content {
  public UnknownContent {
    Objects.requireNonNull(type, "type");
    json = json.deepCopy();
  }

  @Override
  public JsonNode json() {
    return json.deepCopy();
  }
}
