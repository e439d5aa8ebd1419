package dev.imcp.schema.type;

import java.util.Objects;

/**
 * Any JSON value: no schema, {@code {}}, {@code true}, or a construct the parser does not type (with a warning).
 *
 * @param meta where the schema is, and its documentation
 */
public record AnyType(SchemaMeta meta) implements JsonType {
  /**
   * Checks that no component is null.
   *
   * @param meta where the schema is, and its documentation
   */
  public AnyType {
    Objects.requireNonNull(meta, "meta");
  }
}
