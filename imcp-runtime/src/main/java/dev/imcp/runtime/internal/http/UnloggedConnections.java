package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.SSLSocket;
import org.apache.hc.client5.http.impl.io.DefaultManagedHttpClientConnection;
import org.apache.hc.client5.http.io.ManagedHttpClientConnection;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.impl.io.SocketHolder;
import org.apache.hc.core5.http.io.HttpConnectionFactory;
import org.jspecify.annotations.Nullable;

/**
 * Apache's connections, minus their wire log and header logs: at DEBUG (a Maven build run with {@code -X}, say) those
 * print every request header, the bearer token and the configured header values with them, which must never reach a
 * log; and the answers' {@code Mcp-Session-Id}, with which anyone can act in the session.
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

  private static final class Connection extends DefaultManagedHttpClientConnection {
    Connection(String id) {
      super(id);
    }

    @Override
    public void bind(Socket socket) throws IOException {
      bind(new SocketHolder(socket));
    }

    @Override
    public void bind(SSLSocket sslSocket, Socket socket) throws IOException {
      bind(new SocketHolder(sslSocket, socket));
    }

    @Override
    protected void onRequestSubmitted(ClassicHttpRequest request) {
      // Not logged: the headers hold the credentials.
    }

    @Override
    protected void onResponseReceived(ClassicHttpResponse response) {
      // Not logged: the headers hold the session id.
    }
  }
}
