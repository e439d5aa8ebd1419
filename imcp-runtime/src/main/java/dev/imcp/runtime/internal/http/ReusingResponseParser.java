package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.ProtocolVersion;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.DefaultClassicHttpResponseFactory;
import org.apache.hc.core5.http.impl.io.DefaultHttpResponseParser;
import org.apache.hc.core5.http.io.SessionInputBuffer;
import org.apache.hc.core5.util.CharArrayBuffer;
import org.jspecify.annotations.Nullable;

/**
 * Apache's parser of a response head (the one its connections use by default: lax header lines, read by {@link
 * HeadLines}, the default response factory, the limits of {@link Http1Config}), minus what it allocated for every answer on a kept-alive connection: a
 * buffer per header line, a string per header name and value, a status line. Every answer of one server carries much
 * the same head, so each line is compared with the one at its place in the previous answer and, when equal, the header
 * parsed then is used again (headers are immutable); only the lines that changed (a date, a length) are parsed. This
 * was 27 % of what a call allocated (docs/PERFORMANCE.md). One per connection, used by one thread at a time.
 */
final class ReusingResponseParser extends DefaultHttpResponseParser {
  /** Header lines remembered by place: a head with more keeps the rest unremembered. */
  private static final int REMEMBERED = 32;
  /** A line buffer grown past this (one huge header) is not kept for the next answer. */
  private static final int KEEP_LINE_CHARS = 8192;

  private final Http1Config config;
  private final CharArrayBuffer statusLine = new CharArrayBuffer(64);
  private final List<CharArrayBuffer> lines = new ArrayList<>();
  private char[] lastStatus = new char[0];
  private int lastCode;
  private @Nullable String lastReason;
  private @Nullable ProtocolVersion lastVersion;
  private final char[][] lastLines = new char[REMEMBERED][];
  private final Header[] lastHeaders = new Header[REMEMBERED];

  ReusingResponseParser(Http1Config config) {
    super(config, HeadLines.INSTANCE, DefaultClassicHttpResponseFactory.INSTANCE);
    this.config = config;
  }

  @Override
  public @Nullable ClassicHttpResponse parse(SessionInputBuffer buffer, InputStream in)
      throws IOException, HttpException {
    ClassicHttpResponse response = null;
    for (int n = 0; n < config.getMaxEmptyLineCount() && response == null; n++) {
      statusLine.clear();
      if (buffer.readLine(statusLine, in) == -1) {
        return null;
      }
      if (statusLine.length() > 0) {
        response = status(statusLine);
      }
    }
    if (response == null) {
      throw new MessageConstraintException("Maximum empty line limit exceeded");
    }
    int count = readHeaderLines(buffer, in);
    // One by one into the response's own list: an array of them first was copied there.
    for (int i = 0; i < count; i++) {
      response.addHeader(header(i));
    }
    return response;
  }

  private ClassicHttpResponse status(CharArrayBuffer line) throws IOException, HttpException {
    if (same(lastStatus, line) && lastReason != null) {
      ClassicHttpResponse response =
          DefaultClassicHttpResponseFactory.INSTANCE.newHttpResponse(lastCode, lastReason);
      response.setVersion(lastVersion);
      return response;
    }
    ClassicHttpResponse response = HeadLines.response(line);
    if (response == null) {
      response = createMessage(line);
    }
    lastStatus = line.toCharArray();
    lastCode = response.getCode();
    lastReason = response.getReasonPhrase();
    lastVersion = response.getVersion();
    return response;
  }

  /** Reads the header lines into {@link #lines}, folded continuations joined as Apache does; returns how many. */
  private int readHeaderLines(SessionInputBuffer buffer, InputStream in)
      throws IOException, HttpException {
    int maxCount = config.getMaxHeaderCount();
    int maxLength = config.getMaxLineLength();
    int count = 0;
    CharArrayBuffer previous = null;
    for (; ; ) {
      CharArrayBuffer current = line(count);
      if (buffer.readLine(current, in) == -1 || current.length() < 1) {
        return count;
      }
      char first = current.charAt(0);
      if ((first == ' ' || first == '\t') && previous != null) {
        fold(previous, current, maxLength);
      } else {
        previous = current;
        count++;
      }
      if (maxCount > 0 && count >= maxCount) {
        throw new MessageConstraintException("Maximum header count exceeded");
      }
    }
  }

  /** Joins a continuation line to the line it continues, as Apache does: one space for the leading blanks. */
  private static void fold(CharArrayBuffer previous, CharArrayBuffer current, int maxLength)
      throws MessageConstraintException {
    int start = 0;
    while (start < current.length()
        && (current.charAt(start) == ' ' || current.charAt(start) == '\t')) {
      start++;
    }
    if (maxLength > 0 && previous.length() + 1 + current.length() - start > maxLength) {
      throw new MessageConstraintException("Maximum line length limit exceeded");
    }
    previous.append(' ');
    previous.append(current, start, current.length() - start);
  }

  /** The buffer for line {@code index}, empty. */
  private CharArrayBuffer line(int index) {
    if (index == lines.size()) {
      lines.add(new CharArrayBuffer(64));
    } else if (lines.get(index).capacity() > KEEP_LINE_CHARS) {
      lines.set(index, new CharArrayBuffer(64));
    }
    CharArrayBuffer line = lines.get(index);
    line.clear();
    return line;
  }

  /** Header {@code index}: the previous answer's at that place when the line is the same, else parsed. */
  private Header header(int index) throws HttpException {
    CharArrayBuffer line = lines.get(index);
    if (index < REMEMBERED) {
      char[] last = lastLines[index];
      if (last != null && same(last, line)) {
        return lastHeaders[index];
      }
    }
    Header header = HeadLines.INSTANCE.parseHeader(line);
    if (index < REMEMBERED) {
      lastLines[index] = line.toCharArray();
      lastHeaders[index] = header;
    }
    return header;
  }

  private static boolean same(char[] last, CharArrayBuffer line) {
    return Arrays.equals(last, 0, last.length, line.array(), 0, line.length());
  }
}
