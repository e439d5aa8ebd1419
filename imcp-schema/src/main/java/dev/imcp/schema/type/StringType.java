package dev.imcp.schema.type;

import java.util.Objects;
import java.util.Optional;

/** A JSON string, with its {@code format} kept as written ({@code date-time}, {@code uri}, …). */
public record StringType(
    SchemaMeta meta, Optional<String> format, Optional<String> pattern, Optional<Long> minLength, Optional<Long> maxLength)
    implements JsonType {

  public StringType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(pattern, "pattern");
    Objects.requireNonNull(minLength, "minLength");
    Objects.requireNonNull(maxLength, "maxLength");
  }

  public static StringType plain(SchemaMeta meta) {
    return new StringType(meta, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
  }
}
