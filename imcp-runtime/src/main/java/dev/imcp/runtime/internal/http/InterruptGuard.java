package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.spi.AbstractInterruptibleChannel;
import javax.net.ssl.SSLSocket;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.impl.io.SocketHolder;
import org.apache.hc.core5.http.protocol.HttpCoreContext;
import org.jspecify.annotations.Nullable;

/**
 * Makes a plain socket's blocking I/O stop when its thread is interrupted, as a {@code SocketChannel}'s does: a
 * blocking call's exchange runs on the caller's thread ({@code CallerRuns}), and interrupting a waiting caller must
 * cancel its call over HTTP as over stdio. An interrupt closes the socket under the read or write (and this guard, for
 * good), which then ends with a {@link java.nio.channels.ClosedByInterruptException}, the interrupt status kept.
 *
 * <p>Not a {@code SocketChannel}'s socket: opening one asks {@code SelectorProvider.provider()}, whose first call in a
 * JVM looks the provider up as a service and so opens every jar of the class path (48 ms on a cold HTTP client's way
 * to its first call). The JDK's hook for an interrupt is {@link AbstractInterruptibleChannel}'s {@code begin} and
 * {@code end}, which a channel puts around its I/O and this one around the socket's streams.
 */
final class InterruptGuard extends AbstractInterruptibleChannel {
  private final Socket socket;

  InterruptGuard(Socket socket) {
    this.socket = socket;
  }

  /** Marks the start of I/O that may block: from now on an interrupt of this thread closes the socket. */
  void enter() {
    begin();
  }

  /** Marks its end: throws when an interrupt closed the socket meanwhile (or before, when not {@code completed}). */
  void leave(boolean completed) throws AsynchronousCloseException {
    end(completed);
  }

  @Override
  protected void implCloseChannel() throws IOException {
    socket.close();
  }

  /**
   * HttpCore's hold of the connected socket, its streams guarded: upgraded to TLS by {@code tls} when given (which
   * checks the host name against the certificate).
   */
  SocketHolder holder(HttpHost target, int connectTimeout, @Nullable TlsSocketStrategy tls)
      throws IOException {
    if (tls == null) {
      return new Holder(socket, this);
    }
    // The handshake is bounded by the connect timeout; the exchanges then by nothing (deadlines
    // close the connection).
    socket.setSoTimeout(connectTimeout);
    SSLSocket secure =
        tls.upgrade(socket, target.getHostName(), target.getPort(), null, HttpCoreContext.create());
    secure.setSoTimeout(0);
    return new Holder(secure, socket, this);
  }

  private static final class Holder extends SocketHolder {
    private final InterruptGuard guard;

    Holder(Socket socket, InterruptGuard guard) {
      super(socket);
      this.guard = guard;
    }

    Holder(SSLSocket secure, Socket socket, InterruptGuard guard) {
      super(secure, socket);
      this.guard = guard;
    }

    @Override
    protected InputStream getInputStream(Socket socket) throws IOException {
      return new Input(socket.getInputStream(), guard);
    }

    @Override
    protected OutputStream getOutputStream(Socket socket) throws IOException {
      return new Output(socket.getOutputStream(), guard);
    }
  }

  /** A byte at a time goes through the bulk method, so that one method guards the stream. */
  private static final class Input extends InputStream {
    private final InputStream in;
    private final InterruptGuard guard;
    private final byte[] one = new byte[1];

    Input(InputStream in, InterruptGuard guard) {
      this.in = in;
      this.guard = guard;
    }

    @Override
    public int read() throws IOException {
      return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
      guard.enter();
      boolean completed = false;
      try {
        int read = in.read(into, offset, length);
        completed = true;
        return read;
      } finally {
        guard.leave(completed);
      }
    }

    @Override
    public int available() throws IOException {
      return in.available();
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }

  /** A byte at a time goes through the bulk method, as {@link Input}'s do. */
  private static final class Output extends OutputStream {
    private final OutputStream out;
    private final InterruptGuard guard;
    private final byte[] one = new byte[1];

    Output(OutputStream out, InterruptGuard guard) {
      this.out = out;
      this.guard = guard;
    }

    @Override
    public void write(int b) throws IOException {
      one[0] = (byte) b;
      write(one, 0, 1);
    }

    @Override
    public void write(byte[] from, int offset, int length) throws IOException {
      guard.enter();
      boolean completed = false;
      try {
        out.write(from, offset, length);
        completed = true;
      } finally {
        guard.leave(completed);
      }
    }

    @Override
    public void flush() throws IOException {
      out.flush();
    }

    @Override
    public void close() throws IOException {
      out.close();
    }
  }
}
