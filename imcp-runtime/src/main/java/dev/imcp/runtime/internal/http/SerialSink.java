package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.transport.LineFramer;
import java.util.function.Consumer;

/**
 * The sink of an HTTP connection, one message at a time: answers arrive on several HTTP client threads at once, and
 * the dispatcher was made for one reader. An {@link Error} while a message is handled (out of memory, say) goes to
 * {@code fatal}, as one on the stdio reader does, instead of vanishing into the HTTP client's futures.
 */
final class SerialSink implements LineFramer.Sink {
  private final LineFramer.Sink sink;
  private final Consumer<Error> fatal;

  SerialSink(LineFramer.Sink sink, Consumer<Error> fatal) {
    this.sink = sink;
    this.fatal = fatal;
  }

  @Override
  public void line(String line) {
    try {
      synchronized (sink) {
        sink.line(line);
      }
    } catch (Error e) {
      fatal.accept(e);
    }
  }

  @Override
  public void line(byte[] bytes, int offset, int length) {
    try {
      synchronized (sink) {
        sink.line(bytes, offset, length);
      }
    } catch (Error e) {
      fatal.accept(e);
    }
  }

  @Override
  public void oversized(long length, String head, String tail) {
    try {
      synchronized (sink) {
        sink.oversized(length, head, tail);
      }
    } catch (Error e) {
      fatal.accept(e);
    }
  }
}
