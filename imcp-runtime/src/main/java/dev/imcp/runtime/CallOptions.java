package dev.imcp.runtime;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Per-call settings, immutable; each {@code with…} returns a copy.
 *
 * <pre>{@code
 * CallOptions options = CallOptions.defaults()
 *     .withTimeout(Duration.ofSeconds(5))
 *     .withProgress(progress -> log.info("{} of {}", progress.progress(), progress.total()))
 *     .withTimeoutResetOnProgress(Duration.ofMinutes(2))
 *     .withCorrelationId("order-42");
 * }</pre>
 */
public final class CallOptions {
  private static final CallOptions DEFAULTS = new CallOptions(
      Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

  private final Optional<Duration> timeout;
  private final Optional<Duration> maxTotalTimeout;
  private final Optional<Consumer<Progress>> progress;
  private final Optional<String> correlationId;
  private final Optional<ToolErrors> toolErrors;

  private CallOptions(
      Optional<Duration> timeout,
      Optional<Duration> maxTotalTimeout,
      Optional<Consumer<Progress>> progress,
      Optional<String> correlationId,
      Optional<ToolErrors> toolErrors) {
    this.timeout = timeout;
    this.maxTotalTimeout = maxTotalTimeout;
    this.progress = progress;
    this.correlationId = correlationId;
    this.toolErrors = toolErrors;
  }

  /** {@return options that set nothing, so the client's defaults apply to everything} */
  public static CallOptions defaults() {
    return DEFAULTS;
  }

  /**
   * How long to wait for the answer (since the request, or since the last progress when reset on progress). Default:
   * the client's {@code defaultTimeout}.
   *
   * @param timeout a positive duration
   * @return a copy with this timeout
   */
  public CallOptions withTimeout(Duration timeout) {
    Arguments.requirePositive(timeout, "timeout");
    return new CallOptions(
        Optional.of(timeout), maxTotalTimeout, progress, correlationId, toolErrors);
  }

  /**
   * Asks the server for progress ({@code _meta.progressToken}) and delivers each notification to the listener.
   *
   * @param listener called on the client's event thread for each notification; keep it short
   * @return a copy with this listener
   */
  public CallOptions withProgress(Consumer<Progress> listener) {
    Objects.requireNonNull(listener, "listener");
    return new CallOptions(
        timeout, maxTotalTimeout, Optional.of(listener), correlationId, toolErrors);
  }

  /**
   * Each progress notification restarts the timeout, but the call never lasts longer than {@code maxTotal}. Without
   * this, progress does not extend the timeout.
   *
   * @param maxTotal a positive duration, the call's limit however much progress comes
   * @return a copy that resets the timeout on progress
   */
  public CallOptions withTimeoutResetOnProgress(Duration maxTotal) {
    Arguments.requirePositive(maxTotal, "maxTotal");
    return new CallOptions(timeout, Optional.of(maxTotal), progress, correlationId, toolErrors);
  }

  /**
   * An id of the caller's, shown in this call's log lines and returned in {@link ToolResult#correlationId()}.
   *
   * @param correlationId any text; never sent to the server
   * @return a copy with this id
   */
  public CallOptions withCorrelationId(String correlationId) {
    Objects.requireNonNull(correlationId, "correlationId");
    return new CallOptions(
        timeout, maxTotalTimeout, progress, Optional.of(correlationId), toolErrors);
  }

  /**
   * What this call does with an {@code isError} result. Default: the client's {@code toolErrors}.
   *
   * @param toolErrors throw or return
   * @return a copy with this choice
   */
  public CallOptions withToolErrors(ToolErrors toolErrors) {
    Objects.requireNonNull(toolErrors, "toolErrors");
    return new CallOptions(
        timeout, maxTotalTimeout, progress, correlationId, Optional.of(toolErrors));
  }

  /**
   * These options with every setting that {@code overrides} has replacing this one's, field by field: a generated
   * service's options ({@code withTimeout(20 s)}) and one call's ({@code withProgress(…)}) together give both.
   *
   * @param overrides the options that win where they set something
   * @return the merged options
   */
  public CallOptions withOverrides(CallOptions overrides) {
    Objects.requireNonNull(overrides, "overrides");
    if (overrides == DEFAULTS) {
      return this;
    }
    return new CallOptions(
        overrides.timeout.or(() -> timeout),
        overrides.maxTotalTimeout.or(() -> maxTotalTimeout),
        overrides.progress.or(() -> progress),
        overrides.correlationId.or(() -> correlationId),
        overrides.toolErrors.or(() -> toolErrors));
  }

  /** {@return the timeout; empty means the client's default} */
  public Optional<Duration> timeout() {
    return timeout;
  }

  /** {@return the limit of a call whose timeout progress resets; empty means progress does not reset it} */
  public Optional<Duration> maxTotalTimeout() {
    return maxTotalTimeout;
  }

  /** {@return the progress listener; empty means no progress is asked for} */
  public Optional<Consumer<Progress>> progress() {
    return progress;
  }

  /** {@return the caller's id for this call, if set} */
  public Optional<String> correlationId() {
    return correlationId;
  }

  /** {@return what to do with an {@code isError} result; empty means the client's default} */
  public Optional<ToolErrors> toolErrors() {
    return toolErrors;
  }
}
