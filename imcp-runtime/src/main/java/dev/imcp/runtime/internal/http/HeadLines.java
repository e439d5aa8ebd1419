package dev.imcp.runtime.internal.http;

import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.ParseException;
import org.apache.hc.core5.http.impl.io.DefaultClassicHttpResponseFactory;
import org.apache.hc.core5.http.message.BasicHeader;
import org.apache.hc.core5.http.message.LazyLaxLineParser;
import org.apache.hc.core5.http.message.LineParser;
import org.apache.hc.core5.http.message.RequestLine;
import org.apache.hc.core5.http.message.StatusLine;
import org.apache.hc.core5.util.CharArrayBuffer;
import org.jspecify.annotations.Nullable;

/**
 * HttpCore's lax line parser ({@link LazyLaxLineParser}, what its client connections parse answers with) behind the
 * lines servers send: a status line {@code HTTP/1.1 200 OK} and a header line with a name before its colon are read
 * here into what HttpCore's makes of them; any other line goes to HttpCore's, which decides and fails as it always did.
 * Its parser's first use spun four lambda classes of its tokenizer and loaded a dozen classes more (cursors, a version
 * parser, a status line and its class) on every HTTP client's way to its first call.
 */
final class HeadLines implements LineParser {
  static final HeadLines INSTANCE = new HeadLines();

  /** {@code HTTP/1.1 200}: the shortest status line read here. */
  private static final int STATUS_CODE_END = 12;

  private HeadLines() {}

  /**
   * The response a status line {@code HTTP/1.x ddd}, then nothing or a space and the reason phrase, starts (version,
   * code, the reason trimmed, as HttpCore's parser and response factory make it); null for any other line.
   */
  static @Nullable ClassicHttpResponse response(CharArrayBuffer line) {
    int length = line.length();
    if (length < STATUS_CODE_END
        || !startsWith(line, "HTTP/1.")
        || (line.charAt(7) != '0' && line.charAt(7) != '1')
        || line.charAt(8) != ' '
        || (length > STATUS_CODE_END && line.charAt(STATUS_CODE_END) != ' ')) {
      return null;
    }
    int code = 0;
    for (int i = 9; i < STATUS_CODE_END; i++) {
      char c = line.charAt(i);
      if (c < '0' || c > '9') {
        return null;
      }
      code = code * 10 + (c - '0');
    }
    String reason =
        length > STATUS_CODE_END ? line.substringTrimmed(STATUS_CODE_END + 1, length) : "";
    ClassicHttpResponse response =
        DefaultClassicHttpResponseFactory.INSTANCE.newHttpResponse(code, reason);
    response.setVersion(HttpVersion.get(1, line.charAt(7) - '0'));
    return response;
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

  private static boolean startsWith(CharArrayBuffer line, String prefix) {
    for (int i = 0; i < prefix.length(); i++) {
      if (line.charAt(i) != prefix.charAt(i)) {
        return false;
      }
    }
    return true;
  }
}
