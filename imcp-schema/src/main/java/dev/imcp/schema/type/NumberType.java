package dev.imcp.schema.type;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * A JSON number, or with {@code integer} a whole one. Bounds are exact decimals as written in the schema; the
 * draft-4 boolean form of {@code exclusiveMinimum}/{@code exclusiveMaximum} is already turned into the numeric form.
 *
 * @param meta where the schema is, and its documentation
 * @param integer whether only whole numbers are allowed ({@code type: integer})
 * @param minimum the least value allowed, if bounded
 * @param maximum the greatest value allowed, if bounded
 * @param exclusiveMinimum a bound every value must be above, if any
 * @param exclusiveMaximum a bound every value must be below, if any
 * @param multipleOf what every value must be a multiple of, if anything
 */
public record NumberType(
    SchemaMeta meta,
    boolean integer,
    Optional<BigDecimal> minimum,
    Optional<BigDecimal> maximum,
    Optional<BigDecimal> exclusiveMinimum,
    Optional<BigDecimal> exclusiveMaximum,
    Optional<BigDecimal> multipleOf)
    implements JsonType {

  /**
   * Checks that no component is null.
   *
   * @param meta where the schema is, and its documentation
   * @param integer whether only whole numbers are allowed ({@code type: integer})
   * @param minimum the least value allowed, if bounded
   * @param maximum the greatest value allowed, if bounded
   * @param exclusiveMinimum a bound every value must be above, if any
   * @param exclusiveMaximum a bound every value must be below, if any
   * @param multipleOf what every value must be a multiple of, if anything
   */
  public NumberType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(minimum, "minimum");
    Objects.requireNonNull(maximum, "maximum");
    Objects.requireNonNull(exclusiveMinimum, "exclusiveMinimum");
    Objects.requireNonNull(exclusiveMaximum, "exclusiveMaximum");
    Objects.requireNonNull(multipleOf, "multipleOf");
  }
}
