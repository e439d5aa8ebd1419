package dev.imcp.runtime.internal.transport;

import dev.imcp.runtime.internal.jsonrpc.IncomingDispatcher;
import dev.imcp.runtime.internal.jsonrpc.JsonRpcConnection;

/**
 * Where a session's messages go: a server process over stdio, or an HTTP endpoint. What the server sends comes back
 * through the {@link LineFramer.Sink} each transport is started with (the connection's {@link IncomingDispatcher});
 * how a transport reports its end is its own (an exit code and stderr, or an HTTP failure).
 */
public interface Transport extends JsonRpcConnection.Output, AutoCloseable {
  /** Ends the connection; bounded in time and idempotent. */
  @Override
  void close();
}
