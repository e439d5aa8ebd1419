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
import java.time.Duration;
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
 * {@code isError} result) leaves the cache.
 */
final class ResultCache {
  /** A tool's call ({@code resource} false) or a read of the resource at URI {@code arguments}. */
  private record Key(String tool, String arguments, boolean resource) {}

  /**
   * How a shared call ended. The cache's futures always complete normally with one: Caffeine logs a warning with a
   * stack trace for every load that fails, and a tool error is no fault of the cache's.
   */
  private record Outcome(@Nullable Object result, @Nullable Throwable failure) {
    boolean keep() {
      return failure == null
          && result != null
          && !(result instanceof ToolResult tool && tool.isError());
    }

    Optional<ToolResult.CacheHint> hint() {
      if (result instanceof ToolResult tool) {
        return tool.cacheHint();
      }
      return result instanceof ResourceContents contents ? contents.cacheHint() : Optional.empty();
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
            .expireAfter(Expiry.creating((Key key, Outcome outcome) -> kept(key, outcome)))
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

  /**
   * How long an outcome stays: for a tool, the caller's TTL for it, else the server's hint when followed, else the
   * policy's; for a resource, the server's hint when followed, else the policy's resource TTL.
   */
  private Duration kept(Key key, Outcome outcome) {
    String tool = key.tool();
    if (!outcome.keep() || (!key.resource() && policy.excluded(tool))) {
      return Duration.ZERO;
    }
    Optional<Duration> explicit = key.resource() ? Optional.empty() : policy.explicitTtl(tool);
    if (explicit.isPresent()) {
      return explicit.get();
    }
    Optional<Duration> hint = policy.followServerHints()
        ? outcome.hint().map(ToolResult.CacheHint::ttl)
        : Optional.empty();
    return hint.orElseGet(
        () -> (key.resource() ? policy.resourceTtl() : ttl(tool)).orElse(Duration.ZERO));
  }

  /**
   * A {@code resources/read} through the cache, when the policy keeps resources ({@link CachePolicy#resourceTtl()}:
   * identical reads in flight share one request) or follows the server's hints (a kept read answers, else the read
   * goes out and is kept as long as its hint says).
   */
  CompletableFuture<ResourceContents> read(
      String uri, Supplier<CompletableFuture<ResourceContents>> send) {
    AsyncCache<Key, Outcome> cache = this.cache;
    if (cache == null) {
      return send.get();
    }
    Key key = new Key("", uri, true);
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
    AsyncCache<Key, Outcome> cache = this.cache;
    if (cache == null) {
      return send.get();
    }
    if (ttl(tool).isEmpty()) {
      return policy.followServerHints() && !policy.excluded(tool)
          ? hinted(cache, tool, arguments, send)
          : uncached(tool, send);
    }
    return sharedThrough(
        cache,
        new Key(tool, CanonicalArguments.of(arguments.get()), false),
        send,
        ToolResult.class);
  }

  /** Through the cache, identical calls in flight sharing one request; what is not kept is answered once. */
  private <T> CompletableFuture<T> sharedThrough(
      AsyncCache<Key, Outcome> cache, Key key, Supplier<CompletableFuture<T>> send, Class<T> type) {
    CompletableFuture<Outcome> shared = observing == null || key.resource()
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

  private static CompletableFuture<Outcome> shared(Supplier<? extends CompletableFuture<?>> send) {
    return send.get()
        .handle((result, failure) ->
            new Outcome(result, failure == null ? null : Futures.unwrap(failure)));
  }

  /** {@code cache.get} that tells the observer when the call is answered without a request. */
  private static CompletableFuture<Outcome> observed(
      AsyncCache<Key, Outcome> cache,
      Key key,
      String tool,
      Supplier<? extends CompletableFuture<?>> send,
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
    Key key = new Key(tool, CanonicalArguments.of(arguments.get()), false);
    return hintedThrough(cache, key, () -> uncached(tool, send), ToolResult.class);
  }

  /**
   * Cached only if the result says so: a kept result answers, else the call goes out (calls in flight are not shared:
   * a tool may not be safe to share) and its result is kept as long as its hint says.
   */
  private <T> CompletableFuture<T> hintedThrough(
      AsyncCache<Key, Outcome> cache, Key key, Supplier<CompletableFuture<T>> send, Class<T> type) {
    CompletableFuture<Outcome> kept = cache.getIfPresent(key);
    if (kept != null) {
      if (observing != null && !key.resource()) {
        observing.cacheHit(key.tool());
      }
      return kept.thenApply(outcome -> type.cast(outcome.result()));
    }
    return send.get().whenComplete((result, failure) -> {
      Outcome outcome = new Outcome(result, failure);
      if (outcome.keep() && outcome.hint().filter(hint -> !hint.ttl().isZero()).isPresent()) {
        cache.put(key, CompletableFuture.completedFuture(outcome));
      }
    });
  }

  void invalidateAll() {
    if (cache != null) {
      cache.synchronous().invalidateAll();
    }
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
    invalidateWhere(Key::resource);
  }

  /** Drops the read of one resource: the server says it was updated. */
  void invalidateResource(String uri) {
    invalidateWhere(key -> key.resource() && key.arguments().equals(uri));
  }

  private void invalidateService(String tool) {
    String service = service(tool);
    invalidateWhere(key -> !key.resource() && service(key.tool()).equals(service));
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
