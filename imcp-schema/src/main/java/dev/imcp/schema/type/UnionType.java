package dev.imcp.schema.type;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code oneOf} or {@code anyOf} over two or more branches.
 *
 * @param discriminator a property that every branch is an object with, each with a different {@code const} string
 *     value: the property that tells the branches apart (it need not be required)
 * @param meta where the schema is, and its documentation
 * @param kind {@code oneOf} or {@code anyOf}
 * @param branches the branches, in the schema's order
 */
public record UnionType(
    SchemaMeta meta, Kind kind, List<JsonType> branches, Optional<String> discriminator)
    implements JsonType {

  /** Which keyword made the union. */
  public enum Kind {
    /** {@code oneOf}: a value matches exactly one branch. */
    ONE_OF,
    /** {@code anyOf}: a value matches at least one branch. */
    ANY_OF
  }

  /**
   * Checks for nulls and copies the branches.
   *
   * @param meta where the schema is, and its documentation
   * @param kind {@code oneOf} or {@code anyOf}
   * @param branches the branches, in the schema's order
   * @param discriminator the property that tells object branches apart, if there is one
   */
  public UnionType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(kind, "kind");
    branches = List.copyOf(branches);
    Objects.requireNonNull(discriminator, "discriminator");
  }
}
