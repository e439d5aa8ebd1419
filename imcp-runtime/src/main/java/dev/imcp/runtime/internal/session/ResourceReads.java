package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import tools.jackson.databind.node.ObjectNode;

/** {@code resources/read}: the contents read as they arrive, through the cache where the policy keeps resources. */
public final class ResourceReads {
  private ResourceReads() {}

  public static CompletableFuture<ResourceContents> read(
      Session session, String uri, CallOptions options) {
    ObjectNode params = Json.object().put("uri", uri);
    Supplier<CompletableFuture<ResourceContents>> send = () -> session.send(
        McpMethods.RESOURCES_READ,
        uri,
        params,
        options,
        result -> PromptResults.contents(session.serverName, uri, result));
    ResultCache cache = session.cache;
    return cache == null ? send.get() : cache.read(uri, send);
  }
}
