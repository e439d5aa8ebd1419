package dev.imcp.runtime;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Which tool results a client keeps, and for how long. Off by default: a server's {@code readOnlyHint} is a claim, so
 * results are cached only for tools the caller names, or for all read-only tools when the caller trusts the server
 * (as the iMCP SDK does: iMCP is a local app the user installed). Explicit settings win over hints.
 *
 * <pre>{@code
 * McpClient.stdio(command).cache(CachePolicy.builder().trustReadOnlyHints(true).defaultTtl(Duration.ofMinutes(1))
 *     .ttl("weather_current", Duration.ofMinutes(5)).exclude("location_current").build())
 * }</pre>
 *
 * <p>Entries are keyed by tool and canonical arguments (key order and number spelling do not matter), expire after
 * their tool's TTL, and are dropped on {@code notifications/tools/list_changed}, on {@link ResultCache#invalidateAll()},
 * and, unless turned off, when a tool of the same service (the name up to the first {@code _}) that is not read-only
 * is called. Errors and {@code isError} results are never kept; identical calls in flight share one request.
 *
 * <p>With {@link Builder#followServerHints(boolean)}, a result that carries a 2026-07-28 cache hint is kept for its
 * {@code ttlMs} ({@code 0}: not kept), whatever the tool's annotations; a TTL the caller set for the tool still wins.
 * Both {@code cacheScope}s may be kept: this cache belongs to one client, which is what {@code private} allows.
 *
 * <p>{@code resources/read} results are kept by URI: for {@link Builder#resourceTtl(Duration)} when set (a read has no
 * side effects, so no hint is needed to trust), or for a followed hint's {@code ttlMs}, which wins over the resource
 * TTL as it does over the default TTL. A resource's entry is dropped on its {@code notifications/resources/updated},
 * and every resource's on {@code notifications/resources/list_changed}.
 */
public final class CachePolicy {
  private static final CachePolicy NONE = new Builder().build();

  private final boolean trustReadOnlyHints;
  private final Duration defaultTtl;
  private final Map<String, Duration> ttls;
  private final Set<String> excluded;
  private final long maximumSize;
  private final boolean invalidateOnWrite;
  private final boolean followServerHints;
  private final Optional<Duration> resourceTtl;
  private final LongSupplier ticker;

  private CachePolicy(Builder builder) {
    this.trustReadOnlyHints = builder.trustReadOnlyHints;
    this.defaultTtl = builder.defaultTtl;
    this.ttls = Map.copyOf(builder.ttls);
    this.excluded = Set.copyOf(builder.excluded);
    this.maximumSize = builder.maximumSize;
    this.invalidateOnWrite = builder.invalidateOnWrite;
    this.followServerHints = builder.followServerHints;
    this.resourceTtl = Optional.ofNullable(builder.resourceTtl);
    this.ticker = builder.ticker;
  }

  /** {@return the policy that caches nothing: the default} */
  public static CachePolicy none() {
    return NONE;
  }

  /** {@return a builder that caches nothing until told what to cache} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return whether tools the server marks read-only are cached for the default TTL} */
  public boolean trustReadOnlyHints() {
    return trustReadOnlyHints;
  }

  /** {@return the most results kept} */
  public long maximumSize() {
    return maximumSize;
  }

  /** {@return whether calling a tool that is not read-only drops the cached results of its service} */
  public boolean invalidateOnWrite() {
    return invalidateOnWrite;
  }

  /** {@return the time source of expiry, in nanoseconds} */
  public LongSupplier ticker() {
    return ticker;
  }

  /** {@return whether results that carry a server's cache hint are kept as long as it says} */
  public boolean followServerHints() {
    return followServerHints;
  }

  /** {@return how long {@code resources/read} results are kept when no followed hint says otherwise; empty: not kept} */
  public Optional<Duration> resourceTtl() {
    return resourceTtl;
  }

  /** {@return whether anything can be cached at all} */
  public boolean enabled() {
    return trustReadOnlyHints || followServerHints || !ttls.isEmpty() || resourceTtl.isPresent();
  }

  /**
   * {@return whether {@code tool} is never cached}
   *
   * @param tool the tool's name
   */
  public boolean excluded(String tool) {
    return excluded.contains(tool);
  }

  /**
   * {@return the TTL the caller set for {@code tool}, which wins over every hint; empty when none was set}
   *
   * @param tool the tool's name
   */
  public Optional<Duration> explicitTtl(String tool) {
    return Optional.ofNullable(ttls.get(tool));
  }

  /**
   * {@return how long {@code tool}'s results are kept; empty when they are not}
   *
   * @param tool the tool's name
   * @param readOnlyHint whether the server marks the tool read-only
   */
  public Optional<Duration> ttl(String tool, boolean readOnlyHint) {
    if (excluded.contains(tool)) {
      return Optional.empty();
    }
    Duration explicit = ttls.get(tool);
    if (explicit != null) {
      return Optional.of(explicit);
    }
    return trustReadOnlyHints && readOnlyHint ? Optional.of(defaultTtl) : Optional.empty();
  }

  /** Sets up a {@link CachePolicy}; every setting has a default. Not thread-safe. */
  public static final class Builder {
    private boolean trustReadOnlyHints;
    private Duration defaultTtl = Duration.ofSeconds(60);
    private final Map<String, Duration> ttls = new HashMap<>();
    private final Set<String> excluded = new HashSet<>();
    private long maximumSize = 1_000;
    private boolean invalidateOnWrite = true;
    private boolean followServerHints;
    private @Nullable Duration resourceTtl;
    private LongSupplier ticker = NanoTime.TICKER;

    private Builder() {}

    /**
     * The time source of expiry, in nanoseconds ({@link System#nanoTime()} by default): tests drive time with it.
     *
     * @param nanoTime a monotonic clock in nanoseconds
     * @return this builder
     */
    public Builder ticker(LongSupplier nanoTime) {
      this.ticker = Objects.requireNonNull(nanoTime, "nanoTime");
      return this;
    }

    /**
     * Keeps a result that carries a 2026-07-28 cache hint for its {@code ttlMs} ({@code 0}: not kept), even for tools
     * not otherwise cached. Default off: like annotations, hints are the server's claim.
     *
     * @param follow whether to follow the hints
     * @return this builder
     */
    public Builder followServerHints(boolean follow) {
      this.followServerHints = follow;
      return this;
    }

    /**
     * Keeps {@code resources/read} results, by URI, for {@code ttl}; a followed server hint wins. Default: not kept.
     *
     * @param ttl a positive duration
     * @return this builder
     */
    public Builder resourceTtl(Duration ttl) {
      this.resourceTtl = Arguments.requirePositive(ttl, "ttl");
      return this;
    }

    /**
     * Caches every tool the server marks {@code readOnlyHint: true}, for {@link #defaultTtl}. Default off.
     *
     * @param trust whether to trust the hints
     * @return this builder
     */
    public Builder trustReadOnlyHints(boolean trust) {
      this.trustReadOnlyHints = trust;
      return this;
    }

    /**
     * The TTL of tools cached because of their hint. Default one minute.
     *
     * @param ttl a positive duration
     * @return this builder
     */
    public Builder defaultTtl(Duration ttl) {
      this.defaultTtl = Arguments.requirePositive(ttl, "ttl");
      return this;
    }

    /**
     * Caches {@code tool} for {@code ttl} whatever its hints say; undoes an earlier {@link #exclude}.
     *
     * @param tool the tool's name
     * @param ttl a positive duration
     * @return this builder
     */
    public Builder ttl(String tool, Duration ttl) {
      ttls.put(tool, Arguments.requirePositive(ttl, "ttl"));
      excluded.remove(tool);
      return this;
    }

    /**
     * Never caches {@code tool}; undoes an earlier {@link #ttl}.
     *
     * @param tool the tool's name
     * @return this builder
     */
    public Builder exclude(String tool) {
      excluded.add(tool);
      ttls.remove(tool);
      return this;
    }

    /**
     * The most results kept; the least recently used go first. Default 1,000.
     *
     * @param size at least 1
     * @return this builder
     * @throws IllegalArgumentException for a size below 1
     */
    public Builder maximumSize(long size) {
      this.maximumSize = Arguments.requireAtLeast(size, 1, "maximumSize");
      return this;
    }

    /**
     * Whether calling a tool that is not read-only drops the cached results of its service. Default on.
     *
     * @param invalidate whether to drop them
     * @return this builder
     */
    public Builder invalidateOnWrite(boolean invalidate) {
      this.invalidateOnWrite = invalidate;
      return this;
    }

    /** {@return the policy as set up so far} */
    public CachePolicy build() {
      return new CachePolicy(this);
    }
  }
}
