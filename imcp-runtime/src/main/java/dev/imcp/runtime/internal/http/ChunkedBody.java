package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.hc.core5.http.ConnectionClosedException;
import org.apache.hc.core5.http.MalformedChunkCodingException;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.StreamClosedException;
import org.apache.hc.core5.http.TruncatedChunkException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.io.SessionInputBuffer;
import org.apache.hc.core5.util.CharArrayBuffer;
import org.jspecify.annotations.Nullable;

/**
 * A chunked answer's body, decoded as HttpCore's {@code ChunkedInputStream} does (sizes in hex, extensions after
 * {@code ;} ignored, a CRLF after each chunk, trailer lines read and bounded by the header count) and failing as it
 * does, minus what it allocated for every answer: a line buffer, a string per chunk size, and a header list, parser
 * state and strings for the trailers, which the transport never reads (an SSE answer is chunked). The line buffer is
 * the connection's: only the body being read uses it, and a body read to its end no longer does.
 *
 * <p>A chunk's data that is all the server sent but the closing chunk ends the body with its last read ({@link
 * #ended()}), so that the connection goes back to its pool before the reader hands the data on: a caller that then
 * sends its next request finds it idle, where it had found none and opened one more (docs/PERFORMANCE.md, s52-a).
 */
final class ChunkedBody extends InputStream {
  private static final int SIZE = 0;
  private static final int DATA = 1;
  private static final int CRLF = 2;
  /** A chunk's line end, then the closing chunk with no extension and no trailer. */
  private static final byte[] CLOSING = "\r\n0\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

  private final SessionInputBuffer buffer;
  private final InputStream in;
  private final CharArrayBuffer line;
  private final int maxTrailers;
  private int state = SIZE;
  private long size;
  private long position;
  private boolean eof;
  private boolean closed;
  /** Bytes read while looking for {@link #CLOSING} that were not it: read before the buffer's. */
  private byte @Nullable [] ahead;

  private int aheadAt;

  ChunkedBody(SessionInputBuffer buffer, InputStream in, CharArrayBuffer line, Http1Config config) {
    this.buffer = buffer;
    this.in = in;
    this.line = line;
    this.maxTrailers = config.getMaxHeaderCount();
  }

  @Override
  public int available() throws IOException {
    return state == DATA ? (int) Math.min(buffer.length(), size - position) : 0;
  }

  /**
   * Whether what was received goes past what was read: a read now would not wait (for the closing chunk, say). The line
   * end after a chunk's data, which comes with the data, does not count.
   */
  boolean buffered() {
    return eof || ahead != null || buffer.length() > (state == CRLF ? 2 : 0);
  }

  /** Whether the body was read to its end, the closing chunk included: no byte of it is left on the connection. */
  boolean ended() {
    return eof;
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] bytes, int offset, int length) throws IOException {
    if (closed) {
      throw new StreamClosedException();
    }
    if (eof) {
      return -1;
    }
    if (state != DATA) {
      nextChunk();
      if (eof) {
        return -1;
      }
    }
    int count = data(bytes, offset, (int) Math.min(length, size - position));
    if (count < 0) {
      eof = true;
      throw new TruncatedChunkException(
          "Truncated chunk (expected size: %d; actual size: %d)", size, position);
    }
    position += count;
    if (position >= size) {
      state = CRLF;
      endIfReceived();
    }
    return count;
  }

  private int data(byte[] bytes, int offset, int length) throws IOException {
    byte[] pending = ahead;
    if (pending == null) {
      return buffer.read(bytes, offset, length, in);
    }
    int count = Math.min(length, pending.length - aheadAt);
    System.arraycopy(pending, aheadAt, bytes, offset, count);
    took(count);
    return count;
  }

  private void took(int count) {
    aheadAt += count;
    if (ahead != null && aheadAt == ahead.length) {
      ahead = null;
      aheadAt = 0;
    }
  }

  /**
   * After a chunk's data: when what the server sent past it is exactly the closing chunk, reads that now, without
   * waiting (all of it was received), and the body is at its end. Anything else read meanwhile is kept to be read first.
   */
  private void endIfReceived() throws IOException {
    if (ahead != null || buffer.length() != CLOSING.length) {
      return;
    }
    for (int i = 0; i < CLOSING.length; i++) {
      int next = buffer.read(in);
      if (next != CLOSING[i]) {
        byte[] read = Arrays.copyOf(CLOSING, i + 1);
        read[i] = (byte) next;
        ahead = read;
        return;
      }
    }
    eof = true;
  }

  /** Reads a line into {@link #line}, without its line end, the bytes read ahead first; -1 at the stream's end. */
  private int readLine() throws IOException {
    line.clear();
    byte[] pending = ahead;
    if (pending == null) {
      return buffer.readLine(line, in);
    }
    while (ahead != null) {
      byte next = pending[aheadAt];
      took(1);
      if (next == '\n') {
        return withoutCr();
      }
      line.append((char) (next & 0xff));
    }
    int rest = buffer.readLine(line, in);
    return rest < 0 && line.isEmpty() ? -1 : withoutCr();
  }

  private int withoutCr() {
    if (!line.isEmpty() && line.charAt(line.length() - 1) == '\r') {
      line.setLength(line.length() - 1);
    }
    return line.length();
  }

  private void nextChunk() throws IOException {
    if (state == CRLF) {
      if (readLine() == -1) {
        throw new MalformedChunkCodingException("CRLF expected at end of chunk");
      }
      if (!line.isEmpty()) {
        throw new MalformedChunkCodingException("Unexpected content at the end of chunk");
      }
    }
    if (readLine() == -1) {
      throw new ConnectionClosedException(
          "Premature end of chunk coded message body: closing chunk expected");
    }
    size = size(line);
    position = 0;
    if (size == 0) {
      eof = true;
      trailers();
    } else {
      state = DATA;
    }
  }

  /** The chunk size of a chunk's first line: hex digits, then optional blanks and extensions. */
  private static long size(CharArrayBuffer line) throws MalformedChunkCodingException {
    int end = line.indexOf(';');
    if (end < 0) {
      end = line.length();
    }
    int start = 0;
    while (start < end && Character.isWhitespace(line.charAt(start))) {
      start++;
    }
    while (end > start && Character.isWhitespace(line.charAt(end - 1))) {
      end--;
    }
    if (start == end || end - start > 15) {
      throw new MalformedChunkCodingException("Bad chunk header: " + line);
    }
    long size = 0;
    for (int i = start; i < end; i++) {
      int digit = Character.digit(line.charAt(i), 16);
      if (digit < 0) {
        throw new MalformedChunkCodingException("Bad chunk header: " + line);
      }
      size = size * 16 + digit;
    }
    return size;
  }

  /** Reads the trailer lines up to the blank one, bounded as a head's headers are; they are not kept. */
  private void trailers() throws IOException {
    for (int count = 0; ; count++) {
      if (readLine() == -1 || line.isEmpty()) {
        return;
      }
      if (maxTrailers > 0 && count >= maxTrailers) {
        throw new MessageConstraintException("Maximum header count exceeded");
      }
    }
  }

  /** Reads the rest of the body, so that the connection can carry the next exchange, as HttpCore's does. */
  @Override
  public void close() throws IOException {
    if (closed) {
      return;
    }
    try {
      if (!eof) {
        byte[] rest = new byte[2048];
        while (read(rest, 0, rest.length) >= 0) {
          // drained
        }
      }
    } finally {
      eof = true;
      closed = true;
    }
  }
}
