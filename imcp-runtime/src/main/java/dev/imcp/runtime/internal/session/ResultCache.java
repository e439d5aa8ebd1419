package dev.imcp.runtime.internal.session;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import dev.imcp.runtime.CachePolicy;
import dev.imcp.runtime.CacheStats;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.jsonrpc.Observing;
import dev.imcp.schema.ToolAnnotations;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Results of cacheable tools, by tool and canonical arguments, on Caffeine: an entry is the call's future, so identical
 * calls in flight share one request, and a future that fails (an error, or an {@code isError} result) leaves the cache.
 */
final class ResultCache {
  private record Key(String tool, String arguments) {}

  /**
   * How a shared call ended. The cache's futures always complete normally with one: Caffeine logs a warning with a
   * stack trace for every load that fails, and a tool error is no fault of the cache's.
   */
  private record Outcome(
      @Nullable ToolResult result, @Nullable Throwable failure) {
    boolean keep() {
      return failure == null && result != null && !result.isError();
    }
  }

  private final CachePolicy policy;
  /** Absent when caching is off: Caffeine's classes take about 0.1 s to load, which a client without a cache skips. */
  private final @Nullable AsyncCache<Key, Outcome> cache;
  /** The server's hints by tool, as the session last listed them. */
  private final Function<String, Optional<ToolAnnotations>> hints;
  /** Hears of each call answered without a request; null without an observer. */
  private final @Nullable Observing observing;

  ResultCache(
      CachePolicy policy,
      Function<String, Optional<ToolAnnotations>> hints,
      Optional<Observing> observing) {
    this.policy = policy;
    this.hints = hints;
    this.observing = observing.orElse(null);
    this.cache = !policy.enabled()
        ? null
        : Caffeine.newBuilder()
            .maximumSize(policy.maximumSize())
            .recordStats()
            .ticker(policy.ticker()::getAsLong)
            .expireAfter(Expiry.creating((Key key, Outcome outcome) -> kept(key.tool(), outcome)))
            .buildAsync();
  }

  boolean enabled() {
    return cache != null;
  }

  boolean needsHints() {
    return policy.trustReadOnlyHints();
  }

  private boolean readOnly(String tool) {
    return hints.apply(tool).map(ToolAnnotations::effectiveReadOnly).orElse(false);
  }

  private Optional<Duration> ttl(String tool) {
    return policy.ttl(tool, readOnly(tool));
  }

  /** How long an outcome stays: the caller's TTL for the tool, else the server's hint when followed, else the policy's. */
  private Duration kept(String tool, Outcome outcome) {
    if (!outcome.keep() || policy.excluded(tool)) {
      return Duration.ZERO;
    }
    Optional<Duration> explicit = policy.explicitTtl(tool);
    if (explicit.isPresent()) {
      return explicit.get();
    }
    Optional<ToolResult.CacheHint> hint =
        policy.followServerHints() ? outcome.result().cacheHint() : Optional.empty();
    return hint.map(ToolResult.CacheHint::ttl).orElseGet(() -> ttl(tool).orElse(Duration.ZERO));
  }

  /** The call through the cache when {@code tool} is cacheable; a write drops its service's entries before and after. */
  CompletableFuture<ToolResult> call(
      String tool, Supplier<JsonNode> arguments, Supplier<CompletableFuture<ToolResult>> send) {
    AsyncCache<Key, Outcome> cache = this.cache;
    if (cache == null) {
      return send.get();
    }
    if (ttl(tool).isEmpty()) {
      return policy.followServerHints() && !policy.excluded(tool)
          ? hinted(cache, tool, arguments, send)
          : uncached(tool, send);
    }
    Key key = new Key(tool, CanonicalArguments.of(arguments.get()));
    CompletableFuture<Outcome> shared = observing == null
        ? cache.get(key, (missing, executor) -> shared(send))
        : observed(cache, key, tool, send, observing);
    return shared.thenApply(outcome -> {
      if (!outcome.keep()) {
        cache
            .asMap()
            .remove(key, shared); // errors and isError results are answered once, never kept
      }
      if (outcome.failure() != null) {
        throw Futures.asCompletionException(outcome.failure());
      }
      return outcome.result();
    });
  }

  private static CompletableFuture<Outcome> shared(Supplier<CompletableFuture<ToolResult>> send) {
    return send.get()
        .handle((result, failure) ->
            new Outcome(result, failure == null ? null : Futures.unwrap(failure)));
  }

  /** {@code cache.get} that tells the observer when the call is answered without a request. */
  private static CompletableFuture<Outcome> observed(
      AsyncCache<Key, Outcome> cache,
      Key key,
      String tool,
      Supplier<CompletableFuture<ToolResult>> send,
      Observing observing) {
    boolean[] sent = {false};
    CompletableFuture<Outcome> shared = cache.get(key, (missing, executor) -> {
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
    if (!policy.invalidateOnWrite() || readOnly(tool)) {
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
      AsyncCache<Key, Outcome> cache,
      String tool,
      Supplier<JsonNode> arguments,
      Supplier<CompletableFuture<ToolResult>> send) {
    Key key = new Key(tool, CanonicalArguments.of(arguments.get()));
    CompletableFuture<Outcome> kept = cache.getIfPresent(key);
    if (kept != null) {
      if (observing != null) {
        observing.cacheHit(tool);
      }
      return kept.thenApply(Outcome::result);
    }
    return uncached(tool, send).whenComplete((result, failure) -> {
      if (failure == null
          && !result.isError()
          && result.cacheHint().filter(hint -> !hint.ttl().isZero()).isPresent()) {
        cache.put(key, CompletableFuture.completedFuture(new Outcome(result, null)));
      }
    });
  }

  void invalidateAll() {
    if (cache != null) {
      cache.synchronous().invalidateAll();
    }
  }

  void invalidate(String tool) {
    invalidateWhere(key -> key.tool().equals(tool));
  }

  private void invalidateService(String tool) {
    String service = service(tool);
    invalidateWhere(key -> service(key.tool()).equals(service));
  }

  private void invalidateWhere(Predicate<Key> which) {
    if (cache != null) {
      cache
          .synchronous()
          .invalidateAll(cache.asMap().keySet().stream().filter(which).toList());
    }
  }

  private static String service(String tool) {
    int separator = tool.indexOf('_');
    return separator > 0 ? tool.substring(0, separator) : tool;
  }

  CacheStats stats() {
    if (cache == null) {
      return new CacheStats(0, 0, 0, 0);
    }
    var stats = cache.synchronous().stats();
    return new CacheStats(
        stats.hitCount(),
        stats.missCount(),
        stats.evictionCount(),
        cache.synchronous().estimatedSize());
  }
}
