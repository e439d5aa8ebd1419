package dev.imcp.runtime.internal.session;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import dev.imcp.runtime.CachePolicy;
import dev.imcp.runtime.CacheStats;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.jsonrpc.Observing;
import dev.imcp.schema.ToolAnnotations;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Results of cacheable tools, by tool and canonical arguments, and of {@code resources/read}, by URI, on Caffeine: an
 * entry is the call's future, so identical calls in flight share one request, and a future that fails (an error, or an
 * {@code isError} result) leaves the cache. Made only when the policy caches something ({@link CachePolicy#enabled()}).
 */
final class ResultCache {
  private final CachePolicy policy;
  private final AsyncCache<CacheKey, CachedOutcome> cache;

  private final CacheLifetimes lifetimes;
  /** Hears of each call answered without a request; null without an observer. */
  private final @Nullable Observing observing;

  ResultCache(
      CachePolicy policy,
      Function<String, Optional<ToolAnnotations>> hints,
      Optional<Observing> observing) {
    this.policy = policy;
    this.lifetimes = new CacheLifetimes(policy, hints);
    this.observing = observing.orElse(null);
    this.cache = Caffeine.newBuilder()
        .maximumSize(policy.maximumSize())
        .recordStats()
        .ticker(policy.ticker()::getAsLong)
        .expireAfter(Expiry.creating(lifetimes::kept))
        .buildAsync();
  }

  /**
   * A {@code resources/read} through the cache, when the policy keeps resources ({@link CachePolicy#resourceTtl()}:
   * identical reads in flight share one request) or follows the server's hints (a kept read answers, else the read
   * goes out and is kept as long as its hint says).
   */
  CompletableFuture<ResourceContents> read(
      String uri, Supplier<CompletableFuture<ResourceContents>> send) {
    CacheKey key = new CacheKey("", uri, true);
    if (policy.resourceTtl().isPresent()) {
      return sharedThrough(cache, key, send, ResourceContents.class);
    }
    return policy.followServerHints()
        ? hintedThrough(cache, key, send, ResourceContents.class)
        : send.get();
  }

  /** The call through the cache when {@code tool} is cacheable; a write drops its service's entries before and after. */
  CompletableFuture<ToolResult> call(
      String tool, Supplier<JsonNode> arguments, Supplier<CompletableFuture<ToolResult>> send) {
    if (lifetimes.ttl(tool).isEmpty()) {
      return policy.followServerHints() && !policy.excluded(tool)
          ? hinted(cache, tool, arguments, send)
          : uncached(tool, send);
    }
    return sharedThrough(
        cache,
        new CacheKey(tool, CanonicalArguments.of(arguments.get()), false),
        send,
        ToolResult.class);
  }

  /** Through the cache, identical calls in flight sharing one request; what is not kept is answered once. */
  private <T> CompletableFuture<T> sharedThrough(
      AsyncCache<CacheKey, CachedOutcome> cache,
      CacheKey key,
      Supplier<CompletableFuture<T>> send,
      Class<T> type) {
    CompletableFuture<CachedOutcome> shared = observing == null || key.resource()
        ? cache.get(key, (missing, executor) -> shared(send))
        : observed(cache, key, key.tool(), send, observing);
    return shared.thenApply(outcome -> {
      if (!outcome.keep()) {
        cache
            .asMap()
            .remove(key, shared); // errors and isError results are answered once, never kept
      }
      if (outcome.failure() != null) {
        throw Futures.asCompletionException(outcome.failure());
      }
      return type.cast(outcome.result());
    });
  }

  private static CompletableFuture<CachedOutcome> shared(
      Supplier<? extends CompletableFuture<?>> send) {
    return send.get()
        .handle((result, failure) ->
            new CachedOutcome(result, failure == null ? null : Futures.unwrap(failure)));
  }

  /** {@code cache.get} that tells the observer when the call is answered without a request. */
  private static CompletableFuture<CachedOutcome> observed(
      AsyncCache<CacheKey, CachedOutcome> cache,
      CacheKey key,
      String tool,
      Supplier<? extends CompletableFuture<?>> send,
      Observing observing) {
    boolean[] sent = {false};
    CompletableFuture<CachedOutcome> shared = cache.get(key, (missing, executor) -> {
      sent[0] = true;
      return shared(send);
    });
    if (!sent[0]) {
      observing.cacheHit(tool);
    }
    return shared;
  }

  private CompletableFuture<ToolResult> uncached(
      String tool, Supplier<CompletableFuture<ToolResult>> send) {
    if (!policy.invalidateOnWrite() || lifetimes.readOnly(tool)) {
      return send.get();
    }
    invalidateService(tool);
    return send.get().whenComplete((result, failure) -> invalidateService(tool));
  }

  /**
   * A tool cached only if its result says so: a kept result answers, else the call goes out (calls in flight are not
   * shared: the tool may not be safe to share) and its result is kept as long as its hint says.
   */
  private CompletableFuture<ToolResult> hinted(
      AsyncCache<CacheKey, CachedOutcome> cache,
      String tool,
      Supplier<JsonNode> arguments,
      Supplier<CompletableFuture<ToolResult>> send) {
    CacheKey key = new CacheKey(tool, CanonicalArguments.of(arguments.get()), false);
    return hintedThrough(cache, key, () -> uncached(tool, send), ToolResult.class);
  }

  /**
   * Cached only if the result says so: a kept result answers, else the call goes out (calls in flight are not shared:
   * a tool may not be safe to share) and its result is kept as long as its hint says.
   */
  private <T> CompletableFuture<T> hintedThrough(
      AsyncCache<CacheKey, CachedOutcome> cache,
      CacheKey key,
      Supplier<CompletableFuture<T>> send,
      Class<T> type) {
    CompletableFuture<CachedOutcome> kept = cache.getIfPresent(key);
    if (kept != null) {
      if (observing != null && !key.resource()) {
        observing.cacheHit(key.tool());
      }
      return kept.thenApply(outcome -> type.cast(outcome.result()));
    }
    return send.get().whenComplete((result, failure) -> {
      CachedOutcome outcome = new CachedOutcome(result, failure);
      if (outcome.keep() && outcome.hint().filter(hint -> !hint.ttl().isZero()).isPresent()) {
        cache.put(key, CompletableFuture.completedFuture(outcome));
      }
    });
  }

  void invalidateAll() {
    cache.synchronous().invalidateAll();
  }

  void invalidate(String tool) {
    invalidateWhere(key -> !key.resource() && key.tool().equals(tool));
  }

  /** Drops every tool's results: the tools changed. */
  void invalidateTools() {
    invalidateWhere(key -> !key.resource());
  }

  /** Drops every resource read: the list of resources changed. */
  void invalidateResources() {
    invalidateWhere(CacheKey::resource);
  }

  /** Drops the read of one resource: the server says it was updated. */
  void invalidateResource(String uri) {
    invalidateWhere(key -> key.resource() && key.arguments().equals(uri));
  }

  private void invalidateService(String tool) {
    String service = service(tool);
    invalidateWhere(key -> !key.resource() && service(key.tool()).equals(service));
  }

  private void invalidateWhere(Predicate<CacheKey> which) {
    cache
        .synchronous()
        .invalidateAll(cache.asMap().keySet().stream().filter(which).toList());
  }

  private static String service(String tool) {
    int separator = tool.indexOf('_');
    return separator > 0 ? tool.substring(0, separator) : tool;
  }

  CacheStats stats() {
    var stats = cache.synchronous().stats();
    return new CacheStats(
        stats.hitCount(),
        stats.missCount(),
        stats.evictionCount(),
        cache.synchronous().estimatedSize());
  }
}
