package dev.imcp.schema.type;

import java.util.Objects;

/**
 * A {@code $ref}, left unresolved so that recursive schemas have a finite model. {@link
 * dev.imcp.schema.ToolSchema#resolve(JsonType)} follows it.
 *
 * @param target JSON pointer of the referenced schema, relative to the tool ({@code /inputSchema/$defs/Node})
 */
public record RefType(SchemaMeta meta, String target) implements JsonType {
  public RefType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(target, "target");
  }
}
