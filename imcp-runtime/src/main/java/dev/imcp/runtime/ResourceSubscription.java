package dev.imcp.runtime;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;

/**
 * A subscription to one resource's {@code notifications/resources/updated}, from {@link
 * McpClient#subscribeResource(String, Consumer)}. Closing it stops the deliveries at once and sends {@code
 * resources/unsubscribe}. A server restarted by supervision forgets its subscriptions: subscribe again on {@link
 * LifecycleEvent.Kind#RESTARTED}.
 */
public final class ResourceSubscription implements AutoCloseable {
  private final McpClient client;
  private final String uri;
  private final NotificationListener listener;
  private final AtomicBoolean closed = new AtomicBoolean();

  private ResourceSubscription(McpClient client, String uri, Consumer<String> onUpdated) {
    this.client = client;
    this.uri = uri;
    this.listener = (method, params) -> {
      if (method.equals("notifications/resources/updated") && updated(params)) {
        onUpdated.accept(params.path("uri").asString(uri));
      }
    };
  }

  /** The listener first, then the request, so that no update sent right after the answer is missed. */
  static CompletableFuture<ResourceSubscription> open(
      McpClient client, String uri, Consumer<String> onUpdated, CallOptions options) {
    ResourceSubscription subscription = new ResourceSubscription(
        client, Objects.requireNonNull(uri, "uri"), Objects.requireNonNull(onUpdated, "onUpdated"));
    client.addNotificationListener(subscription.listener);
    CompletableFuture<ResourceSubscription> opened = new CompletableFuture<>();
    client
        .requestAsync("resources/subscribe", McpClient.uriParams(uri), options)
        .whenComplete((result, failure) -> {
          if (failure == null) {
            opened.complete(subscription);
          } else {
            client.removeNotificationListener(subscription.listener);
            opened.completeExceptionally(
                failure instanceof CompletionException wrapped && wrapped.getCause() != null
                    ? wrapped.getCause()
                    : failure);
          }
        });
    return opened;
  }

  private boolean updated(JsonNode params) {
    // A server may report an update of a resource under the one subscribed to, by its own URI.
    String updated = params.path("uri").asString("");
    return !closed.get() && (updated.equals(uri) || updated.startsWith(uri));
  }

  /** {@return the URI subscribed to} */
  public String uri() {
    return uri;
  }

  /** {@return whether {@link #close()} was called} */
  public boolean isClosed() {
    return closed.get();
  }

  /**
   * Stops the deliveries and sends {@code resources/unsubscribe} without waiting for the answer (a client closed or a
   * server gone has nothing to unsubscribe from). Idempotent.
   */
  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      client.removeNotificationListener(listener);
      if (!client.isClosed()) {
        client.requestAsync(
            "resources/unsubscribe", McpClient.uriParams(uri), CallOptions.defaults());
      }
    }
  }
}
