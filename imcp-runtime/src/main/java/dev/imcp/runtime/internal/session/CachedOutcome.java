package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.context.ResourceContents;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * How a call shared through {@link ResultCache} ended. The cache's futures always complete normally with one: Caffeine
 * logs a warning with a stack trace for every load that fails, and a tool error is no fault of the cache's.
 */
record CachedOutcome(@Nullable Object result, @Nullable Throwable failure) {
  /** Errors and {@code isError} results are answered once, never kept. */
  boolean keep() {
    return failure == null
        && result != null
        && !(result instanceof ToolResult tool && tool.isError());
  }

  /** The server's 2026-07-28 cache hint on a tool's result or a read's contents. */
  Optional<ToolResult.CacheHint> hint() {
    if (result instanceof ToolResult tool) {
      return tool.cacheHint();
    }
    return result instanceof ResourceContents contents ? contents.cacheHint() : Optional.empty();
  }
}
