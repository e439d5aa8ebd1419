package dev.imcp.runtime;

import dev.imcp.schema.Fingerprint;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolDefinition;
import java.util.Objects;
import java.util.Optional;

/**
 * What a generated SDK knows of one tool at compile time: its wire name, the fingerprint of the contract it was
 * generated from, the behaviour hints as the server declared them (defaults applied), and the tool's JSON as listed,
 * so that drift can be classified at run time.
 *
 * @param definition the tool as {@code tools/list} described it when the SDK was generated; empty when too large to
 *     embed, and then drift is seen only as a changed fingerprint
 */
public record ToolDescriptor(
    String name, Fingerprint fingerprint, boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld,
    Optional<ToolDefinition> definition) {
  public ToolDescriptor {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(fingerprint, "fingerprint");
    Objects.requireNonNull(definition, "definition");
  }

  /**
   * For generated code: {@code ToolDescriptor.of("events_fetch", "sha256:…", true, false, true, false, "{…}")}.
   *
   * @param definitionJson the tool's JSON, or an empty string
   */
  public static ToolDescriptor of(
      String name, String fingerprint, boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld,
      String definitionJson) {
    Optional<ToolDefinition> definition = definitionJson.isEmpty()
        ? Optional.empty()
        : Optional.of(SnapshotFormat.read("{\"tools\":[" + definitionJson + "]}", "the descriptor of tool " + name).tools().get(0));
    return new ToolDescriptor(name, Fingerprint.parse(fingerprint), readOnly, destructive, idempotent, openWorld, definition);
  }
}
