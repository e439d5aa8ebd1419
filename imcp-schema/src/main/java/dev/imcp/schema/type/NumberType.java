package dev.imcp.schema.type;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * A JSON number, or with {@code integer} a whole one. Bounds are exact decimals as written in the schema; the
 * draft-4 boolean form of {@code exclusiveMinimum}/{@code exclusiveMaximum} is already turned into the numeric form.
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

  public NumberType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(minimum, "minimum");
    Objects.requireNonNull(maximum, "maximum");
    Objects.requireNonNull(exclusiveMinimum, "exclusiveMinimum");
    Objects.requireNonNull(exclusiveMaximum, "exclusiveMaximum");
    Objects.requireNonNull(multipleOf, "multipleOf");
  }
}
