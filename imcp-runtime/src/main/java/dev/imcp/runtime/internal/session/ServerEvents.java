package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.NotificationListener;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.base.PlainJson;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.runtime.internal.jsonrpc.IncomingHandlers;
import dev.imcp.runtime.internal.jsonrpc.Observing;
import dev.imcp.runtime.internal.jsonrpc.TreeHandler;
import dev.imcp.schema.ToolAnnotations;
import dev.imcp.schema.ToolDefinition;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;

/**
 * What the server sends on its own: notifications (a changed tool list invalidates the cache and the hints, then every
 * listener hears it), its requests (to the handler registered for the method), and the tool hints the cache and
 * retries trust. Called on the session's event thread; 2026-07-28's change subscription, which carries them in that
 * era, is {@link ModernRequests#listen}'s.
 */
final class ServerEvents implements IncomingHandlers {
  private static final Log LOG = Log.of(ServerEvents.class);

  private final Session session;
  private final List<NotificationListener> listeners;
  private volatile Map<String, ToolAnnotations> hints = Map.of();

  ServerEvents(Session session) {
    this.session = session;
    this.listeners = List.copyOf(session.settings.listeners());
  }

  @Override
  public Optional<Observing> observing() {
    return session.settings.observing();
  }

  @Override
  public void notification(String method, JsonNode params) {
    switch (method) {
      case McpMethods.TOOLS_CHANGED -> toolsChanged();
      case McpMethods.RESOURCES_CHANGED -> {
        if (session.cache != null) {
          session.cache.invalidateResources();
        }
      }
      case McpMethods.RESOURCE_UPDATED -> {
        if (session.cache != null && params.path("uri").isString()) {
          session.cache.invalidateResource(params.get("uri").stringValue());
        }
      }
      default -> {}
    }
    Map<String, Object> plain = PlainJson.map(params);
    for (NotificationListener listener : listeners) {
      listener.onNotification(method, plain);
    }
  }

  private void toolsChanged() {
    if (session.cache != null) {
      session.cache.invalidateTools();
    }
    HttpTransport http = session.http();
    if (http != null) {
      http.toolsChanged();
    }
    if (needsHints()) {
      ToolLists.all(session, CallOptions.defaults())
          .thenAccept(this::keepHints)
          .exceptionally(failure -> {
            LOG.warn(
                "Cannot re-list tools of {} for cache hints: {}",
                session.serverName,
                failure.toString());
            return null;
          });
    }
  }

  @Override
  public Optional<TreeHandler> requestHandler(String method) {
    return Optional.ofNullable(session.settings.requestHandlers().get(method));
  }

  /** A client that trusts the server's hints (for caching or retries) needs them before its first call. */
  CompletableFuture<Void> loadHints() {
    if (!needsHints()) {
      return CompletableFuture.completedFuture(null);
    }
    return ToolLists.all(session, CallOptions.defaults()).thenAccept(this::keepHints);
  }

  private boolean needsHints() {
    return session.settings.cachePolicy().trustReadOnlyHints()
        || session.settings.supervision().trustHintsForRetry();
  }

  private void keepHints(List<ToolDefinition> tools) {
    hints = tools.stream()
        .collect(Collectors.toMap(ToolDefinition::name, ToolDefinition::annotations, (a, b) -> a));
  }

  Optional<ToolAnnotations> hints(String tool) {
    return Optional.ofNullable(hints.get(tool));
  }
}
