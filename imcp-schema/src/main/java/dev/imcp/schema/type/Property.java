package dev.imcp.schema.type;

import java.util.Objects;

/**
 * A named member of an {@link ObjectType}, with its wire name exactly as the schema spells it.
 *
 * @param name the wire name, exactly as the schema spells it
 * @param type the value's type
 * @param required whether the object must have it
 */
public record Property(String name, JsonType type, boolean required) {
  /**
   * Checks that no component is null.
   *
   * @param name the wire name, exactly as the schema spells it
   * @param type the value's type
   * @param required whether the object must have it
   */
  public Property {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
  }
}
