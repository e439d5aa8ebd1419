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
 */
public record ToolDefinition(
    String name,
    Optional<String> title,
    Optional<String> description,
    JsonNode inputSchema,
    Optional<JsonNode> outputSchema,
    ToolAnnotations annotations,
    Map<String, JsonNode> extra) {

  public ToolDefinition {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    inputSchema = inputSchema.deepCopy();
    outputSchema = outputSchema.map(JsonNode::deepCopy);
    Objects.requireNonNull(annotations, "annotations");
    extra = JsonCopies.copyOf(extra);
  }

  @Override
  public JsonNode inputSchema() {
    return inputSchema.deepCopy();
  }

  @Override
  public Optional<JsonNode> outputSchema() {
    return outputSchema.map(JsonNode::deepCopy);
  }

  /** This tool's fingerprint: its contract without descriptions and titles. */
  public Fingerprint fingerprint() {
    return Fingerprint.of(this);
  }
}
