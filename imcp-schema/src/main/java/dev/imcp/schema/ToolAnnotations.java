package dev.imcp.schema;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * A tool's behaviour hints as the server sent them. Absent hints are kept absent; the {@code effective…} methods
 * apply the defaults of the MCP specification. Hints are untrusted unless the user trusts the server.
 *
 * @param extra fields this model does not know, kept so that a snapshot round trip loses nothing
 */
public record ToolAnnotations(
    Optional<String> title,
    Optional<Boolean> readOnlyHint,
    Optional<Boolean> destructiveHint,
    Optional<Boolean> idempotentHint,
    Optional<Boolean> openWorldHint,
    Map<String, JsonNode> extra) {

  private static final ToolAnnotations NONE =
      new ToolAnnotations(
          Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Map.of());

  public ToolAnnotations {
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(readOnlyHint, "readOnlyHint");
    Objects.requireNonNull(destructiveHint, "destructiveHint");
    Objects.requireNonNull(idempotentHint, "idempotentHint");
    Objects.requireNonNull(openWorldHint, "openWorldHint");
    extra = JsonCopies.copyOf(extra);
  }

  /** Annotations with no hint set. */
  public static ToolAnnotations none() {
    return NONE;
  }

  /** Whether any field, known or not, is present. */
  public boolean isEmpty() {
    return equals(NONE);
  }

  public boolean effectiveReadOnly() {
    return readOnlyHint.orElse(false);
  }

  public boolean effectiveDestructive() {
    return !effectiveReadOnly() && destructiveHint.orElse(true);
  }

  public boolean effectiveIdempotent() {
    return effectiveReadOnly() || idempotentHint.orElse(false);
  }

  public boolean effectiveOpenWorld() {
    return openWorldHint.orElse(true);
  }
}
