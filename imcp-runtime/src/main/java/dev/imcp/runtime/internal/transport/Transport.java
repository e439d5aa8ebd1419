package dev.imcp.runtime.internal.transport;

/**
 * Where a session's messages go: a server process over stdio, or an HTTP endpoint. What the server sends comes back
 * through the {@link Inbound} each transport is started with (the connection's dispatcher); how a transport reports
 * its end is its own (an exit code and stderr, or an HTTP failure).
 */
public interface Transport extends Output, AutoCloseable {
  /** Ends the connection; bounded in time and idempotent. */
  @Override
  void close();
}
