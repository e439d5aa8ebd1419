package dev.imcp.schema.type;

import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * Exactly one value ({@code const}, or {@code type: "null"}).
 *
 * @param meta where the schema is, and its documentation
 * @param value the one value; copied in and out
 */
public record ConstType(SchemaMeta meta, JsonNode value) implements JsonType {
  /**
   * Checks for nulls and copies {@code value}.
   *
   * @param meta where the schema is, and its documentation
   * @param value the one value; copied in and out
   */
  public ConstType {
    Objects.requireNonNull(meta, "meta");
    value = value.deepCopy();
  }

  /** {@return a copy of the one value} */
  @Override
  public JsonNode value() {
    return value.deepCopy();
  }
}
