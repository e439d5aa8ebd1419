package dev.imcp.runtime.error;

import java.time.Duration;

/**
 * A request got no answer in time. The server was sent {@code notifications/cancelled} (except for {@code
 * initialize}, which is never cancelled), and a late answer is ignored.
 */
public final class McpTimeoutException extends McpException {
  private static final long serialVersionUID = 1L;

  /** The request, with the tool for {@code tools/call}. */
  private final String method;
  /** The request's JSON-RPC id. */
  private final long requestId;
  /** How long the client waited. */
  private final Duration elapsed;

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param method the request, with the tool for {@code tools/call}: {@code tools/call echo}
   * @param requestId the request's JSON-RPC id
   * @param elapsed how long the client waited
   */
  public McpTimeoutException(String server, String method, long requestId, Duration elapsed) {
    this(server, method, requestId, elapsed, "");
  }

  /**
   * Creates the exception, with a note.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param method the request, with the tool for {@code tools/call}: {@code tools/call echo}
   * @param requestId the request's JSON-RPC id
   * @param elapsed how long the client waited
   * @param note what else was seen while waiting, appended to the message after a {@code ;}, or empty
   */
  public McpTimeoutException(
      String server, String method, long requestId, Duration elapsed, String note) {
    super(
        server,
        "Server '" + server + "' did not answer " + method + " (request " + requestId + ") within "
            + elapsed.toMillis() + " ms" + (note.isEmpty() ? "" : "; " + note));
    this.method = method;
    this.requestId = requestId;
    this.elapsed = elapsed;
  }

  /** {@return the request, with the tool for {@code tools/call}: {@code tools/call echo}} */
  public String method() {
    return method;
  }

  /** {@return the request's JSON-RPC id} */
  public long requestId() {
    return requestId;
  }

  /** {@return how long the client waited} */
  public Duration elapsed() {
    return elapsed;
  }
}
