package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.transport.Inbound;
import java.util.function.Consumer;

/**
 * The inbound side of an HTTP connection. Answers arrive on several exchange threads at once and go straight to the
 * dispatcher, which takes several readers (each stream's messages still reach it in their order, on the stream's one
 * thread): with one lock around every delivery, 64 callers sharing a client queued for it to have their answers parsed
 * one at a time. An {@link Error} while a message is handled (out of memory, say) goes to {@code fatal}, as one on the
 * stdio reader does, instead of vanishing into the exchange's future.
 */
final class GuardedSink implements Inbound {
  private final Inbound inbound;
  private final Consumer<Error> fatal;

  GuardedSink(Inbound inbound, Consumer<Error> fatal) {
    this.inbound = inbound;
    this.fatal = fatal;
  }

  @Override
  public void line(String line) {
    try {
      inbound.line(line);
    } catch (Error e) {
      fatal.accept(e);
    }
  }

  /** Every answer's way in. */
  @Override
  public void line(byte[] bytes, int offset, int length) {
    try {
      inbound.line(bytes, offset, length);
    } catch (Error e) {
      fatal.accept(e);
    }
  }

  @Override
  public void oversized(long length, String head, String tail) {
    try {
      inbound.oversized(length, head, tail);
    } catch (Error e) {
      fatal.accept(e);
    }
  }

  /** A 2025 server's refusal of the era probe comes this way on a client's way to its first call. */
  @Override
  public void failed(long id, TransportException failure) {
    try {
      inbound.failed(id, failure);
    } catch (Error e) {
      fatal.accept(e);
    }
  }

  @Override
  public boolean waiting(long id) {
    return inbound.waiting(id);
  }
}
