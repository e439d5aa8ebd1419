package dev.imcp.schema.type;

import java.util.Objects;
import java.util.Optional;

/**
 * A JSON array whose elements all have one type.
 *
 * @param meta where the schema is, and its documentation
 * @param items the type of every element
 * @param minItems the fewest elements allowed, if bounded
 * @param maxItems the most elements allowed, if bounded
 * @param uniqueItems whether elements must differ
 */
public record ArrayType(
    SchemaMeta meta,
    JsonType items,
    Optional<Long> minItems,
    Optional<Long> maxItems,
    boolean uniqueItems)
    implements JsonType {

  /**
   * Checks that no component is null.
   *
   * @param meta where the schema is, and its documentation
   * @param items the type of every element
   * @param minItems the fewest elements allowed, if bounded
   * @param maxItems the most elements allowed, if bounded
   * @param uniqueItems whether elements must differ
   */
  public ArrayType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(items, "items");
    Objects.requireNonNull(minItems, "minItems");
    Objects.requireNonNull(maxItems, "maxItems");
  }
}
