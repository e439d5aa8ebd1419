// One room: one socket's framing (the read buffer's positions, chunked and Content-Length bodies,
// the head written with the body) is state every method here reads and moves; split, each part
// would take the buffer and its positions as parameters.
package dev.imcp.bench;

import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;

/**
 * One keep-alive connection of {@link HttpFloorClient}, one call on it at a time: the caller writes, the connection's
 * own reader thread frames the answer in its byte buffer (no line strings, the body never copied unless chunked over
 * several chunks), parses it once and completes the caller's future.
 */
final class HttpConnection {
  private final HttpFloorClient client;
  private final boolean reader;
  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;
  private final ReusableBytes body = new ReusableBytes();
  /** The caller's future (a {@code String} for echo, an {@link HttpAnswer} for the handshake); null when idle. */
  private final AtomicReference<CompletableFuture<?>> pending = new AtomicReference<>();

  private volatile boolean handshake;
  private volatile boolean closed;
  private byte[] sentHead = new byte[0];
  private byte[] buffer = new byte[16384];
  private int position;
  private int limit;

  /**
   * @param reader whether a thread of its own reads this connection's answers (for asynchronous calls), or the caller
   *     reads its answer itself (blocking calls: no hand-off at all)
   */
  HttpConnection(HttpFloorClient client, Socket socket, boolean reader) throws IOException {
    this.client = client;
    this.socket = socket;
    this.reader = reader;
    socket.setTcpNoDelay(true);
    this.in = socket.getInputStream();
    this.out = new BufferedOutputStream(socket.getOutputStream(), 8192);
    if (reader) {
      Thread thread = new Thread(this::read, client.threadName());
      thread.setDaemon(true);
      thread.start();
    }
  }

  boolean hasReader() {
    return reader;
  }

  /**
   * A blocking call of {@code echo} on a connection without a reader: written, then its answer read on the calling
   * thread; {@code null} when the server had closed the connection before any byte of the answer (send it again).
   */
  @Nullable
  String exchange(byte[] head, long id, String message) {
    writeCall(id, message);
    try {
      HttpFloorClient.write(out, head, body.bytes(), body.size());
      HttpAnswer answer = readAnswer();
      client.idle(this);
      if (answer.status() != 200 || answer.error()) {
        throw new IllegalStateException("HTTP " + answer.status() + " or an error answer");
      }
      return answer.text();
    } catch (IOException | UncheckedIOException e) {
      boolean stale = position == limit;
      close();
      if (stale) {
        return null;
      }
      throw new IllegalStateException("the connection failed mid-answer", e);
    }
  }

  boolean open() {
    return !closed;
  }

  /** A call of {@code echo}: the JSON streamed into this connection's buffer, then head and body in one write. */
  void call(byte[] head, long id, String message, CompletableFuture<String> text) {
    writeCall(id, message);
    handshake = false;
    post(head, text);
  }

  private void writeCall(long id, String message) {
    body.reset();
    try (JsonGenerator json =
        HttpFloorClient.JSON.createGenerator(ObjectWriteContext.empty(), body)) {
      RawEchoClient.writeEchoCall(json, id, message, false);
    }
  }

  /** A handshake message, whose whole answer the caller wants. */
  void send(byte[] head, byte[] json, CompletableFuture<HttpAnswer> answer) {
    body.reset();
    body.write(json, 0, json.length);
    handshake = true;
    post(head, answer);
  }

  private void post(byte[] head, CompletableFuture<?> waiting) {
    sentHead = head;
    pending.set(waiting);
    try {
      HttpFloorClient.write(out, head, body.bytes(), body.size());
    } catch (IOException e) {
      closed = true;
      close();
    }
    if (closed && pending.compareAndSet(waiting, null)) {
      resend(waiting);
    }
  }

  /** The server closed this connection before answering: the same request on a fresh connection. */
  private void resend(CompletableFuture<?> waiting) {
    HttpConnection fresh = client.connection();
    fresh.body.reset();
    fresh.body.write(body.bytes(), 0, body.size());
    fresh.handshake = handshake;
    fresh.post(sentHead, waiting);
  }

  private void read() {
    try {
      while (true) {
        answer();
      }
    } catch (IOException | UncheckedIOException e) {
      closed = true;
      close();
      CompletableFuture<?> waiting = pending.getAndSet(null);
      if (waiting != null && e instanceof EOFException && position == limit) {
        resend(waiting);
      } else if (waiting != null) {
        waiting.completeExceptionally(e);
      }
    }
  }

  /** Reads one answer on the reader thread and completes its caller's future. */
  @SuppressWarnings("unchecked")
  private void answer() throws IOException {
    HttpAnswer answer = readAnswer();
    boolean wholeAnswer = handshake;
    CompletableFuture<?> waiting = pending.getAndSet(null);
    client.idle(this); // from here on, another caller may use this connection
    if (waiting == null) {
      return;
    }
    if (wholeAnswer) {
      ((CompletableFuture<HttpAnswer>) waiting).complete(answer);
    } else if (answer.status() != 200 || answer.error()) {
      waiting.completeExceptionally(
          new IllegalStateException("HTTP " + answer.status() + " or an error answer"));
    } else {
      ((CompletableFuture<String>) waiting).complete(answer.text());
    }
  }

