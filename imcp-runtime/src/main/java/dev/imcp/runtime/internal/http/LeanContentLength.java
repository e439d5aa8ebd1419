package dev.imcp.runtime.internal.http;

import org.apache.hc.core5.http.ContentLengthStrategy;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpMessage;
import org.apache.hc.core5.http.impl.DefaultContentLengthStrategy;

/**
 * HttpCore's {@link DefaultContentLengthStrategy} without what it allocates for the common heads: a single {@code
 * Transfer-Encoding: chunked}, or a single plain {@code Content-Length}, or neither, are read here; any other head
 * (several values, other codings, a malformed length) goes to HttpCore's, which decides and fails as it always did. It
 * tokenized {@code Transfer-Encoding} for every answer (a cursor, an iterator, a builder, strings).
 */
final class LeanContentLength implements ContentLengthStrategy {
  static final LeanContentLength INSTANCE = new LeanContentLength();

  private LeanContentLength() {}

  @Override
  public long determineLength(HttpMessage message) throws HttpException {
    Header coding = message.getFirstHeader(HttpHeaders.TRANSFER_ENCODING);
    if (coding != null) {
      return message.countHeaders(HttpHeaders.TRANSFER_ENCODING) == 1
              && "chunked".equalsIgnoreCase(coding.getValue())
          ? CHUNKED
          : DefaultContentLengthStrategy.INSTANCE.determineLength(message);
    }
    Header length = message.getFirstHeader(HttpHeaders.CONTENT_LENGTH);
    if (length == null) {
      return UNDEFINED;
    }
    if (message.countHeaders(HttpHeaders.CONTENT_LENGTH) == 1) {
      long value = digits(length.getValue());
      if (value >= 0) {
        return value;
      }
    }
    return DefaultContentLengthStrategy.INSTANCE.determineLength(message);
  }

  /** The value when it is only decimal digits (at most 18), else -1. */
  private static long digits(String value) {
    if (value.isEmpty() || value.length() > 18) {
      return -1;
    }
    long result = 0;
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      result = result * 10 + (c - '0');
    }
    return result;
  }
}
