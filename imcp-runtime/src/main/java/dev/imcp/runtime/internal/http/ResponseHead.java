package dev.imcp.runtime.internal.http;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * An HTTP answer's status line and headers, as the transport reads them before the body.
 *
 * @param headers by name, case-insensitive, each with its values in order
 */
record ResponseHead(int status, Map<String, List<String>> headers) {
  ResponseHead {
    Map<String, List<String>> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    headers.forEach((name, values) -> copy.put(name, List.copyOf(values)));
    headers = copy;
  }

  Optional<String> header(String name) {
    List<String> values = headers.get(name);
    return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
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
      return header("Content-Length").map(String::strip).map(Long::parseLong).orElse(-1L);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  boolean isSuccess() {
    return status / 100 == 2;
  }
}
