package dev.imcp.runtime;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.schema.ToolAnnotations;
import java.time.Duration;
import java.util.HashSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * What a client does when its server process dies: restart it with exponential backoff and jitter, up to {@code
 * maxRestarts} within {@code window}, running {@code initialize} again (generated clients then re-list the tools and
 * re-check drift). Calls in flight fail with the {@link TransportException} (exit code, stderr tail); calls made while
 * the server restarts wait for it up to their own timeout. When the budget is spent the client stays closed and every
 * call says so and why. Off by default ({@link #none()}): a dead server closes the client.
 *
 * <pre>{@code
 * McpClient.stdio(command).supervision(SupervisionPolicy.builder().maxRestarts(3, Duration.ofMinutes(1))
 *     .trustHintsForRetry(true).keepAlive(Duration.ofSeconds(30), Duration.ofSeconds(5)).build())
 * }</pre>
 *
 * <p>Retries after a crash or a timeout are made only where that is safe: tools named with {@link Builder#retry}, or,
 * when the server's hints are trusted, tools marked read-only or idempotent; never a tool the hints mark destructive.
 */
public final class SupervisionPolicy {
  private static final SupervisionPolicy NONE =
      new Builder().maxRestarts(0, Duration.ofMinutes(5)).retries(0).build();

  private final int maxRestarts;
  private final Duration window;
  private final Duration initialBackoff;
  private final Duration maxBackoff;
  private final double jitter;
  private final int retries;
  private final boolean trustHintsForRetry;
  private final Set<String> retryable;
  private final Optional<Duration> keepAliveInterval;
  private final Duration keepAliveTimeout;
  private final LongSupplier ticker;

  private SupervisionPolicy(Builder builder) {
    this.maxRestarts = builder.maxRestarts;
    this.window = builder.window;
    this.initialBackoff = builder.initialBackoff;
    this.maxBackoff = builder.maxBackoff;
    this.jitter = builder.jitter;
    this.retries = builder.retries;
    this.trustHintsForRetry = builder.trustHintsForRetry;
    this.retryable = Set.copyOf(builder.retryable);
    this.keepAliveInterval = builder.keepAliveInterval;
    this.keepAliveTimeout = builder.keepAliveTimeout;
    this.ticker = builder.ticker;
  }

  /** {@return the policy of no restarts, no retries and no keep-alive: the default} */
  public static SupervisionPolicy none() {
    return NONE;
  }

  /** {@return a builder whose defaults restart up to 5 times in 5 minutes and retry safe calls once} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return the most restarts within {@link #window()}; 0 means a dead server closes the client} */
  public int maxRestarts() {
    return maxRestarts;
  }

  /** {@return the sliding window over which restarts are counted} */
  public Duration window() {
    return window;
  }

  /**
   * {@return the pause before restart attempt {@code attempt}: doubling from the initial backoff, capped, with jitter}
   *
   * @param attempt the attempt, from 1
   * @param random a number in [0, 1) that picks the jitter
   */
  public Duration backoff(int attempt, double random) {
    double base = Math.min(
        maxBackoff.toMillis(), initialBackoff.toMillis() * Math.pow(2, Math.max(0, attempt - 1)));
    return Duration.ofMillis(Math.round(base * (1 + jitter * (2 * random - 1))));
  }

  /** {@return how many times a safe call is sent again after a crash or a timeout} */
  public int retries() {
    return retries;
  }

  /** {@return whether tools the server marks read-only or idempotent count as safe to retry} */
  public boolean trustHintsForRetry() {
    return trustHintsForRetry;
  }

  /**
   * {@return whether a failed call of {@code tool} may be sent again}
   *
   * @param tool the tool's name
   * @param hints the server's annotations of the tool; empty when unknown
   */
  public boolean mayRetry(String tool, Optional<ToolAnnotations> hints) {
    boolean markedDestructive = hints
        .map(h -> !h.effectiveReadOnly() && h.destructiveHint().orElse(false))
        .orElse(false);
    if (retries == 0 || markedDestructive) {
      return false;
    }
    return retryable.contains(tool)
        || trustHintsForRetry
            && hints.map(h -> h.effectiveReadOnly() || h.effectiveIdempotent()).orElse(false);
  }

  /** {@return how often the server is pinged; empty means never} */
  public Optional<Duration> keepAliveInterval() {
    return keepAliveInterval;
  }

  /** {@return how long a keep-alive ping may wait before the connection counts as dead} */
  public Duration keepAliveTimeout() {
    return keepAliveTimeout;
  }

  /** {@return the time source of the restart window, in nanoseconds} */
  public LongSupplier ticker() {
    return ticker;
  }

  /** Sets up a {@link SupervisionPolicy}; every setting has a default. Not thread-safe. */
  public static final class Builder {
    private int maxRestarts = 5;
    private Duration window = Duration.ofMinutes(5);
    private Duration initialBackoff = Duration.ofMillis(200);
    private Duration maxBackoff = Duration.ofSeconds(10);
    private double jitter = 0.2;
    private int retries = 1;
    private boolean trustHintsForRetry;
    private final Set<String> retryable = new HashSet<>();
    private Optional<Duration> keepAliveInterval = Optional.empty();
    private Duration keepAliveTimeout = Duration.ofSeconds(5);
    private LongSupplier ticker = NanoTime.TICKER;

    private Builder() {}

    /**
     * The time source of the restart window, in nanoseconds ({@link System#nanoTime()} by default): tests drive time
     * with it. Backoff pauses are real time.
     *
     * @param nanoTime a monotonic clock in nanoseconds
     * @return this builder
     */
    public Builder ticker(LongSupplier nanoTime) {
      this.ticker = Objects.requireNonNull(nanoTime, "nanoTime");
      return this;
    }

    /**
     * At most {@code restarts} restarts within any {@code window}; default 5 in 5 minutes.
     *
     * @param restarts zero or more; zero turns restarts off
     * @param window a positive duration
     * @return this builder
     * @throws IllegalArgumentException for a negative count
     */
    public Builder maxRestarts(int restarts, Duration window) {
      this.maxRestarts = Arguments.requireNonNegative(restarts, "maxRestarts");
      this.window = Arguments.requirePositive(window, "window");
      return this;
    }

    /**
     * The first pause and the longest; default 200 ms doubling up to 10 s.
     *
     * @param initial the pause before the first restart, positive
     * @param max the longest pause, positive
     * @return this builder
     */
    public Builder backoff(Duration initial, Duration max) {
      this.initialBackoff = Arguments.requirePositive(initial, "initial");
      this.maxBackoff = Arguments.requirePositive(max, "max");
      return this;
    }

    /**
     * How far a pause may stray either way, as a fraction; default 0.2.
     *
     * @param fraction in [0, 1)
     * @return this builder
     * @throws IllegalArgumentException for a fraction outside [0, 1)
     */
    public Builder jitter(double fraction) {
      if (fraction < 0 || fraction >= 1) {
        throw new IllegalArgumentException("jitter must be in [0, 1): " + fraction);
      }
      this.jitter = fraction;
      return this;
    }

    /**
     * How many times a safe call is sent again after a crash or timeout; default 1.
     *
     * @param retries zero or more
     * @return this builder
     * @throws IllegalArgumentException for a negative count
     */
    public Builder retries(int retries) {
      this.retries = Arguments.requireNonNegative(retries, "retries");
      return this;
    }

    /**
     * Retries tools the server marks read-only or idempotent. Default off.
     *
     * @param trust whether to trust the hints
     * @return this builder
     */
    public Builder trustHintsForRetry(boolean trust) {
      this.trustHintsForRetry = trust;
      return this;
    }

    /**
     * Retries {@code tool}, unless the server's hints mark it destructive.
     *
     * @param tool the tool's name
     * @return this builder
     */
    public Builder retry(String tool) {
      retryable.add(tool);
      return this;
    }

    /**
     * Pings the server every {@code interval}; no answer within {@code timeout} counts as a dead connection. Default:
     * no keep-alive.
     *
     * @param interval a positive duration
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder keepAlive(Duration interval, Duration timeout) {
      this.keepAliveInterval = Optional.of(Arguments.requirePositive(interval, "interval"));
      this.keepAliveTimeout = Arguments.requirePositive(timeout, "timeout");
      return this;
    }

    /** {@return the policy as set up so far} */
    public SupervisionPolicy build() {
      return new SupervisionPolicy(this);
    }
  }
}
