package dev.imcp.bench;

import dev.imcp.bench.http.PostHead;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;

/**
 * The Streamable HTTP floor: the fastest honest client we can write, with no HTTP or MCP library. Keep-alive HTTP/1.1
 * connections over plain sockets, taken from an idle stack (the most recently used first) and opened when none is
 * idle, one per call in flight. A call is written by the calling thread: its JSON by a streaming generator into the
 * connection's reusable buffer, the head and body leaving in one write. A blocking call then reads its own answer on
 * its own connection (no thread in between); for asynchronous calls, each connection's reader thread blocks on its
 * socket, frames the answer as bytes (status, the headers it needs, Content-Length or chunks), finds the JSON (the body,
 * or the {@code data:} of the one SSE event server-everything answers with), parses it once where it lies (Jackson's
 * streaming parser, no tree, see {@link HttpAnswer}), puts the connection back and completes the caller's future: the
 * caller wakes directly. A call whose connection the server closed before any byte of its answer (Node ends idle
 * keep-alive connections after 5 s) is sent again on a fresh one: echo is safe to repeat. No validation, no timeouts.
 */
final class HttpFloorClient implements EchoClient {
  /** Jackson's streaming core alone, as the stdio floor: no databind classes to load or mapper to build. */
  static final JsonFactory JSON =
      JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();

  private final URI url;
  private final ConcurrentLinkedDeque<HttpConnection> idle = new ConcurrentLinkedDeque<>();
  /** Connections without a reader thread, for blocking calls, which read their own answers. */
  private final ConcurrentLinkedDeque<HttpConnection> idleBlocking = new ConcurrentLinkedDeque<>();

  private final AtomicLong ids = new AtomicLong();
  private final AtomicLong threads = new AtomicLong();
  private volatile byte[] head;

  HttpFloorClient(URI url) {
    this.url = url;
    head = head(null);
    HttpAnswer answer = send(initialize()).join();
    head = head(answer.session());
    send(body(json -> {
          json.writeStartObject();
          json.writeStringProperty("jsonrpc", "2.0");
          json.writeStringProperty("method", "notifications/initialized");
          json.writeEndObject();
        }))
        .join();
  }

  private byte[] initialize() {
    return body(json -> {
      json.writeStartObject();
      json.writeStringProperty("jsonrpc", "2.0");
      json.writeNumberProperty("id", ids.incrementAndGet());
      json.writeStringProperty("method", "initialize");
      json.writeObjectPropertyStart("params");
      json.writeStringProperty("protocolVersion", "2025-11-25");
      json.writeObjectPropertyStart("capabilities");
      json.writeEndObject();
      json.writeObjectPropertyStart("clientInfo");
      json.writeStringProperty("name", "http-floor");
      json.writeStringProperty("version", "1");
      json.writeEndObject();
      json.writeEndObject();
      json.writeEndObject();
    });
  }

  private interface Writing {
    void write(JsonGenerator json);
  }

  private static byte[] body(Writing writing) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (JsonGenerator json = JSON.createGenerator(ObjectWriteContext.empty(), bytes)) {
      writing.write(json);
    }
    return bytes.toByteArray();
  }

  /** Every request's head up to its Content-Length value: the same bytes each time, built once per session. */
  private byte[] head(@Nullable String session) {
    return PostHead.upToContentLength(url, session)
        .toString()
        .getBytes(StandardCharsets.ISO_8859_1);
  }

  /** The handshake's messages: once per client. */
  private CompletableFuture<HttpAnswer> send(byte[] body) {
    CompletableFuture<HttpAnswer> answer = new CompletableFuture<>();
    connection().send(head, body, answer);
    return answer;
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    CompletableFuture<String> text = new CompletableFuture<>();
    connection().call(head, ids.incrementAndGet(), message, text);
    return text;
  }

  /** On the calling thread, from write to parsed answer: no thread in between. */
  @Override
  public String echo(String message) {
    long id = ids.incrementAndGet();
    while (true) {
      String text = connection(idleBlocking, false).exchange(head, id, message);
      if (text != null) {
        return text;
      }
    }
  }

  HttpConnection connection() {
    return connection(idle, true);
  }

  private HttpConnection connection(ConcurrentLinkedDeque<HttpConnection> pool, boolean reader) {
    for (HttpConnection connection = pool.pollFirst();
        connection != null;
        connection = pool.pollFirst()) {
      if (connection.open()) {
        return connection;
      }
    }
    try {
      return new HttpConnection(this, new Socket(url.getHost(), url.getPort()), reader);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void idle(HttpConnection connection) {
    (connection.hasReader() ? idle : idleBlocking).addFirst(connection);
  }

  String threadName() {
    return "http-floor-" + threads.incrementAndGet();
  }

  @Override
  public void close() {
    for (HttpConnection connection = idle.pollFirst();
        connection != null;
        connection = idle.pollFirst()) {
      connection.close();
    }
    for (HttpConnection connection = idleBlocking.pollFirst();
        connection != null;
        connection = idleBlocking.pollFirst()) {
      connection.close();
    }
  }

  /** Writes a request's head and body in one go. */
  static void write(OutputStream out, byte[] head, byte[] body, int length) throws IOException {
    out.write(head);
    writeDigits(out, length);
    out.write('\r');
    out.write('\n');
    out.write('\r');
    out.write('\n');
    out.write(body, 0, length);
    out.flush();
  }

  /** A length's decimal digits, written byte by byte: no string per request. */
  static void writeDigits(OutputStream out, int value) throws IOException {
    if (value >= 10) {
      writeDigits(out, value / 10);
    }
    out.write('0' + value % 10);
  }
}
