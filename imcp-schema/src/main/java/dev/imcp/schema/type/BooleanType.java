package dev.imcp.schema.type;

import java.util.Objects;

/** {@code true} or {@code false}. */
public record BooleanType(SchemaMeta meta) implements JsonType {
  public BooleanType {
    Objects.requireNonNull(meta, "meta");
  }
}
