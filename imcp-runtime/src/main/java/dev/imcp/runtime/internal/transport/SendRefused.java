package dev.imcp.runtime.internal.transport;

import java.io.IOException;

/** A line refused before it was queued: the server does not read its input, or the transport is closing. */
public final class SendRefused extends IOException {
  private static final long serialVersionUID = 1L;

  public SendRefused(String message) {
    super(message);
  }
}
