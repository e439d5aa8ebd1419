package dev.imcp.schema.type;

import java.util.Objects;

/**
 * The four forms of {@code additionalProperties}, kept apart because they mean different things to a generator:
 * absent (other members tolerated but not part of the contract), {@code true} (other members are part of the
 * contract), {@code false} (closed), or a schema (a typed map).
 */
public sealed interface AdditionalProperties {

  /** The keyword is absent. */
  record Unspecified() implements AdditionalProperties {}

  /** {@code additionalProperties: true}. */
  record Allowed() implements AdditionalProperties {}

  /** {@code additionalProperties: false}. */
  record Forbidden() implements AdditionalProperties {}

  /**
   * {@code additionalProperties: {schema}}.
   *
   * @param type the type of every other member
   */
  record Typed(JsonType type) implements AdditionalProperties {
    /**
     * Checks that no component is null.
     *
     * @param type the type of every other member
     */
    public Typed {
      Objects.requireNonNull(type, "type");
    }
  }
}
