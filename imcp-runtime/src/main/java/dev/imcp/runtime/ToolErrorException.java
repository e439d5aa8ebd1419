package dev.imcp.runtime;

/**
 * A tool answered with {@code isError: true}. The result, and so its text, is kept. Thrown only where the caller chose
 * {@link ToolErrors#THROW} (the default); with {@link ToolErrors#RETURN} the result is returned instead.
 */
public final class ToolErrorException extends McpException {
  private static final long serialVersionUID = 1L;

  private final String tool;
  private final transient ToolResult result;

  public ToolErrorException(String server, String tool, ToolResult result) {
    super(server, "Tool " + tool + " on server '" + server + "' failed: " + result.text());
    this.tool = tool;
    this.result = result;
  }

  public String tool() {
    return tool;
  }

  public ToolResult result() {
    return result;
  }

  /** The error text the tool returned. */
  public String text() {
    return result.text();
  }
}
