package dev.imcp.runtime.error;

import dev.imcp.runtime.Batch;
import java.time.Duration;

/** A call of a batch did not finish before the batch's deadline: it was cancelled on the wire, or never started. */
public final class BatchTimeoutException extends McpException {
  private static final long serialVersionUID = 1L;

  private final String callId;
  private final boolean started;

  public BatchTimeoutException(String server, String callId, boolean started, Duration timeout) {
    super(server, "Batch call '" + callId + "' on server '" + server + "' "
        + (started ? "was cancelled" : "never started") + " at the batch's deadline of " + timeout.toMillis() + " ms");
    this.callId = callId;
    this.started = started;
  }

  public String callId() {
    return callId;
  }

  /** Whether the call had been sent (and was then cancelled) when the deadline came. */
  public boolean started() {
    return started;
  }
}
