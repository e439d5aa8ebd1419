package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InputStream;
import org.apache.hc.core5.http.ConnectionClosedException;
import org.apache.hc.core5.http.MalformedChunkCodingException;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.StreamClosedException;
import org.apache.hc.core5.http.TruncatedChunkException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.io.SessionInputBuffer;
import org.apache.hc.core5.util.CharArrayBuffer;

/**
 * A chunked answer's body, decoded as HttpCore's {@code ChunkedInputStream} does (sizes in hex, extensions after
 * {@code ;} ignored, a CRLF after each chunk, trailer lines read and bounded by the header count) and failing as it
 * does, minus what it allocated for every answer: a line buffer, a string per chunk size, and a header list, parser
 * state and strings for the trailers, which the transport never reads (an SSE answer is chunked). The line buffer is
 * the connection's: only the body being read uses it, and a body read to its end no longer does.
 */
final class ChunkedBody extends InputStream {
  private static final int SIZE = 0;
  private static final int DATA = 1;
  private static final int CRLF = 2;

  private final SessionInputBuffer buffer;
  private final InputStream in;
  private final CharArrayBuffer line;
  private final int maxTrailers;
  private int state = SIZE;
  private long size;
  private long position;
  private boolean eof;
  private boolean closed;

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
    return eof || buffer.length() > (state == CRLF ? 2 : 0);
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
    int count = buffer.read(bytes, offset, (int) Math.min(length, size - position), in);
    if (count < 0) {
      eof = true;
      throw new TruncatedChunkException(
          "Truncated chunk (expected size: %d; actual size: %d)", size, position);
    }
    position += count;
    if (position >= size) {
      state = CRLF;
    }
    return count;
  }

  private void nextChunk() throws IOException {
    if (state == CRLF) {
      line.clear();
      if (buffer.readLine(line, in) == -1) {
        throw new MalformedChunkCodingException("CRLF expected at end of chunk");
      }
      if (!line.isEmpty()) {
        throw new MalformedChunkCodingException("Unexpected content at the end of chunk");
      }
    }
    line.clear();
    if (buffer.readLine(line, in) == -1) {
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
      line.clear();
      if (buffer.readLine(line, in) == -1 || line.isEmpty()) {
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
