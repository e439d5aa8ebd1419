package dev.imcp.schema.type;

import java.util.Objects;

/** Any JSON value: no schema, {@code {}}, {@code true}, or a construct the parser does not type (with a warning). */
public record AnyType(SchemaMeta meta) implements JsonType {
  public AnyType {
    Objects.requireNonNull(meta, "meta");
  }
}
