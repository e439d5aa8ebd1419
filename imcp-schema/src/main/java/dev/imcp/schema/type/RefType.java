package dev.imcp.schema.type;

import java.util.Objects;

/**
 * A {@code $ref}, left unresolved so that recursive schemas have a finite model. {@link
 * dev.imcp.schema.ToolSchema#resolve(JsonType)} follows it.
 *
 * @param target JSON pointer of the referenced schema, relative to the tool ({@code /inputSchema/$defs/Node})
 * @param meta where the schema is, and its documentation
 */
public record RefType(SchemaMeta meta, String target) implements JsonType {
  /**
   * Checks that no component is null.
   *
   * @param meta where the schema is, and its documentation
   * @param target JSON pointer of the referenced schema, relative to the tool
   */
  public RefType {
    Objects.requireNonNull(meta, "meta");
    Objects.requireNonNull(target, "target");
  }
}
