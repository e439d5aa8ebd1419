package dev.imcp.bench.http;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A floor on a hand-written blocking HTTP/1.1 client over {@link Socket}: a pool of keep-alive connections, one
 * request written in one go, the answer read by Content-Length (or chunks). What is left when nothing but the
 * protocol costs.
 */
final class SocketHttpClient extends BlockingEchoClient {
  private final URI url;
  private final ConcurrentLinkedQueue<Connection> idle = new ConcurrentLinkedQueue<>();

  SocketHttpClient(URI url) {
    super("socket");
    this.url = url;
    initialize();
  }

  @Override
  Answer post(String body, String sessionId) {
    byte[] request = request(body, sessionId);
    Connection connection = idle.poll();
    try {
      if (connection != null) {
        try {
          return exchange(connection, request);
        } catch (IOException stale) {
          // Node closes keep-alive connections idle for 5 s (EOF or a reset); echo is safe to send
          // again.
          connection.close();
        }
      }
      return exchange(new Connection(url), request);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Answer exchange(Connection connection, byte[] request) throws IOException {
    Answer answer = connection.exchange(request);
    idle.add(connection);
    return answer;
  }

  private byte[] request(String body, String sessionId) {
    byte[] content = body.getBytes(StandardCharsets.UTF_8);
    StringBuilder head =
        PostHead.upToContentLength(url, sessionId).append(content.length).append("\r\n\r\n");
    byte[] headBytes = head.toString().getBytes(StandardCharsets.ISO_8859_1);
    byte[] all = new byte[headBytes.length + content.length];
    System.arraycopy(headBytes, 0, all, 0, headBytes.length);
    System.arraycopy(content, 0, all, headBytes.length, content.length);
    return all;
  }

  @Override
  public void close() {
    super.close();
    for (Connection connection = idle.poll(); connection != null; connection = idle.poll()) {
      connection.close();
    }
  }

  /** One keep-alive connection. */
  private static final class Connection {
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    Connection(URI url) throws IOException {
      socket = new Socket(url.getHost(), url.getPort());
      socket.setTcpNoDelay(true);
      in = new BufferedInputStream(socket.getInputStream(), 8192);
      out = socket.getOutputStream();
    }

    Answer exchange(byte[] request) throws IOException {
      out.write(request);
      out.flush();
      String status = line(true);
      int code = Integer.parseInt(status.substring(9, 12));
      long length = -1;
      boolean chunked = false;
      String session = null;
      for (String header = line(false); !header.isEmpty(); header = line(false)) {
        int colon = header.indexOf(':');
        String name = header.substring(0, colon).toLowerCase(Locale.ROOT);
        String value = header.substring(colon + 1).trim();
        switch (name) {
          case "content-length" -> length = Long.parseLong(value);
          case "transfer-encoding" -> chunked = value.equalsIgnoreCase("chunked");
          case "mcp-session-id" -> session = value;
          default -> {}
        }
      }
      String body = chunked
          ? chunks()
          : new String(in.readNBytes((int) Math.max(length, 0)), StandardCharsets.UTF_8);
      return new Answer(code, session, body);
    }

    private String chunks() throws IOException {
      ByteArrayOutputStream body = new ByteArrayOutputStream();
      for (int size = Integer.parseInt(line(false).trim(), 16);
          size > 0;
          size = Integer.parseInt(line(false).trim(), 16)) {
        body.write(in.readNBytes(size));
        line(false);
      }
      line(false);
      return body.toString(StandardCharsets.UTF_8);
    }

    /** One CRLF-ended line; {@link EOFException} if the stream ends before its first byte when {@code first}. */
    private String line(boolean first) throws IOException {
      StringBuilder line = new StringBuilder(64);
      for (int b = in.read(); b != '\n'; b = in.read()) {
        if (b < 0) {
          if (first && line.length() == 0) {
            throw new EOFException("closed by the server");
          }
          throw new IOException("truncated answer");
        }
        if (b != '\r') {
          line.append((char) b);
        }
      }
      return line.toString();
    }

    void close() {
      try {
        socket.close();
      } catch (IOException e) {
        // Closing anyway.
      }
    }
  }
}
