package dev.imcp.schema;

import java.util.Objects;

/**
 * One difference between two snapshots.
 *
 * @param pointer JSON pointer relative to the tool object ({@code /inputSchema/properties/start}); empty for the tool
 *     as a whole
 * @param tool the tool that changed
 * @param changeClass how it affects a caller compiled against the older snapshot
 * @param description what changed, such as {@code became required}
 */
public record Change(String tool, String pointer, ChangeClass changeClass, String description) {
  /**
   * Checks that no component is null.
   *
   * @param tool the tool that changed
   * @param pointer JSON pointer relative to the tool object; empty for the tool as a whole
   * @param changeClass how it affects a caller compiled against the older snapshot
   * @param description what changed, such as {@code became required}
   */
  public Change {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(pointer, "pointer");
    Objects.requireNonNull(changeClass, "changeClass");
    Objects.requireNonNull(description, "description");
  }

  /** {@code BREAKING events_fetch /inputSchema/properties/start: became required}. */
  @Override
  public String toString() {
    return changeClass + " " + tool + (pointer.isEmpty() ? "" : " " + pointer) + ": " + description;
  }
}
