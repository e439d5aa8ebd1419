package dev.imcp.runtime.internal.transport;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Splits a byte stream into lines of at most {@code maxLineBytes}. A longer line is not buffered: its first and last
 * bytes are kept (enough to find a JSON-RPC id) and the rest is skipped, so that one huge message costs no memory and
 * does not end the stream.
 */
public final class LineFramer {
  /** How many bytes of an oversized line's start and end are kept. */
  public static final int EDGE = 256;

  public interface Sink {
    void line(String line);

    /**
     * A line as UTF-8 bytes, which stay valid only during the call: a reader that can parse bytes saves decoding them
     * into a string first. By default, decoded and passed on.
     */
    default void line(byte[] bytes, int offset, int length) {
      line(new String(bytes, offset, length, StandardCharsets.UTF_8));
    }

    void oversized(long length, String head, String tail);
  }

  private static final byte[] NO_LINE = new byte[0];
  /** The first size of the buffer for lines split across reads. */
  private static final int FIRST_LINE_BUFFER = 8192;

  private final int maxLineBytes;
  private final Sink sink;
  /** Server-sent events end each event with a blank line; MCP's stdio framing has no use for them. */
  private final boolean blankLines;

  /** A line split across reads, gathered; none until one is: a stream read in whole lines never needs it. */
  private byte[] line = NO_LINE;

  private int length;
  private long oversizedLength = -1;
  /** An oversized line's first and last bytes; made for the first such line. */
  private byte[] head = NO_LINE;

  private byte[] tail = NO_LINE;

  public LineFramer(int maxLineBytes, Sink sink) {
    this(maxLineBytes, sink, false);
  }

  /** @param blankLines whether blank lines reach the sink (as empty lines) */
  public LineFramer(int maxLineBytes, Sink sink, boolean blankLines) {
    this.maxLineBytes = maxLineBytes;
    this.sink = sink;
    this.blankLines = blankLines;
  }

  public void feed(byte[] bytes, int offset, int count) {
    int start = offset;
    int end = offset + count;
    for (int i = offset; i < end; i++) {
      if (bytes[i] == '\n') {
        if (length == 0 && oversizedLength < 0 && i - start <= maxLineBytes) {
          emit(bytes, start, i - start); // the whole line is in this read: no copy
        } else {
          append(bytes, start, i - start);
          endOfLine();
        }
        start = i + 1;
      }
    }
    append(bytes, start, end - start);
  }

  /** The stream ended: a last line without a newline still counts. */
  public void finish() {
    if (length > 0 || oversizedLength > 0) {
      endOfLine();
    }
  }

  private void append(byte[] bytes, int offset, int count) {
    if (count == 0) {
      return;
    }
    if (oversizedLength >= 0) {
      keepTail(bytes, offset, count);
      oversizedLength += count;
      return;
    }
    if (length + count > maxLineBytes) {
      startOversized(bytes, offset, count);
      return;
    }
    if (length + count > line.length) {
      line = Arrays.copyOf(
          line,
          Math.min(
              maxLineBytes,
              Math.max(Math.max(FIRST_LINE_BUFFER, line.length * 2), length + count)));
    }
    System.arraycopy(bytes, offset, line, length, count);
    length += count;
  }

  private void startOversized(byte[] bytes, int offset, int count) {
    if (head.length == 0) {
      head = new byte[EDGE];
      tail = new byte[EDGE];
    }
    int fromBuffer = Math.min(length, EDGE);
    System.arraycopy(line, 0, head, 0, fromBuffer);
    System.arraycopy(bytes, offset, head, fromBuffer, Math.min(EDGE - fromBuffer, count));
    oversizedLength = 0;
    Arrays.fill(tail, (byte) 0);
    keepTail(line, 0, length);
    oversizedLength = length;
    keepTail(bytes, offset, count);
    oversizedLength += count;
    length = 0;
    if (line.length > FIRST_LINE_BUFFER) {
      line = NO_LINE;
    }
  }

  /** Keeps the last {@link #EDGE} bytes seen, in order, by shifting: cheap next to skipping megabytes. */
  private void keepTail(byte[] bytes, int offset, int count) {
    if (count >= EDGE) {
      System.arraycopy(bytes, offset + count - EDGE, tail, 0, EDGE);
    } else {
      System.arraycopy(tail, count, tail, 0, EDGE - count);
      System.arraycopy(bytes, offset, tail, EDGE - count, count);
    }
  }

  private void endOfLine() {
    if (oversizedLength >= 0) {
      long total = oversizedLength;
      oversizedLength = -1;
      int tailLength = (int) Math.min(EDGE, total);
      sink.oversized(
          total,
          new String(head, 0, (int) Math.min(EDGE, total), StandardCharsets.UTF_8),
          stripCr(new String(tail, EDGE - tailLength, tailLength, StandardCharsets.UTF_8)));
      return;
    }
    int count = length;
    length = 0;
    emit(line, 0, count);
  }

  private void emit(byte[] bytes, int offset, int count) {
    int end = count > 0 && bytes[offset + count - 1] == '\r' ? count - 1 : count;
    if (blankLines) {
      sink.line(bytes, offset, end);
      return;
    }
    for (int i = offset; i < offset + end; i++) {
      if (!isWhitespace(bytes[i])) {
        sink.line(bytes, offset, end);
        return;
      }
    }
  }

  /** ASCII whitespace as {@link Character#isWhitespace} has it: blank lines are skipped. */
  private static boolean isWhitespace(byte b) {
    return b == ' ' || (b >= 0x09 && b <= 0x0d) || (b >= 0x1c && b <= 0x1f);
  }

  private static String stripCr(String text) {
    return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
  }
}
