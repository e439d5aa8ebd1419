package dev.imcp.runtime;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

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
  private static final CallOptions DEFAULTS =
      new CallOptions(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

  private final Optional<Duration> timeout;
  private final Optional<Duration> maxTotalTimeout;
  private final Optional<ProgressListener> progress;
  private final Optional<String> correlationId;
  private final Optional<ToolErrors> toolErrors;

  private CallOptions(
      Optional<Duration> timeout,
      Optional<Duration> maxTotalTimeout,
      Optional<ProgressListener> progress,
      Optional<String> correlationId,
      Optional<ToolErrors> toolErrors) {
    this.timeout = timeout;
    this.maxTotalTimeout = maxTotalTimeout;
    this.progress = progress;
    this.correlationId = correlationId;
    this.toolErrors = toolErrors;
  }

  /** The client's defaults for everything. */
  public static CallOptions defaults() {
    return DEFAULTS;
  }

  /** How long to wait for the answer (since the request, or since the last progress when reset on progress). */
  public CallOptions withTimeout(Duration timeout) {
    Durations.requirePositive(timeout, "timeout");
    return new CallOptions(Optional.of(timeout), maxTotalTimeout, progress, correlationId, toolErrors);
  }

  /** Asks the server for progress ({@code _meta.progressToken}) and delivers each notification to the listener. */
  public CallOptions withProgress(ProgressListener listener) {
    Objects.requireNonNull(listener, "listener");
    return new CallOptions(timeout, maxTotalTimeout, Optional.of(listener), correlationId, toolErrors);
  }

  /**
   * Each progress notification restarts the timeout, but the call never lasts longer than {@code maxTotal}. Without
   * this, progress does not extend the timeout.
   */
  public CallOptions withTimeoutResetOnProgress(Duration maxTotal) {
    Durations.requirePositive(maxTotal, "maxTotal");
    return new CallOptions(timeout, Optional.of(maxTotal), progress, correlationId, toolErrors);
  }

  /** An id of the caller's, shown in this call's log lines and returned in {@link ToolResult#correlationId()}. */
  public CallOptions withCorrelationId(String correlationId) {
    Objects.requireNonNull(correlationId, "correlationId");
    return new CallOptions(timeout, maxTotalTimeout, progress, Optional.of(correlationId), toolErrors);
  }

  public CallOptions withToolErrors(ToolErrors toolErrors) {
    Objects.requireNonNull(toolErrors, "toolErrors");
    return new CallOptions(timeout, maxTotalTimeout, progress, correlationId, Optional.of(toolErrors));
  }

  /**
   * These options with every setting that {@code overrides} has replacing this one's, field by field: a generated
   * service's options ({@code withTimeout(20 s)}) and one call's ({@code withProgress(…)}) together give both.
   */
  public CallOptions withOverrides(CallOptions overrides) {
    Objects.requireNonNull(overrides, "overrides");
    if (overrides == DEFAULTS) {
      return this;
    }
    return new CallOptions(overrides.timeout.or(() -> timeout), overrides.maxTotalTimeout.or(() -> maxTotalTimeout),
        overrides.progress.or(() -> progress), overrides.correlationId.or(() -> correlationId),
        overrides.toolErrors.or(() -> toolErrors));
  }

  public Optional<Duration> timeout() {
    return timeout;
  }

  public Optional<Duration> maxTotalTimeout() {
    return maxTotalTimeout;
  }

  public Optional<ProgressListener> progress() {
    return progress;
  }

  public Optional<String> correlationId() {
    return correlationId;
  }

  public Optional<ToolErrors> toolErrors() {
    return toolErrors;
  }
}
