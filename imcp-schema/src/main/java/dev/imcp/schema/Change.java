package dev.imcp.schema;

import java.util.Objects;

/**
 * One difference between two snapshots.
 *
 * @param pointer JSON pointer relative to the member's object ({@code /inputSchema/properties/start}, {@code
 *     /arguments/city}); empty for the member as a whole
 * @param tool the name of the member that changed: a tool's, prompt's or resource template's name, or a static
 *     resource's URI (named {@code tool} since drift covered tools alone)
 * @param changeClass how it affects a caller compiled against the older snapshot
 * @param description what changed, such as {@code became required}
 * @param kind what kind of member changed
 */
public record Change(
    String tool, String pointer, ChangeClass changeClass, String description, SurfaceKind kind) {
  /**
   * Checks that no component is null.
   *
   * @param tool the name of the member that changed (a resource's URI)
   * @param pointer JSON pointer relative to the member's object; empty for the member as a whole
   * @param changeClass how it affects a caller compiled against the older snapshot
   * @param description what changed, such as {@code became required}
   * @param kind what kind of member changed
   */
  public Change {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(pointer, "pointer");
    Objects.requireNonNull(changeClass, "changeClass");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(kind, "kind");
  }

  /**
   * A change of a tool.
   *
   * @param tool the tool that changed
   * @param pointer JSON pointer relative to the tool object; empty for the tool as a whole
   * @param changeClass how it affects a caller compiled against the older snapshot
   * @param description what changed, such as {@code became required}
   */
  public Change(String tool, String pointer, ChangeClass changeClass, String description) {
    this(tool, pointer, changeClass, description, SurfaceKind.TOOL);
  }

  /**
   * {@code BREAKING events_fetch /inputSchema/properties/start: became required} for a tool, {@code BREAKING prompt
   * args-prompt /arguments/state: became required} for the others.
   */
  @Override
  public String toString() {
    return changeClass + " " + (kind == SurfaceKind.TOOL ? "" : kind.label() + " ") + tool
        + (pointer.isEmpty() ? "" : " " + pointer) + ": " + description;
  }
}
