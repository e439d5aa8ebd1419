package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.transport.Inbound;
import java.util.function.Consumer;

/**
 * The inbound side of an HTTP connection, one message at a time: answers arrive on several HTTP client threads at
 * once, and the dispatcher was made for one reader. An {@link Error} while a message is handled (out of memory, say)
 * goes to {@code fatal}, as one on the stdio reader does, instead of vanishing into the HTTP client's futures.
 */
final class SerialSink implements Inbound {
  private final Inbound inbound;
  private final Consumer<Error> fatal;

  SerialSink(Inbound inbound, Consumer<Error> fatal) {
    this.inbound = inbound;
    this.fatal = fatal;
  }

  @Override
  public void line(String line) {
    serially(() -> inbound.line(line));
  }

  /** Every answer's way in: written out, since a capturing lambda here was an allocation on every call's path. */
  @Override
  public void line(byte[] bytes, int offset, int length) {
    try {
      synchronized (inbound) {
        inbound.line(bytes, offset, length);
      }
    } catch (Error e) {
      fatal.accept(e);
    }
  }

  @Override
  public void oversized(long length, String head, String tail) {
    serially(() -> inbound.oversized(length, head, tail));
  }

  /** Written out too: a 2025 server's refusal of the era probe comes this way on a client's way to its first call. */
  @Override
  public void failed(long id, TransportException failure) {
    try {
      synchronized (inbound) {
        inbound.failed(id, failure);
      }
    } catch (Error e) {
      fatal.accept(e);
    }
  }

  /** Not serialized: the pending requests are a concurrent map, read here without the delivery's lock. */
  @Override
  public boolean waiting(long id) {
    return inbound.waiting(id);
  }

  private void serially(Runnable delivery) {
    try {
      synchronized (inbound) {
        delivery.run();
      }
    } catch (Error e) {
      fatal.accept(e);
    }
  }
}
