package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CachePolicy;
import dev.imcp.runtime.ToolResult;
import dev.imcp.schema.ToolAnnotations;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;

/** How long {@link ResultCache} keeps an answer, from the {@link CachePolicy}, the tools' hints and the server's. */
final class CacheLifetimes {
  private final CachePolicy policy;
  /** The server's hints by tool, as the session last listed them. */
  private final Function<String, Optional<ToolAnnotations>> hints;

  CacheLifetimes(CachePolicy policy, Function<String, Optional<ToolAnnotations>> hints) {
    this.policy = policy;
    this.hints = hints;
  }

  boolean readOnly(String tool) {
    return hints.apply(tool).map(ToolAnnotations::effectiveReadOnly).orElse(false);
  }

  /** The policy's TTL for the tool (named, or for its read-only hint); empty when it is not cached that way. */
  Optional<Duration> ttl(String tool) {
    return policy.ttl(tool, readOnly(tool));
  }

  /**
   * How long an outcome stays: for a tool, the caller's TTL for it, else the server's hint when followed, else the
   * policy's; for a resource, the server's hint when followed, else the policy's resource TTL.
   */
  Duration kept(CacheKey key, CachedOutcome outcome) {
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
}
