package dev.imcp.runtime;

import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import tools.jackson.databind.JsonNode;

/**
 * Receives the server's notifications, in order, on the client's event thread; do not block in it. Written as a lambda
 * it receives Jackson 3 trees; {@link #ofMaps} and {@link #ofJsonText} adapt one that takes maps or JSON text.
 */
@FunctionalInterface
public interface NotificationListener {
  /**
   * Receives one notification.
   *
   * @param method such as {@code notifications/tools/list_changed} or {@code notifications/message}
   * @param params the notification's params; a missing node when it had none
   */
  void onNotification(String method, JsonNode params);

  /**
   * {@return a listener that receives the params as a new map (nested objects as maps, arrays as lists; empty when
   * there were none)}
   *
   * @param listener receives the method and its params
   */
  static NotificationListener ofMaps(BiConsumer<String, Map<String, Object>> listener) {
    Objects.requireNonNull(listener, "listener");
    return (method, params) -> listener.accept(method, JsonForms.map(params));
  }

  /**
   * {@return a listener that receives the params as compact JSON text ({@code {}} when there were none)}, for an
   * application with a JSON library of its own (Jackson 2, Gson)
   *
   * @param listener receives the method and its params
   */
  static NotificationListener ofJsonText(BiConsumer<String, String> listener) {
    Objects.requireNonNull(listener, "listener");
    return (method, params) ->
        listener.accept(method, params.isMissingNode() ? "{}" : JsonForms.text(params));
  }
}
