package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.SSLSession;
import javax.net.ssl.SSLSocket;
import org.apache.hc.client5.http.io.ManagedHttpClientConnection;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.DefaultBHttpClientConnection;
import org.apache.hc.core5.http.impl.io.SocketHolder;
import org.apache.hc.core5.http.io.HttpConnectionFactory;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.util.Identifiable;
import org.apache.hc.core5.util.Timeout;
import org.jspecify.annotations.Nullable;

/**
 * Apache's connections, minus their wire log and header logs: at DEBUG (a Maven build run with {@code -X}, say) those
 * print every request header, the bearer token and the configured header values with them, which must never reach a
 * log; and the answers' {@code Mcp-Session-Id}, with which anyone can act in the session.
 *
 * <p>Their answers' heads are parsed by {@link ReusingResponseParser}, which allocates only for what changed since
 * the connection's previous answer.
 *
 * <p>Built on httpcore's public {@link DefaultBHttpClientConnection}, doing what HttpClient's own managed connection
 * does but log: that class is final and package-private before HttpClient 5.6, so that a subclass of it fails with
 * {@code IncompatibleClassChangeError} under the 5.5 that Spring Boot 3.5 and 4.0 manage.
 */
final class UnloggedConnections implements HttpConnectionFactory<ManagedHttpClientConnection> {
  private static final AtomicLong IDS = new AtomicLong();

  @Override
  public ManagedHttpClientConnection createConnection(@Nullable Socket socket) throws IOException {
    Connection connection = new Connection("imcp-http-" + IDS.incrementAndGet());
    if (socket != null) {
      connection.bind(socket);
    }
    return connection;
  }

  private static final class Connection extends DefaultBHttpClientConnection
      implements ManagedHttpClientConnection, Identifiable {
    private final String id;
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile Timeout socketTimeout = Timeout.DISABLED;

    Connection(String id) {
      super(
          Http1Config.DEFAULT,
          null,
          null,
          null,
          null,
          null,
          config -> new ReusingResponseParser(config == null ? Http1Config.DEFAULT : config));
      this.id = id;
    }

    @Override
    public String getId() {
      return id;
    }

    @Override
    public void bind(Socket socket) throws IOException {
      bindHolder(new SocketHolder(socket), socket);
    }

    @Override
    public void bind(SSLSocket sslSocket, Socket socket) throws IOException {
      bindHolder(new SocketHolder(sslSocket, socket), sslSocket);
    }

    private void bindHolder(SocketHolder holder, Socket timed) throws IOException {
      if (closed.get()) {
        timed.close();
        throw new InterruptedIOException("Connection " + id + " already shut down");
      }
      super.bind(holder);
      socketTimeout = Timeout.ofMilliseconds(timed.getSoTimeout());
    }

    @Override
    public @Nullable Socket getSocket() {
      SocketHolder holder = getSocketHolder();
      return holder == null ? null : holder.getSocket();
    }

    @Override
    public @Nullable SSLSession getSSLSession() {
      return getSocket() instanceof SSLSocket tls ? tls.getSession() : null;
    }

    @Override
    public void setSocketTimeout(Timeout timeout) {
      super.setSocketTimeout(timeout);
      socketTimeout = timeout;
    }

    @Override
    public void passivate() {
      super.setSocketTimeout(Timeout.ZERO_MILLISECONDS);
    }

    @Override
    public void activate() {
      super.setSocketTimeout(socketTimeout);
    }

    @Override
    public void close() throws IOException {
      if (closed.compareAndSet(false, true)) {
        super.close();
      }
    }

    @Override
    public void close(CloseMode closeMode) {
      if (closed.compareAndSet(false, true)) {
        super.close(closeMode);
      }
    }

    @Override
    public String toString() {
      return id;
    }
  }
}
