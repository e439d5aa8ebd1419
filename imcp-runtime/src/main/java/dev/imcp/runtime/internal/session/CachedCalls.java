package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.jsonrpc.ToolCallParams;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;

/**
 * A {@code tools/call} through the session's cache, which keeps results as they came: an {@code isError} one is thrown
 * after it, as the options say. A room of its own, loaded by the first call through a cache: {@link ToolCalls} is on
 * every client's way to its first call, and the default policy caches nothing.
 */
final class CachedCalls {
  private CachedCalls() {}

  static CompletableFuture<ToolResult> call(
      ToolCalls calls,
      ResultCache cache,
      String tool,
      Object wire,
      ToolCallParams params,
      CallOptions options,
      boolean throwsErrors) {
    Session session = calls.session;
    Supplier<JsonNode> key =
        () -> wire instanceof JsonNode node ? node : Json.mapper().valueToTree(wire);
    ToolResultReader read = new ToolResultReader(session, tool, options.correlationId(), false);
    return Futures.map(
        cache.call(tool, key, () -> calls.send(params, options, read)),
        result -> throwsErrors ? ToolResultReader.checked(session, tool, result) : result);
  }
}
