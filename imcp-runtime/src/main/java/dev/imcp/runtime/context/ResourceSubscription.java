package dev.imcp.runtime.context;

/**
 * A subscription to one resource's {@code notifications/resources/updated}, from {@link
 * dev.imcp.runtime.Resources#subscribe}. Closing it stops the deliveries at once and sends {@code
 * resources/unsubscribe}. A server restarted by supervision forgets its subscriptions: subscribe again on {@code
 * LifecycleEvent.Kind.RESTARTED}.
 */
public interface ResourceSubscription extends AutoCloseable {
  /** {@return the URI subscribed to} */
  String uri();

  /** {@return whether {@link #close()} was called} */
  boolean isClosed();

  /**
   * Stops the deliveries and sends {@code resources/unsubscribe} without waiting for the answer (a client closed or a
   * server gone has nothing to unsubscribe from). Idempotent.
   */
  @Override
  void close();
}
