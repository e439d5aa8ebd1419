package dev.imcp.runtime.error;

import dev.imcp.runtime.ToolErrorTranslator;
import dev.imcp.runtime.ToolErrors;
import dev.imcp.runtime.ToolResult;

/**
 * A tool answered with {@code isError: true}. The result, and so its text, is kept. Thrown only where the caller chose
 * {@link ToolErrors#THROW} (the default); with {@link ToolErrors#RETURN} the result is returned instead.
 *
 * <p>Open for SDKs that know a server's error texts: a {@link ToolErrorTranslator} may replace it with a subclass that
 * names the cause and how to recover.
 */
public non-sealed class ToolErrorException extends McpException {
  private static final long serialVersionUID = 1L;

  /** The tool that failed. */
  private final String tool;

  private final transient ToolResult result;

  /**
   * Creates the exception; its message ends with the result's text.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param tool the tool that failed
   * @param result the tool's result
   */
  public ToolErrorException(String server, String tool, ToolResult result) {
    super(server, "Tool " + tool + " on server '" + server + "' failed: " + result.text());
    this.tool = tool;
    this.result = result;
  }

  /**
   * For subclasses: the same error, explained by {@code message}; its cause and suppressed failures are kept.
   *
   * @param error the error as the runtime made it
   * @param message the explanation, naming the cause and how to recover
   */
  // this-escape: addSuppressed is Throwable's own final method, which only records the failure.
  @SuppressWarnings("this-escape")
  protected ToolErrorException(ToolErrorException error, String message) {
    super(error.server(), message, error.getCause());
    this.tool = error.tool;
    this.result = error.result;
    for (Throwable suppressed : error.getSuppressed()) {
      addSuppressed(suppressed);
    }
  }

  /** {@return the tool that failed} */
  public String tool() {
    return tool;
  }

  /** {@return the tool's result, whose text says what went wrong} */
  public ToolResult result() {
    return result;
  }

  /** {@return the error text the tool returned} */
  public String text() {
    return result.text();
  }
}
