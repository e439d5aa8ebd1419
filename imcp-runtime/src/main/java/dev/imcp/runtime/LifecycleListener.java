package dev.imcp.runtime;

/** Receives a supervised client's {@link LifecycleEvent}s, on the supervisor's thread; keep it short. */
@FunctionalInterface
public interface LifecycleListener {
  /**
   * Receives one event.
   *
   * @param event what happened
   */
  void onEvent(LifecycleEvent event);
}
