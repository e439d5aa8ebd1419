package dev.imcp.runtime;

import dev.imcp.runtime.internal.supervision.Supervisor;
import java.util.Objects;

/**
 * The client's cache of tool results ({@link McpClient#cache()}), as its {@link CachePolicy} fills it: its counters, and
 * dropping entries when the application knows better than the TTLs. Empty, with zero counters, when the policy caches
 * nothing.
 */
public final class ResultCache {
  private final Supervisor supervisor;

  ResultCache(Supervisor supervisor) {
    this.supervisor = supervisor;
  }

  /** {@return the counters: hits, misses, evictions and entries now} */
  public CacheStats stats() {
    return supervisor.current().cacheStats();
  }

  /** Drops every cached result. */
  public void invalidateAll() {
    supervisor.current().invalidateCache();
  }

  /**
   * Drops the cached results of one tool.
   *
   * @param tool the tool's name
   */
  public void invalidate(String tool) {
    supervisor.current().invalidateCache(Objects.requireNonNull(tool, "tool"));
  }
}
