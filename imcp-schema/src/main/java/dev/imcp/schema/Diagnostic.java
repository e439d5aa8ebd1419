package dev.imcp.schema;

import java.util.Objects;
import java.util.Optional;

/**
 * One thing wrong with, or worth knowing about, a snapshot: where it is and what it is.
 *
 * @param tool the tool it concerns, when it concerns one; then {@code pointer} is relative to that tool's object
 * @param pointer a JSON pointer ({@code /inputSchema/properties/alarms}); empty for the whole document or tool
 * @param message what is wrong or worth knowing
 */
public record Diagnostic(Optional<String> tool, String pointer, String message) {
  /**
   * Checks that no component is null.
   *
   * @param tool the tool it concerns, when it concerns one
   * @param pointer a JSON pointer; empty for the whole document or tool
   * @param message what is wrong or worth knowing
   */
  public Diagnostic {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(pointer, "pointer");
    Objects.requireNonNull(message, "message");
  }

  /**
   * {@return a diagnostic about one tool}
   *
   * @param tool the tool's name
   * @param pointer a JSON pointer relative to the tool's object; empty for the tool as a whole
   * @param message what is wrong or worth knowing
   */
  public static Diagnostic atTool(String tool, String pointer, String message) {
    return new Diagnostic(Optional.of(tool), pointer, message);
  }

  /**
   * {@return a diagnostic about the document, outside any tool}
   *
   * @param pointer a JSON pointer into the document; empty for the whole document
   * @param message what is wrong or worth knowing
   */
  public static Diagnostic atDocument(String pointer, String message) {
    return new Diagnostic(Optional.empty(), pointer, message);
  }

  /** {@code tool events_create at /inputSchema/properties/alarms: message}. */
  @Override
  public String toString() {
    String where = tool.map(name -> "tool " + name + (pointer.isEmpty() ? "" : " at " + pointer))
        .orElse(pointer.isEmpty() ? "document" : pointer);
    return where + ": " + message;
  }
}
