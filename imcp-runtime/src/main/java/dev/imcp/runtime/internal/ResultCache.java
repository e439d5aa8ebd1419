package dev.imcp.runtime.internal;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import dev.imcp.runtime.CachePolicy;
import dev.imcp.runtime.CacheStats;
import dev.imcp.runtime.ToolResult;
import dev.imcp.schema.ToolDefinition;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;

/**
 * Results of cacheable tools, by tool and canonical arguments, on Caffeine: an entry is the call's future, so identical
 * calls in flight share one request, and a future that fails (an error, or an {@code isError} result) leaves the cache.
 */
final class ResultCache {
  private record Key(String tool, String arguments) {}

  /** Carries an {@code isError} result out of the cache's future so that Caffeine drops the entry. */
  private static final class NotCached extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient ToolResult result;

    NotCached(ToolResult result) {
      super(null, null, false, false);
      this.result = result;
    }
  }

  private final CachePolicy policy;
  private final AsyncCache<Key, ToolResult> cache;
  private volatile Map<String, Boolean> readOnly = Map.of();

  ResultCache(CachePolicy policy) {
    this.policy = policy;
    this.cache = Caffeine.newBuilder().maximumSize(policy.maximumSize()).recordStats()
        .expireAfter(Expiry.creating((Key key, ToolResult result) -> ttl(key.tool()).orElse(Duration.ZERO)))
        .buildAsync();
  }

  boolean needsHints() {
    return policy.trustReadOnlyHints();
  }

  void hints(List<ToolDefinition> tools) {
    readOnly = tools.stream().collect(Collectors.toMap(ToolDefinition::name, tool -> tool.annotations().effectiveReadOnly(), (a, b) -> a));
  }

  private Optional<Duration> ttl(String tool) {
    return policy.ttl(tool, readOnly.getOrDefault(tool, false));
  }

  /** The call through the cache when {@code tool} is cacheable; a write drops its service's entries before and after. */
  CompletableFuture<ToolResult> call(String tool, Supplier<JsonNode> arguments, Supplier<CompletableFuture<ToolResult>> send) {
    if (!policy.enabled()) {
      return send.get();
    }
    if (ttl(tool).isEmpty()) {
      if (!policy.invalidateOnWrite() || readOnly.getOrDefault(tool, false)) {
        return send.get();
      }
      invalidateService(tool);
      return send.get().whenComplete((result, failure) -> invalidateService(tool));
    }
    Key key = new Key(tool, CanonicalArguments.of(arguments.get()));
    CompletableFuture<ToolResult> shared = cache.get(key,
        (missing, executor) -> send.get().thenApply(result -> {
          if (result.isError()) {
            throw new NotCached(result);
          }
          return result;
        }));
    return shared.handle((result, failure) -> {
      if (failure == null) {
        return result;
      }
      cache.asMap().remove(key, shared);   // Caffeine drops failed futures too, but not necessarily before this runs
      Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
      if (cause instanceof NotCached notCached) {
        return notCached.result;
      }
      throw Futures.asCompletionException(cause);
    });
  }

  void invalidateAll() {
    cache.synchronous().invalidateAll();
  }

  void invalidate(String tool) {
    cache.synchronous().invalidateAll(cache.asMap().keySet().stream().filter(key -> key.tool().equals(tool)).toList());
  }

  private void invalidateService(String tool) {
    String service = service(tool);
    cache.synchronous().invalidateAll(cache.asMap().keySet().stream().filter(key -> service(key.tool()).equals(service)).toList());
  }

  private static String service(String tool) {
    int separator = tool.indexOf('_');
    return separator > 0 ? tool.substring(0, separator) : tool;
  }

  CacheStats stats() {
    var stats = cache.synchronous().stats();
    return new CacheStats(stats.hitCount(), stats.missCount(), stats.evictionCount(), cache.synchronous().estimatedSize());
  }
}
