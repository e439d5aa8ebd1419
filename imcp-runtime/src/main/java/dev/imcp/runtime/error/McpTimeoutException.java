package dev.imcp.runtime.error;

import java.time.Duration;

/**
 * A request got no answer in time. The server was sent {@code notifications/cancelled} (except for {@code
 * initialize}, which is never cancelled), and a late answer is ignored.
 */
public final class McpTimeoutException extends McpException {
  private static final long serialVersionUID = 1L;

  private final String method;
  private final long requestId;
  private final Duration elapsed;

  public McpTimeoutException(String server, String method, long requestId, Duration elapsed) {
    this(server, method, requestId, elapsed, "");
  }

  /** @param note what else was seen while waiting, appended to the message after a {@code ;}, or empty */
  public McpTimeoutException(String server, String method, long requestId, Duration elapsed, String note) {
    super(server, "Server '" + server + "' did not answer " + method + " (request " + requestId + ") within "
        + elapsed.toMillis() + " ms" + (note.isEmpty() ? "" : "; " + note));
    this.method = method;
    this.requestId = requestId;
    this.elapsed = elapsed;
  }

  public String method() {
    return method;
  }

  public long requestId() {
    return requestId;
  }

  public Duration elapsed() {
    return elapsed;
  }
}
