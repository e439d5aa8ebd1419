package dev.imcp.runtime.error;

import dev.imcp.runtime.stub.ToolStatus;
import dev.imcp.schema.Change;
import dev.imcp.schema.SurfaceKind;
import java.util.List;

/**
 * A prompt, resource template or static resource that the live server no longer lists, or that changed in a breaking
 * way since generation, refused under {@link dev.imcp.runtime.stub.DriftPolicy#FAIL} before anything was sent.
 */
public final class ContextDriftException extends McpException {
  private static final long serialVersionUID = 1L;

  /** What kind of member was to be used. */
  private final SurfaceKind kind;

  /** Its name, or a static resource's URI. */
  private final String name;

  /** How it stands on the live server. */
  private final ToolStatus status;

  private final transient List<Change> changes;

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it
   * @param kind what kind of member was to be used
   * @param name its name (a static resource's URI)
   * @param status {@link ToolStatus#MISSING} or {@link ToolStatus#BROKEN}
   * @param changes the breaking changes; empty for a missing member
   */
  public ContextDriftException(
      String server, SurfaceKind kind, String name, ToolStatus status, List<Change> changes) {
    super(server, message(server, kind, name, status, changes));
    this.kind = kind;
    this.name = name;
    this.status = status;
    this.changes = List.copyOf(changes);
  }

  /** {@return what kind of member was to be used} */
  public SurfaceKind kind() {
    return kind;
  }

  /** {@return the prompt's or template's name, or the static resource's URI} */
  public String name() {
    return name;
  }

  /** {@return how it stands on the live server: {@link ToolStatus#MISSING} or {@link ToolStatus#BROKEN}} */
  public ToolStatus status() {
    return status;
  }

  /** {@return the breaking changes, each with its JSON pointer; empty for a member that is gone} */
  public List<Change> changes() {
    return changes;
  }

  private static String message(
      String server, SurfaceKind kind, String name, ToolStatus status, List<Change> changes) {
    String label = kind.label();
    String subject = Character.toUpperCase(label.charAt(0)) + label.substring(1) + " " + name;
    if (status == ToolStatus.MISSING) {
      return DriftMessages.missing(subject, server, "");
    }
    return DriftMessages.broken(subject, server, changes);
  }
}
