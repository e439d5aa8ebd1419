package dev.imcp.schema.type;

import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Where a schema came from and what it says about itself without constraining anything.
 *
 * @param pointer JSON pointer to the schema, relative to the tool object ({@code /inputSchema/properties/start})
 * @param defaultValue the {@code default} keyword's value, if any
 * @param title the {@code title} keyword's value, if any
 * @param description the {@code description} keyword's value, if any (untrusted text)
 * @param writeOnly the {@code writeOnly} keyword: the value is sent but never returned, as a password is
 */
public record SchemaMeta(
    String pointer,
    Optional<String> title,
    Optional<String> description,
    Optional<JsonNode> defaultValue,
    boolean writeOnly) {

  /**
   * Checks for nulls and copies the default.
   *
   * @param pointer JSON pointer to the schema, relative to the tool object
   * @param title the {@code title} keyword's value, if any
   * @param description the {@code description} keyword's value, if any (untrusted text)
   * @param defaultValue the {@code default} keyword's value, if any; copied
   * @param writeOnly the {@code writeOnly} keyword
   */
  public SchemaMeta {
    Objects.requireNonNull(pointer, "pointer");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    defaultValue = defaultValue.map(JsonNode::deepCopy);
  }

  /**
   * Metadata of a schema that is not {@code writeOnly}.
   *
   * @param pointer JSON pointer to the schema, relative to the tool object
   * @param title the {@code title} keyword's value, if any
   * @param description the {@code description} keyword's value, if any (untrusted text)
   * @param defaultValue the {@code default} keyword's value, if any; copied
   */
  public SchemaMeta(
      String pointer,
      Optional<String> title,
      Optional<String> description,
      Optional<JsonNode> defaultValue) {
    this(pointer, title, description, defaultValue, false);
  }

  /**
   * {@return metadata with no documentation, only a place}
   *
   * @param pointer JSON pointer to the schema, relative to the tool object
   */
  public static SchemaMeta at(String pointer) {
    return new SchemaMeta(pointer, Optional.empty(), Optional.empty(), Optional.empty(), false);
  }
}
