package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.ProtocolVersion;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.io.HttpMessageParser;
import org.apache.hc.core5.http.io.SessionInputBuffer;
import org.apache.hc.core5.http.message.BasicHeader;
import org.jspecify.annotations.Nullable;

/**
 * A connection's parser of answer heads: the head's bytes are scanned for its lines, as the floor scans its buffer,
 * and a header becomes a {@link Header} only when it is asked for ({@link ScannedResponse}); HttpCore's parser read
 * each line into a char buffer and made every header, which was the largest part of the reader's Java beyond the
 * floor's (docs/PERFORMANCE.md, s52-a). The heads servers send (a status line {@code HTTP/1.x ddd}, header lines with
 * a name before a colon) are read here; a head with any other line (a folded header, no name, a CR or NUL inside a
 * line, an odd status line) is parsed by HttpCore's parser, as before ({@link HeadLines#parse}), which decides and fails
 * as it always did. HttpCore's limits hold: lines up to {@link Http1Config#getMaxLineLength()}, headers fewer than
 * {@link Http1Config#getMaxHeaderCount()}, empty lines before the status bounded. One per connection, used by one
 * thread at a time.
 */
final class HeadScanner implements HttpMessageParser<ClassicHttpResponse> {
  /** Header places whose last header is kept to be used again: a head with more makes the rest anew. */
  private static final int REMEMBERED = 32;
  /** A head buffer grown past this (a huge head, once) is not kept for the next answer. */
  private static final int KEEP_HEAD_BYTES = 16 * 1024;

  /** {@code HTTP/1.x ddd}: the shortest status line read here. */
  private static final int STATUS_CODE_END = 12;

  private static final byte[] VERSION_1 = "HTTP/1.".getBytes(StandardCharsets.US_ASCII);

  private final Http1Config config;
  private byte[] head = new byte[512];
  private int length;
  /** Per line after the status: its start, its colon and its end (before the line break). */
  private int[] lines = new int[3 * 16];

  /** Header lines so far; -1 before the status line. */
  private int count;
  /** Whether the head has a line left to HttpCore's parser. */
  private boolean odd;
  /** Empty lines before the status line. */
  private int empty;
  /** Where the header the last line belongs to starts (a folded one's first line). */
  private int headerStart;

  private byte[] lastStatus = new byte[0];
  private int lastCode;
  private String lastReason = "";
  private ProtocolVersion lastVersion = HttpVersion.HTTP_1_1;
  /**
   * The last head that was not the one before, and its lines: one server's heads are alike but for a date, which
   * changes once a second, so most answers share these (never written once made) rather than copy their own.
   */
  private byte[] lastHead = new byte[0];

  private int[] lastLines = new int[0];

  /**
   * The header at each place in an earlier answer, with its line: heads of one server differ in a line or two (a
   * date, a length), so most headers asked for are made once per connection, not per answer. Read by whatever thread
   * reads an answer's headers: each entry is immutable.
   */
  private final Remembered[] remembered = new Remembered[REMEMBERED];

  HeadScanner(Http1Config config) {
    this.config = config;
  }

  @Override
  public @Nullable ClassicHttpResponse parse(SessionInputBuffer buffer, InputStream in)
      throws IOException, HttpException {
    if (!read(buffer, in)) {
      return null;
    }
    if (odd || !standardStatus()) {
      return HeadLines.parse(head, length, config);
    }
    if (!Arrays.equals(head, 0, length, lastHead, 0, lastHead.length)) {
      lastHead = Arrays.copyOf(head, length);
      lastLines = Arrays.copyOf(lines, 3 * count);
    }
    return new ScannedResponse(lastCode, lastReason, lastVersion, this, lastHead, lastLines, count);
  }

  /** Reads the head to its empty line into {@link #head}; false when the stream ended before its first byte. */
  private boolean read(SessionInputBuffer buffer, InputStream in)
      throws IOException, HttpException {
    length = 0;
    count = -1;
    odd = false;
    empty = 0;
    headerStart = 0;
    int lineStart = 0;
    int maxLine = config.getMaxLineLength();
    for (; ; ) {
      int next = buffer.read(in);
      if (next < 0) {
        if (length == 0) {
          return false;
        }
        throw HeadLines.brokeOff(length);
      }
      append((byte) next);
      if (next == '\n') {
        if (lineEnded(lineStart)) {
          return true;
        }
        lineStart = length;
      } else if (length - lineStart > maxLine && maxLine > 0) {
        throw HeadLines.tooLong(count < 0 ? null : statusLine(), maxLine);
      }
    }
  }

  /**
   * Takes the line from {@code lineStart} to the line break just read; true when it was the empty line that ends the
   * head. Empty lines before the status line are dropped, as HttpCore drops them.
   */
  private boolean lineEnded(int lineStart) throws HttpException {
    int end = length - 1;
    if (end > lineStart && head[end - 1] == '\r') {
      end--;
    }
    if (end > lineStart) {
      headerStart = line(lineStart, end);
      return false;
    }
    if (count >= 0) {
      return true;
    }
    int maxEmpty = config.getMaxEmptyLineCount();
    if (++empty >= maxEmpty) {
      throw HeadLines.emptyLines(maxEmpty);
    }
    length = 0;
    return false;
  }

