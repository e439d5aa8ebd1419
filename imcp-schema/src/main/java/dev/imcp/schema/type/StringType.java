package dev.imcp.schema.type;

import java.util.Objects;
import java.util.Optional;

/**
 * A JSON string, with its {@code format} kept as written ({@code date-time}, {@code uri}, …).
 *
 * @param meta where the schema is, and its documentation
 * @param format the {@code format} keyword as written, if any
 * @param pattern the {@code pattern} keyword, an ECMA-262 regular expression, if any
 * @param minLength the fewest characters allowed, if bounded
 * @param maxLength the most characters allowed, if bounded
 */
public record StringType(
    SchemaMeta meta,
    Optional<String> format,
    Optional<String> pattern,
    Optional<Long> minLength,
    Optional<Long> maxLength)
    implements JsonType {

  /**
   * Checks that no component is null.
   *
   * @param meta where the schema is, and its documentation
   * @param format the {@code format} keyword as written, if any
   * @param pattern the {@code pattern} keyword, an ECMA-262 regular expression, if any
   * @param minLength the fewest characters allowed, if bounded
   * @param maxLength the most characters allowed, if bounded
   */
  public StringType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(pattern, "pattern");
    Objects.requireNonNull(minLength, "minLength");
    Objects.requireNonNull(maxLength, "maxLength");
  }

  /**
   * {@return a string without format, pattern or length bounds}
   *
   * @param meta where the schema is, and its documentation
   */
  public static StringType plain(SchemaMeta meta) {
    return new StringType(
        meta, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
  }
}
