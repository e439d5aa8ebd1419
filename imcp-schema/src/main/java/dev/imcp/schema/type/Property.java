package dev.imcp.schema.type;

import java.util.Objects;

/** A named member of an {@link ObjectType}, with its wire name exactly as the schema spells it. */
public record Property(String name, JsonType type, boolean required) {
  public Property {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
  }
}
