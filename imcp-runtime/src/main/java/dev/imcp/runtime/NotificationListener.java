package dev.imcp.runtime;

import tools.jackson.databind.JsonNode;

/** Receives the server's notifications, in order, on the client's event thread; do not block in it. */
@FunctionalInterface
public interface NotificationListener {
  /**
   * Receives one notification.
   *
   * @param method such as {@code notifications/tools/list_changed} or {@code notifications/message}
   * @param params the notification's params; a missing node when it had none
   */
  void onNotification(String method, JsonNode params);
}
