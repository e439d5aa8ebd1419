package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.transport.Inbound;

/**
 * A transport's sink for tests that watch something else: it hears nothing unless a test overrides what it listens
 * to, and, having heard no answer, holds every request as still waiting.
 */
class QuietInbound implements Inbound {
  @Override
  public void line(String line) {}

  @Override
  public void oversized(long length, String head, String tail) {}

  @Override
  public void failed(long id, TransportException failure) {}

  @Override
  public boolean waiting(long id) {
    return true;
  }
}
