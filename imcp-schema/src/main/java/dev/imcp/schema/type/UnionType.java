package dev.imcp.schema.type;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code oneOf} or {@code anyOf} over two or more branches.
 *
 * @param discriminator a property that every branch is an object with, each with a different {@code const} string
 *     value: the property that tells the branches apart (it need not be required)
 */
public record UnionType(SchemaMeta meta, Kind kind, List<JsonType> branches, Optional<String> discriminator)
    implements JsonType {

  public enum Kind {
    ONE_OF,
    ANY_OF
  }

  public UnionType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(kind, "kind");
    branches = List.copyOf(branches);
    Objects.requireNonNull(discriminator, "discriminator");
  }
}
