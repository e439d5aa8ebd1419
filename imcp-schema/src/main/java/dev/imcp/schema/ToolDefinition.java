package dev.imcp.schema;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * One tool exactly as {@code tools/list} described it. Schemas are kept as JSON; {@link SchemaParser} turns them into
 * the typed model. The JSON held here is a private copy, and the accessors hand out copies too.
 *
 * @param extra top-level fields this model does not know (for example {@code execution} or {@code icons}), kept so
 *     that a snapshot round trip loses nothing
 * @param name the tool's name, as called
 * @param title a title for people
 * @param description what the tool does, as the server wrote it (untrusted text)
 * @param inputSchema the JSON Schema of its arguments
 * @param outputSchema the JSON Schema of its {@code structuredContent}, when it declares one
 * @param annotations its behaviour hints
 */
public record ToolDefinition(
    String name,
    Optional<String> title,
    Optional<String> description,
    JsonNode inputSchema,
    Optional<JsonNode> outputSchema,
    ToolAnnotations annotations,
    Map<String, JsonNode> extra) {

  /**
   * Checks for nulls and copies the JSON.
   *
   * @param name the tool's name, as called
   * @param title a title for people
   * @param description what the tool does, as the server wrote it (untrusted text)
   * @param inputSchema the JSON Schema of its arguments
   * @param outputSchema the JSON Schema of its {@code structuredContent}, when it declares one
   * @param annotations its behaviour hints
   * @param extra top-level fields this model does not know
   */
  public ToolDefinition {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    inputSchema = inputSchema.deepCopy();
    outputSchema = outputSchema.map(JsonNode::deepCopy);
    Objects.requireNonNull(annotations, "annotations");
    extra = JsonCopies.copyOf(extra);
  }

  /** {@return a copy of the JSON Schema of the tool's arguments} */
  @Override
  public JsonNode inputSchema() {
    return inputSchema.deepCopy();
  }

  /** {@return a copy of the JSON Schema of the tool's {@code structuredContent}; empty when it declares none} */
  @Override
  public Optional<JsonNode> outputSchema() {
    return outputSchema.map(JsonNode::deepCopy);
  }

  /** {@return this tool's fingerprint: its contract without descriptions, titles and examples} */
  public Fingerprint fingerprint() {
    return Fingerprint.of(this);
  }
}
