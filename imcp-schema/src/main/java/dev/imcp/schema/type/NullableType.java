package dev.imcp.schema.type;

import java.util.Objects;

/**
 * {@code type: [T, "null"]}, a union with {@code null}, or an enum containing {@code null}.
 *
 * @param meta where the schema is, and its documentation
 * @param type the type of a value that is not {@code null}
 */
public record NullableType(SchemaMeta meta, JsonType type) implements JsonType {
  /**
   * Checks that no component is null.
   *
   * @param meta where the schema is, and its documentation
   * @param type the type of a value that is not {@code null}
   */
  public NullableType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(type, "type");
  }
}
