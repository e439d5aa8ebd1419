package dev.imcp.runtime.internal.transport;

import java.io.IOException;
import org.jspecify.annotations.Nullable;

/** Sends lines: the seam between JSON-RPC and a transport. Never blocks on the server. */
@FunctionalInterface
public interface Output {
  /**
   * One message as UTF-8 JSON, without the newline.
   *
   * @throws IOException when it cannot be sent, now or ever; a {@link SendRefused} when it was refused before it was
   *     queued
   */
  void send(byte[] json) throws IOException;

  /** The server has read what was sent up to {@code offset} (see {@link OutgoingLine#written}). */
  default void readThrough(long offset) {}

  /** A line whose sender hears whether it was written ({@link OutgoingLine#failed}); by default, written at once. */
  default void send(OutgoingLine line) throws IOException {
    if (line.claim()) {
      send(line.line());
    }
  }

  /** The session id the server gave (a 2025 HTTP session), for an observer; null for none. */
  default @Nullable String sessionId() {
    return null;
  }
}
