package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.error.TransportException;

/**
 * The server process ended before it answered {@code server/discover}, as one on the Rust SDK (rmcp) does for any first
 * request that is not {@code initialize}: {@link Opening} starts it again and speaks the 2025 handshake. Never reaches a
 * caller: when the second start fails too, that failure is what the caller sees.
 */
final class ProbeEnded extends RuntimeException {
  private static final long serialVersionUID = 1L;

  ProbeEnded(TransportException ended) {
    super(ended.getMessage(), ended, false, false);
  }

  TransportException ended() {
    return (TransportException) getCause();
  }
}
