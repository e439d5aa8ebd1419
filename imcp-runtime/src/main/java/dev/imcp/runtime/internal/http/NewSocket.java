package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.impl.io.SocketHolder;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.io.ModalCloseable;
import org.jspecify.annotations.Nullable;

/**
 * A new connection's socket, connected (and upgraded to TLS) before HttpCore's connection is made on it ({@link
 * Http1Connection#bind}): the first request goes out on it first ({@link RequestHeadWriter#writeWhole}), and HttpCore's
 * connection classes (some 55 on a client's way to its first call) load while the server reads it
 * (docs/PERFORMANCE.md, s54-a).
 *
 * <p>{@link #close(CloseMode)} may come from any thread, before the socket is even connected: the socket is closed then
 * or as soon as it is made, so that a closed client leaves none behind.
 */
final class NewSocket implements ModalCloseable {
  private final AtomicBoolean closed = new AtomicBoolean();
  private volatile @Nullable Socket socket;
  private @Nullable SocketHolder holder;

  /**
   * Connects to {@code target} (each of its addresses in turn, as HttpClient's connection operator does), upgraded to
   * TLS by {@code tls} when given (which checks the host name against the certificate).
   */
  void connect(HttpHost target, int connectTimeout, @Nullable TlsSocketStrategy tls)
      throws IOException {
    InetAddress[] addresses = InetAddress.getAllByName(target.getHostName());
    for (int i = 0; i < addresses.length; i++) {
      try {
        connect(target, new InetSocketAddress(addresses[i], target.getPort()), connectTimeout, tls);
        return;
      } catch (IOException e) {
        if (i == addresses.length - 1 || closed.get()) {
          throw e;
        }
      }
    }
  }

  private void connect(
      HttpHost target,
      InetSocketAddress address,
      int connectTimeout,
      @Nullable TlsSocketStrategy tls)
      throws IOException {
    // Connecting and the TLS handshake guarded too, as a channel's (InterruptGuard).
    Socket plain = new Socket();
    socket = plain;
    InterruptGuard guard = new InterruptGuard(plain);
    guard.enter();
    boolean completed = false;
    try {
      refuseIfClosed();
      plain.setTcpNoDelay(true);
      connect(plain, target, address, connectTimeout);
      holder = guard.holder(target, connectTimeout, tls);
      refuseIfClosed();
      completed = true;
    } finally {
      if (!completed) {
        plain.close();
      }
      guard.leave(completed);
    }
  }

  /** Connects, failing as HttpClient's connection operator did on a timeout. */
  private static void connect(
      Socket plain, HttpHost target, InetSocketAddress address, int connectTimeout)
      throws IOException {
    try {
      plain.connect(address, connectTimeout);
    } catch (SocketTimeoutException e) {
      throw HttpClientExceptions.connectTimeout(target, address, e);
    }
  }

  private void refuseIfClosed() throws InterruptedIOException {
    if (closed.get()) {
      throw new InterruptedIOException("the connection was closed while it opened");
    }
  }

  /** The plain socket (under TLS, the one beneath); connected. */
  Socket socket() {
    Socket made = socket;
    if (made == null) {
      throw new IllegalStateException("not connected");
    }
    return made;
  }

  /** HttpCore's hold of the connected socket, its streams guarded against interrupts ({@link InterruptGuard}). */
  SocketHolder holder() {
    SocketHolder made = holder;
    if (made == null) {
      throw new IllegalStateException("not connected");
    }
    return made;
  }

  /** What writes to the server, guarded: the stream HttpCore's connection writes to once bound. */
  OutputStream output() throws IOException {
    return holder().getOutputStream();
  }

  @Override
  public void close(CloseMode mode) {
    close();
  }

  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      Socket made = socket;
      if (made != null) {
        try {
          made.close();
        } catch (IOException e) {
          // closing: nothing left to do with it
        }
      }
    }
  }
}
