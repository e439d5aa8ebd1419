package dev.imcp.schema.type;

import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Where a schema came from and what it says about itself without constraining anything.
 *
 * @param pointer JSON pointer to the schema, relative to the tool object ({@code /inputSchema/properties/start})
 * @param defaultValue the {@code default} keyword's value, if any
 */
public record SchemaMeta(
    String pointer, Optional<String> title, Optional<String> description, Optional<JsonNode> defaultValue) {

  public SchemaMeta {
    Objects.requireNonNull(pointer, "pointer");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    defaultValue = defaultValue.map(JsonNode::deepCopy);
  }

  /** No documentation, only a place. */
  public static SchemaMeta at(String pointer) {
    return new SchemaMeta(pointer, Optional.empty(), Optional.empty(), Optional.empty());
  }
}
