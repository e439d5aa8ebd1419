package dev.imcp.runtime.internal.http;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.ParseException;
import org.apache.hc.core5.http.ProtocolException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.DefaultClassicHttpResponseFactory;
import org.apache.hc.core5.http.impl.io.DefaultHttpResponseParser;
import org.apache.hc.core5.http.impl.io.SessionInputBufferImpl;
import org.apache.hc.core5.http.message.BasicHeader;
import org.apache.hc.core5.http.message.LazyLaxLineParser;
import org.apache.hc.core5.http.message.LineParser;
import org.apache.hc.core5.http.message.RequestLine;
import org.apache.hc.core5.http.message.StatusLine;
import org.apache.hc.core5.util.CharArrayBuffer;
import org.jspecify.annotations.Nullable;

/**
 * The heads {@link HeadScanner} leaves to HttpCore (a folded header, a line without a name, an odd status line): its
 * parser reads them, with its lax line parser ({@link LazyLaxLineParser}, what its client connections parse answers
 * with) behind this one, which reads a header line with a name before its colon into what HttpCore's makes of it; any
 * other line goes to HttpCore's, which decides and fails as it always did. And the failures of a head the scanner
 * finds, made here so that their classes load only when one is met (as {@link HttpClientExceptions}).
 */
final class HeadLines implements LineParser {
  static final HeadLines INSTANCE = new HeadLines();

  private HeadLines() {}

  /**
   * The answer of a head {@link HeadScanner} does not read itself ({@code length} bytes of {@code head}, to its empty
   * line): HttpCore's parser reads it from them, with these lines' parsing, as it read every head before.
   */
  static ClassicHttpResponse parse(byte[] head, int length, Http1Config config)
      throws IOException, HttpException {
    DefaultHttpResponseParser parser =
        new DefaultHttpResponseParser(config, INSTANCE, DefaultClassicHttpResponseFactory.INSTANCE);
    ClassicHttpResponse response = parser.parse(
        new SessionInputBufferImpl(Math.max(length, 1), config.getMaxLineLength()),
        new ByteArrayInputStream(head, 0, length));
    if (response == null) {
      throw brokeOff(length);
    }
    return response;
  }

  /** The connection ended inside a head: the server answered, so the request is not sent again. */
  static HttpException brokeOff(int length) {
    return new ProtocolException(
        "the connection closed inside the answer's head, after " + length + " bytes of it");
  }

  /**
   * A line of the head over {@code max} bytes; {@code status} its status line, null when that is the one. A protocol
   * failure, as the others here: HttpCore's own ({@code MessageConstraintException}) is an {@code IOException}, which
   * an exchange on a kept-alive connection took for the connection closed unanswered, and sent the request again.
   */
  static HttpException tooLong(@Nullable String status, int max) {
    return new ProtocolException(
        status == null
            ? "the answer's status line is longer than " + max + " bytes"
            : "the answer's head (" + status + ") has a line longer than " + max + " bytes");
  }

  static HttpException tooManyHeaders(String status, int max) {
    return new ProtocolException(
        "the answer's head (" + status + ") has " + max + " header lines or more");
  }

  static HttpException emptyLines(int max) {
    return new ProtocolException(
        "the answer's head has " + max + " empty lines or more before its status line");
  }

  @Override
  public RequestLine parseRequestLine(CharArrayBuffer buffer) throws ParseException {
    return LazyLaxLineParser.INSTANCE.parseRequestLine(buffer);
  }

  @Override
  public StatusLine parseStatusLine(CharArrayBuffer buffer) throws ParseException {
    return LazyLaxLineParser.INSTANCE.parseStatusLine(buffer);
  }

  /**
   * The header of a line with a name before its colon: the name and the value trimmed, line breaks and NULs in the
   * value blanked, as HttpCore's lax header reads them (its value made once, not each time it is read). A line
   * without one goes to HttpCore's parser, which refuses it.
   */
  @Override
  public Header parseHeader(CharArrayBuffer buffer) throws ParseException {
    int colon = buffer.indexOf(':');
    String name = colon > 0 ? buffer.substringTrimmed(0, colon) : "";
    if (name.isEmpty()) {
      return LazyLaxLineParser.INSTANCE.parseHeader(buffer);
    }
    return new BasicHeader(name, value(buffer, colon + 1));
  }

  private static String value(CharArrayBuffer buffer, int from) {
    String value = buffer.substringTrimmed(from, buffer.length());
    return value.indexOf('\r') < 0 && value.indexOf('\n') < 0 && value.indexOf('\0') < 0
        ? value
        : value.replace('\r', ' ').replace('\n', ' ').replace('\0', ' ');
  }
}
