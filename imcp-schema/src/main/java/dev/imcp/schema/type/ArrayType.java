package dev.imcp.schema.type;

import java.util.Objects;
import java.util.Optional;

/** A JSON array whose elements all have one type. */
public record ArrayType(
    SchemaMeta meta, JsonType items, Optional<Long> minItems, Optional<Long> maxItems, boolean uniqueItems)
    implements JsonType {

  public ArrayType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(items, "items");
    Objects.requireNonNull(minItems, "minItems");
    Objects.requireNonNull(maxItems, "maxItems");
  }
}
