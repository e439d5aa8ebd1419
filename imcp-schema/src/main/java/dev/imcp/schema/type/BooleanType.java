package dev.imcp.schema.type;

import java.util.Objects;

/**
 * {@code true} or {@code false}.
 *
 * @param meta where the schema is, and its documentation
 */
public record BooleanType(SchemaMeta meta) implements JsonType {
  /**
   * Checks that no component is null.
   *
   * @param meta where the schema is, and its documentation
   */
  public BooleanType {
    Objects.requireNonNull(meta, "meta");
  }
}
