package dev.imcp.runtime;

import dev.imcp.runtime.context.ResourceSubscription;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/** The {@link ResourceSubscription}s of {@link Resources#subscribe}: a notification listener of the client. */
final class ResourceSubscriptions implements ResourceSubscription {
  private final McpClient client;
  private final String uri;
  private final NotificationListener listener;
  private final AtomicBoolean closed = new AtomicBoolean();

  private ResourceSubscriptions(McpClient client, String uri, Consumer<String> onUpdated) {
    this.client = client;
    this.uri = uri;
    this.listener = (method, params) -> {
      if (method.equals(Resources.UPDATED)
          && params.get("uri") instanceof String updated
          && updated(updated)) {
        onUpdated.accept(updated);
      }
    };
  }

  /** The listener first, then the request, so that no update sent right after the answer is missed. */
  static CompletableFuture<ResourceSubscription> open(
      McpClient client, String uri, Consumer<String> onUpdated, CallOptions options) {
    ResourceSubscriptions subscription = new ResourceSubscriptions(
        client, Objects.requireNonNull(uri, "uri"), Objects.requireNonNull(onUpdated, "onUpdated"));
    client.addNotificationListener(subscription.listener);
    CompletableFuture<ResourceSubscription> opened = new CompletableFuture<>();
    client
        .requestAsync("resources/subscribe", Resources.uriParams(uri), options)
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

  private boolean updated(String updated) {
    // A server may report an update of a resource under the one subscribed to, by its own URI.
    return !closed.get()
        && (updated.equals(uri) || updated.startsWith(uri.endsWith("/") ? uri : uri + "/"));
  }

  @Override
  public String uri() {
    return uri;
  }

  @Override
  public boolean isClosed() {
    return closed.get();
  }

  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      client.removeNotificationListener(listener);
      if (!client.isClosed()) {
        client.requestAsync(
            "resources/unsubscribe", Resources.uriParams(uri), CallOptions.defaults());
      }
    }
  }
}
