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
 * @param title a title for people
 * @param readOnlyHint whether the tool changes nothing; absent means false
 * @param destructiveHint whether its changes may destroy data; absent means true
 * @param idempotentHint whether calling it again with the same arguments does nothing more; absent means false
 * @param openWorldHint whether it reaches beyond the server; absent means true
 */
public record ToolAnnotations(
    Optional<String> title,
    Optional<Boolean> readOnlyHint,
    Optional<Boolean> destructiveHint,
    Optional<Boolean> idempotentHint,
    Optional<Boolean> openWorldHint,
    Map<String, JsonNode> extra) {

  private static final ToolAnnotations NONE = new ToolAnnotations(
      Optional.empty(),
      Optional.empty(),
      Optional.empty(),
      Optional.empty(),
      Optional.empty(),
      Map.of());

  /**
   * Checks for nulls and copies {@code extra}.
   *
   * @param title a title for people
   * @param readOnlyHint whether the tool changes nothing; absent means false
   * @param destructiveHint whether its changes may destroy data; absent means true
   * @param idempotentHint whether calling it again with the same arguments does nothing more; absent means false
   * @param openWorldHint whether it reaches beyond the server; absent means true
   * @param extra fields this model does not know
   */
  public ToolAnnotations {
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(readOnlyHint, "readOnlyHint");
    Objects.requireNonNull(destructiveHint, "destructiveHint");
    Objects.requireNonNull(idempotentHint, "idempotentHint");
    Objects.requireNonNull(openWorldHint, "openWorldHint");
    extra = JsonCopies.copyOf(extra);
  }

  /** {@return annotations with no field set} */
  public static ToolAnnotations none() {
    return NONE;
  }

  /** {@return whether no field, known or not, is present} */
  public boolean isEmpty() {
    // Not equals(NONE): a record's equals is bootstrapped on its first call (a dozen spun classes
    // in a cold JVM).
    return title.isEmpty()
        && readOnlyHint.isEmpty()
        && destructiveHint.isEmpty()
        && idempotentHint.isEmpty()
        && openWorldHint.isEmpty()
        && extra.isEmpty();
  }

  /** {@return {@code readOnlyHint}, false when absent} */
  public boolean effectiveReadOnly() {
    return readOnlyHint.orElse(false);
  }

  /** {@return {@code destructiveHint}, true when absent; false for a read-only tool, whatever it says} */
  public boolean effectiveDestructive() {
    return !effectiveReadOnly() && destructiveHint.orElse(true);
  }

  /** {@return {@code idempotentHint}, false when absent; true for a read-only tool, whatever it says} */
  public boolean effectiveIdempotent() {
    return effectiveReadOnly() || idempotentHint.orElse(false);
  }

  /** {@return {@code openWorldHint}, true when absent} */
  public boolean effectiveOpenWorld() {
    return openWorldHint.orElse(true);
  }
}
