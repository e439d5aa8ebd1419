package dev.imcp.runtime.error;

import dev.imcp.runtime.stub.ToolStatus;
import dev.imcp.schema.Change;
import java.util.List;

/** A call to a tool that the live server no longer lists, or that changed in a breaking way since generation. */
public final class ToolDriftException extends McpException {
  private static final long serialVersionUID = 1L;

  /** The name iMCP announces in {@code serverInfo}: only its users get advice about its menu. */
  private static final String IMCP = "iMCP";

  /** The tool that was to be called. */
  private final String tool;
  /** How the tool stands on the live server. */
  private final ToolStatus status;

  private final transient List<Change> changes;

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param tool the tool that was to be called
   * @param status {@link ToolStatus#MISSING} or {@link ToolStatus#BROKEN}
   * @param changes the breaking changes; empty for a missing tool
   */
  public ToolDriftException(String server, String tool, ToolStatus status, List<Change> changes) {
    super(server, message(server, tool, status, changes));
    this.tool = tool;
    this.status = status;
    this.changes = List.copyOf(changes);
  }

  /** {@return the tool that was to be called} */
  public String tool() {
    return tool;
  }

  /** {@return how the tool stands on the live server: {@link ToolStatus#MISSING} or {@link ToolStatus#BROKEN}} */
  public ToolStatus status() {
    return status;
  }

  /** {@return the breaking changes, each with its JSON pointer; empty for a tool that is gone} */
  public List<Change> changes() {
    return changes;
  }

  private static String message(
      String server, String tool, ToolStatus status, List<Change> changes) {
    if (status == ToolStatus.MISSING) {
      return DriftMessages.missing(
          "Tool " + tool,
          server,
          ", or switched off in its settings"
              + (server.equals(IMCP) ? "; in iMCP, turn its service on in the menu bar" : ""));
    }
    return DriftMessages.broken("Tool " + tool, server, changes);
  }
}
