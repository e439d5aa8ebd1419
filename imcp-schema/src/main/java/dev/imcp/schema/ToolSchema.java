package dev.imcp.schema;

import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.RefType;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One tool's schemas as typed models.
 *
 * @param definitions every schema a {@link RefType} points at, keyed by {@link RefType#target()}
 * @param warnings constructs that were typed as any JSON or not checked, each with its pointer
 * @param tool the tool as listed
 * @param input its arguments
 * @param output its {@code structuredContent}, when it declares an {@code outputSchema}
 */
public record ToolSchema(
    ToolDefinition tool,
    ObjectType input,
    Optional<ObjectType> output,
    Map<String, JsonType> definitions,
    List<Diagnostic> warnings) {

  /**
   * Checks for nulls and copies the collections.
   *
   * @param tool the tool as listed
   * @param input its arguments
   * @param output its {@code structuredContent}, when it declares an {@code outputSchema}
   * @param definitions every schema a {@link RefType} points at, keyed by {@link RefType#target()}
   * @param warnings constructs that were typed as any JSON or not checked, each with its pointer
   */
  public ToolSchema {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(input, "input");
    Objects.requireNonNull(output, "output");
    definitions = Map.copyOf(definitions);
    warnings = List.copyOf(warnings);
  }

  /**
   * Follows {@link RefType}s until a concrete type.
   *
   * @param type any type of this tool
   * @return the concrete type; {@code type} itself when it is not a {@link RefType}
   * @throws IllegalStateException for a cycle of {@code $ref}s with no concrete type in it
   */
  public JsonType resolve(JsonType type) {
    Set<String> seen = new HashSet<>();
    JsonType current = type;
    while (current instanceof RefType ref) {
      if (!seen.add(ref.target())) {
        throw new IllegalStateException(
            "Tool '" + tool.name() + "': a $ref cycle with no concrete type at " + ref.target());
      }
      current = definitions.get(ref.target());
      if (current == null) {
        throw new IllegalStateException(
            "Tool '" + tool.name() + "': $ref " + ref.target() + " points at no definition");
      }
    }
    return current;
  }
}
