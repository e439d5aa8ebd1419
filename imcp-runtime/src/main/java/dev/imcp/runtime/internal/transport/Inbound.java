package dev.imcp.runtime.internal.transport;

import dev.imcp.runtime.error.TransportException;

/**
 * Where a transport hands what it received: the server's messages, as lines, and the failure of one request that the
 * transport itself saw (an HTTP answer that is no MCP message), which fails that request alone, at once, with the
 * transport's own words.
 */
public interface Inbound extends LineFramer.Sink {
  /**
   * Request {@code id} will not be answered: {@code failure} says what the transport received instead.
   *
   * @param id the id of a request this client sent
   */
  void failed(long id, TransportException failure);
}
