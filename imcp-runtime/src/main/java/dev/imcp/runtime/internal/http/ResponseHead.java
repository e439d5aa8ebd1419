package dev.imcp.runtime.internal.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.MessageHeaders;

/**
 * An HTTP answer's status line and headers, as the transport reads them before the body. The headers stay HttpCore's
 * message's, not copied, until one is asked for (by name, case-insensitive): the transport reads three or four of a dozen, and Apache makes a
 * value's string only when it is read.
 */
final class ResponseHead {
  private final int status;
  private final MessageHeaders headers;

  ResponseHead(int status, MessageHeaders headers) {
    this.status = status;
    this.headers = headers;
  }

  int status() {
    return status;
  }

  /** The first value of the header {@code name}. */
  Optional<String> header(String name) {
    Header header = headers.getFirstHeader(name);
    return header == null ? Optional.empty() : Optional.of(header.getValue());
  }

  /** Every value of the header {@code name}, in order. */
  List<String> values(String name) {
    List<String> values = new ArrayList<>();
    for (Header header : headers.getHeaders(name)) {
      values.add(header.getValue());
    }
    return values;
  }

  /** The media type, lower case, without parameters; empty when none was named. */
  String contentType() {
    String type = header("Content-Type").orElse("");
    int parameters = type.indexOf(';');
    return (parameters < 0 ? type : type.substring(0, parameters)).strip().toLowerCase(Locale.ROOT);
  }

  boolean isEventStream() {
    return contentType().equals("text/event-stream");
  }

  /** The declared body length, or -1 when none (or an unreadable one) was declared. */
  long contentLength() {
    try {
      // No method references: they were two classes a cold JVM spun on its first answer.
      Optional<String> length = header("Content-Length");
      return length.isPresent() ? Long.parseLong(length.get().strip()) : -1L;
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  boolean isSuccess() {
    return status / 100 == 2;
  }

  /**
   * 429 or 503, whose {@code Retry-After} is read ({@link RetryAfter}). Asked here, not of {@code RetryAfter}: loading
   * it for every answer loaded {@code java.time}'s parse failures with it, on every client's way to its first call.
   */
  boolean mayAskToWait() {
    return status == 429 || status == 503;
  }
}
