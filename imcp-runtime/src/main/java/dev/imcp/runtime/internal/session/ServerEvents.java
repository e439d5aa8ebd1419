package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.NotificationListener;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.PlainJson;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.runtime.internal.jsonrpc.IncomingHandlers;
import dev.imcp.runtime.internal.jsonrpc.Observing;
import dev.imcp.runtime.internal.jsonrpc.TreeHandler;
import dev.imcp.schema.ToolAnnotations;
import dev.imcp.schema.ToolDefinition;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the server sends on its own: notifications (a changed tool list invalidates the cache and the hints, then every
 * listener hears it), its requests (to the handler registered for the method), the 2026-07-28 change subscription that
 * carries them, and the tool hints the cache and retries trust. Called on the session's event thread.
 */
final class ServerEvents implements IncomingHandlers {
  private static final Log LOG = Log.of(ServerEvents.class);
  /** A change subscription lasts as long as the session. */
  private static final CallOptions LISTENING =
      CallOptions.defaults().withTimeout(Duration.ofDays(365));

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
      case "notifications/tools/list_changed" -> toolsChanged();
      case "notifications/resources/list_changed" -> {
        if (session.cache != null) {
          session.cache.invalidateResources();
        }
      }
      case "notifications/resources/updated" -> {
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

  /**
   * 2026-07-28 servers send change notifications only on a {@code subscriptions/listen} stream: one long request whose
   * notifications reach {@link #notification} like 2025's unsolicited ones.
   */
  void listen() {
    ObjectNode params = Json.object();
    params.putObject("notifications").put("toolsListChanged", true);
    session
        .send("subscriptions/listen", "", params, LISTENING, Function.identity())
        .whenComplete((result, failure) -> {
          if (failure != null && !session.isClosed()) {
            LOG.debug(
                "The change subscription of {} ended: {}",
                session.serverName,
                Futures.unwrap(failure).toString());
          }
        });
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

  /** The tools as listed over 2026-07-28 HTTP, less those with invalid {@code x-mcp-header} annotations. */
  ArrayNode screened(HttpTransport http, ArrayNode tools) {
    Map<String, String> invalid = http.toolsListed(tools);
    if (invalid.isEmpty()) {
      return tools;
    }
    ArrayNode kept = Json.array();
    for (JsonNode tool : tools) {
      String name = tool.path("name").asString("");
      if (invalid.containsKey(name)) {
        LOG.warn("Leaving out tool {} of {}: {}", name, session.serverName, invalid.get(name));
      } else {
        kept.add(tool);
      }
    }
    return kept;
  }
}
