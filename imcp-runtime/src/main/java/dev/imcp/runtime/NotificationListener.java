package dev.imcp.runtime;

import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * Receives the server's notifications, in order, on the client's event thread; do not block in it. {@link #ofJsonText}
 * adapts one that takes JSON text, for an application with a JSON library of its own.
 */
@FunctionalInterface
public interface NotificationListener {
  /**
   * Receives one notification.
   *
   * @param method such as {@code notifications/tools/list_changed} or {@code notifications/message}
   * @param params the notification's params as plain values (nested objects as maps in the server's order, arrays as
   *     lists); unmodifiable, shared by every listener; empty when it had none
   */
  void onNotification(String method, Map<String, Object> params);

  /**
   * {@return a listener that receives the params as compact JSON text ({@code {}} when there were none)}, for an
   * application with a JSON library of its own (Jackson 2, Gson)
   *
   * @param listener receives the method and its params
   */
  static NotificationListener ofJsonText(BiConsumer<String, String> listener) {
    Objects.requireNonNull(listener, "listener");
    return (method, params) -> listener.accept(method, JsonForms.text(JsonForms.tree(params)));
  }
}
