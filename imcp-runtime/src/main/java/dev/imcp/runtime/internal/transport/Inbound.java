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

  /**
   * Whether request {@code id} still waits for its answer (it is neither answered nor given up): a transport that carries
   * each answer on a stream of its own (HTTP) tells by it whether the stream brought its request's answer, without
   * reading each message a second time.
   */
  boolean waiting(long id);
}
