package dev.imcp.schema.type;

import java.util.Objects;

/** {@code type: [T, "null"]}, a union with {@code null}, or an enum containing {@code null}. */
public record NullableType(SchemaMeta meta, JsonType type) implements JsonType {
  public NullableType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(type, "type");
  }
}