  /** Takes the line from {@code start} to {@code end}; returns where the header it belongs to starts. */
  private int line(int start, int end) throws HttpException {
    if (count < 0) {
      count = 0;
      lines[0] = start;
      lines[2] = end;
      return start;
    }
    byte first = head[start];
    if (first == ' ' || first == '\t') {
      odd = true;
      if (count > 0) {
        return folded(end);
      }
    }
    int maxCount = config.getMaxHeaderCount();
    if (maxCount > 0 && count + 1 >= maxCount) {
      throw HeadLines.tooManyHeaders(statusLine(), maxCount);
    }
    record(start, colon(start, end), end);
    return start;
  }

  /**
   * A line that continues the header before, ending at {@code end}: HttpCore joins it to that header, whose length it
   * bounds so.
   */
  private int folded(int end) throws HttpException {
    int max = config.getMaxLineLength();
    if (max > 0 && end - headerStart > max) {
      throw HeadLines.tooLong(statusLine(), max);
    }
    return headerStart;
  }

  /** The line's first colon; the head is odd when there is none, no name before it, or a CR or NUL in the line. */
  private int colon(int start, int end) {
    int colon = -1;
    for (int i = start; i < end; i++) {
      byte b = head[i];
      if (b == ':' && colon < 0) {
        colon = i;
      } else if (b == '\r' || b == 0) {
        odd = true;
      }
    }
    if (colon < 0 || ScannedResponse.trimmedEnd(head, start, colon) == start) {
      odd = true;
    }
    return colon;
  }

  private void record(int start, int colon, int end) {
    int at = 3 * (count + 1);
    if (at + 3 > lines.length) {
      lines = Arrays.copyOf(lines, lines.length * 2);
    }
    // place 0 is the status line's until standardStatus() moves the headers down over it
    lines[at] = start;
    lines[at + 1] = colon;
    lines[at + 2] = end;
    count++;
  }

  private void append(byte b) {
    if (length == head.length) {
      head = Arrays.copyOf(head, head.length * 2);
    }
    head[length++] = b;
  }

  private String statusLine() {
    return new String(head, lines[0], lines[2] - lines[0], StandardCharsets.ISO_8859_1);
  }

  /**
   * Reads a status line {@code HTTP/1.x ddd}, then nothing or a space and the reason phrase, as {@link HeadLines} does
   * (the previous answer's when it is the same); false for any other, left to HttpCore's parser. The headers' places
   * are moved down by one, to start at 0.
   */
  private boolean standardStatus() {
    int start = lines[0];
    int end = lines[2];
    System.arraycopy(lines, 3, lines, 0, 3 * count);
    if (Arrays.equals(head, start, end, lastStatus, 0, lastStatus.length)) {
      return true;
    }
    int at = start + STATUS_CODE_END;
    if (end < at
        || !Arrays.equals(head, start, start + 7, VERSION_1, 0, 7)
        || (head[start + 7] != '0' && head[start + 7] != '1')
        || head[start + 8] != ' '
        || (end > at && head[at] != ' ')) {
      return false;
    }
    int code = code(start + 9, at);
    if (code < 0) {
      return false;
    }
    int reasonStart = end > at ? ScannedResponse.trimmedStart(head, at + 1, end) : end;
    int reasonEnd = ScannedResponse.trimmedEnd(head, reasonStart, end);
    lastReason =
        new String(head, reasonStart, reasonEnd - reasonStart, StandardCharsets.ISO_8859_1);
    lastCode = code;
    lastVersion = HttpVersion.get(1, head[start + 7] - '0');
    lastStatus = Arrays.copyOfRange(head, start, end);
    return true;
  }

  /** The decimal number from {@code start} to {@code end}; -1 when a byte is not a digit. */
  private int code(int start, int end) {
    int code = 0;
    for (int i = start; i < end; i++) {
      byte c = head[i];
      if (c < '0' || c > '9') {
        return -1;
      }
      code = code * 10 + (c - '0');
    }
    return code;
  }

  /** The header on {@code head}'s line from {@code start} to {@code end}: the one remembered at its place when alike. */
  Header header(int place, byte[] head, int start, int colon, int end) {
    Remembered last = place < REMEMBERED ? remembered[place] : null;
    if (last != null && Arrays.equals(last.line, 0, last.line.length, head, start, end)) {
      return last.header;
    }
    Header header = new BasicHeader(
        ScannedResponse.text(head, start, ScannedResponse.trimmedEnd(head, start, colon)),
        ScannedResponse.text(
            head,
            ScannedResponse.trimmedStart(head, colon + 1, end),
            ScannedResponse.trimmedEnd(head, colon + 1, end)));
    if (place < REMEMBERED) {
      remembered[place] = new Remembered(Arrays.copyOfRange(head, start, end), header);
    }
    return header;
  }

  /** A header line and the header made of it. */
  private static final class Remembered {
    final byte[] line;
    final Header header;

    Remembered(byte[] line, Header header) {
      this.line = line;
      this.header = header;
    }
  }
}
