package dev.imcp.runtime;

/** Receives a call's {@code notifications/progress}, in order, on the client's event thread; do not block in it. */
@FunctionalInterface
public interface ProgressListener {
  /**
   * Receives one notification.
   *
   * @param progress what the server reported
   */
  void onProgress(Progress progress);
}