  /** Reads one answer: its head, then its body by Content-Length or chunks, parsed once. */
  private HttpAnswer readAnswer() throws IOException {
    int headEnd = headEnd();
    int status = (buffer[position + 9] - '0') * 100
        + (buffer[position + 10] - '0') * 10
        + (buffer[position + 11] - '0');
    int length = -1;
    boolean chunked = false;
    String session = null;
    for (int line = lineAfter(position); line < headEnd - 2; line = lineAfter(line)) {
      if (HttpAnswer.startsWith(buffer, line, "content-length:")) {
        length = (int) number(buffer, line + 15, lineEnd(line), 10);
      } else if (HttpAnswer.startsWith(buffer, line, "transfer-encoding:")) {
        chunked = endsWith(buffer, lineEnd(line), "chunked");
      } else if (HttpAnswer.startsWith(buffer, line, "mcp-session-id:")) {
        session = value(line, 15);
      }
    }
    position = headEnd;
    int bodyLength = chunked ? chunks() : Math.max(length, 0);
    if (!chunked) {
      fill(bodyLength);
    }
    HttpAnswer answer = HttpAnswer.of(status, session, buffer, position, bodyLength);
    position = chunked ? chunkedEnd : position + bodyLength;
    return answer;
  }

  private int chunkedEnd;

  /**
   * Chunks from {@link #position}, their data moved together in place to start at {@code position}; returns the
   * body's length and leaves the end of the last chunk in {@link #chunkedEnd}.
   */
  private int chunks() throws IOException {
    int start = position;
    int bodyEnd = start;
    int at = start;
    while (true) {
      int lineEnd = lineEnd(at);
      int size = (int) number(buffer, at, lineEnd, 16);
      at = lineEnd + 2;
      if (size == 0) {
        at = lineEnd(at) + 2; // no trailers
        chunkedEnd = at;
        return bodyEnd - start;
      }
      position = at;
      fill(size + 2);
      at = position;
      System.arraycopy(buffer, at, buffer, bodyEnd, size);
      bodyEnd += size;
      at += size + 2;
      position = start;
    }
  }

  /**
   * The number in {@code bytes[from, to)} in {@code radix} (10 or 16), read where it lies: blanks around it skipped, a
   * chunk extension after {@code ;} ignored; no string made per header or chunk.
   */
  static long number(byte[] bytes, int from, int to, int radix) {
    int at = from;
    while (at < to && (bytes[at] == ' ' || bytes[at] == '\t')) {
      at++;
    }
    long value = 0;
    int start = at;
    for (int digit; at < to && (digit = Character.digit(bytes[at], radix)) >= 0; at++) {
      value = value * radix + digit;
    }
    while (at < to && (bytes[at] == ' ' || bytes[at] == '\t')) {
      at++;
    }
    if (at == start || at < to && bytes[at] != ';') {
      throw new NumberFormatException(
          new String(bytes, from, to - from, StandardCharsets.ISO_8859_1));
    }
    return value;
  }

  /** Whether the value that ends at {@code end} (blanks after it skipped) ends with {@code ascii}, in any case. */
  static boolean endsWith(byte[] bytes, int end, String ascii) {
    while (end > 0 && (bytes[end - 1] == ' ' || bytes[end - 1] == '\t')) {
      end--;
    }
    return end >= ascii.length() && HttpAnswer.startsWith(bytes, end - ascii.length(), ascii);
  }

  private String value(int line, int nameLength) {
    int end = lineEnd(line);
    return new String(
            buffer, line + nameLength, end - line - nameLength, StandardCharsets.ISO_8859_1)
        .trim();
  }

  private int lineAfter(int line) {
    return lineEnd(line) + 2;
  }

  /** The index of the CR of the line that starts at {@code line}, reading more when it is not all here. */
  private int lineEnd(int line) {
    while (true) {
      for (int i = line; i + 1 < limit; i++) {
        if (buffer[i] == '\r' && buffer[i + 1] == '\n') {
          return i;
        }
      }
      try {
        more();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** The index just past the head's blank line; {@link #position} at the status line. */
  private int headEnd() throws IOException {
    if (position > 0) {
      System.arraycopy(buffer, position, buffer, 0, limit - position);
      limit -= position;
      position = 0;
    }
    int from = position;
    while (true) {
      for (int i = from; i + 3 < limit; i++) {
        if (buffer[i] == '\r'
            && buffer[i + 1] == '\n'
            && buffer[i + 2] == '\r'
            && buffer[i + 3] == '\n') {
          return i + 4;
        }
      }
      from = Math.max(position, limit - 3);
      more();
    }
  }

  /** At least {@code count} bytes from {@link #position} in the buffer. */
  private void fill(int count) throws IOException {
    while (limit - position < count) {
      more();
    }
  }

  /**
   * Reads more at the end of the buffer, growing it when full. Indices into the buffer stay valid: the buffer is
   * compacted only between answers ({@link #headEnd()}).
   */
  private void more() throws IOException {
    if (limit == buffer.length) {
      buffer = Arrays.copyOf(buffer, buffer.length * 2);
    }
    int count = in.read(buffer, limit, buffer.length - limit);
    if (count < 0) {
      throw new EOFException("closed by the server");
    }
    limit += count;
  }

  void close() {
    closed = true;
    try {
      socket.close();
    } catch (IOException e) {
      // Closing anyway.
    }
  }

  /** A byte stream whose array is reused call after call, and read where it lies. */
  static final class ReusableBytes extends java.io.ByteArrayOutputStream {
    ReusableBytes() {
      super(1024);
    }

    byte[] bytes() {
      return buf;
    }
  }
}
