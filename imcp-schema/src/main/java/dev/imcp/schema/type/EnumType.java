package dev.imcp.schema.type;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * One of a fixed set of values, from {@code enum} or from a union whose every branch is a {@code const}. A {@code null}
 * among the values is expressed as {@link NullableType} around this instead.
 *
 * @param meta where the schema is, and its documentation
 * @param values the values, in the schema's order; copied in and out
 */
public record EnumType(SchemaMeta meta, List<JsonNode> values) implements JsonType {
  /**
   * Checks for nulls and copies the values.
   *
   * @param meta where the schema is, and its documentation
   * @param values the values, in the schema's order; copied in and out
   */
  public EnumType {
    Objects.requireNonNull(meta, "meta");
    values = values.stream().map(JsonNode::deepCopy).toList();
  }

  /** {@return copies of the values, in the schema's order} */
  @Override
  public List<JsonNode> values() {
    return values.stream().map(JsonNode::deepCopy).toList();
  }

  /** {@return the values as strings when every value is a string, the common case; else empty} */
  public Optional<List<String>> stringValues() {
    return values.stream().allMatch(JsonNode::isString)
        ? Optional.of(values.stream().map(JsonNode::stringValue).toList())
        : Optional.empty();
  }
}
