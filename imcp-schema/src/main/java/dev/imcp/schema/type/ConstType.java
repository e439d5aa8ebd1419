package dev.imcp.schema.type;

import java.util.Objects;
import tools.jackson.databind.JsonNode;

/** Exactly one value ({@code const}, or {@code type: "null"}). */
public record ConstType(SchemaMeta meta, JsonNode value) implements JsonType {
  public ConstType {
    Objects.requireNonNull(meta, "meta");
    value = value.deepCopy();
  }

  @Override
  public JsonNode value() {
    return value.deepCopy();
  }
}
