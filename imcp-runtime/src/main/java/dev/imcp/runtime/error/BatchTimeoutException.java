package dev.imcp.runtime.error;

import java.time.Duration;

/** A call of a batch did not finish before the batch's deadline: it was cancelled on the wire, or never started. */
public final class BatchTimeoutException extends McpException {
  private static final long serialVersionUID = 1L;

  /** The id the call was added to the batch with. */
  private final String callId;
  /** Whether the call had been sent. */
  private final boolean started;

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param callId the id the call was added to the batch with
   * @param started whether the call had been sent
   * @param timeout the batch's deadline
   */
  public BatchTimeoutException(String server, String callId, boolean started, Duration timeout) {
    super(
        server,
        "Batch call '" + callId + "' on server '" + server + "' "
            + (started ? "was cancelled" : "never started") + " at the batch's deadline of "
            + timeout.toMillis() + " ms");
    this.callId = callId;
    this.started = started;
  }

  /** {@return the id the call was added to the batch with} */
  public String callId() {
    return callId;
  }

  /** {@return whether the call had been sent (and was then cancelled) when the deadline came} */
  public boolean started() {
    return started;
  }
}
