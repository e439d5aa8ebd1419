package dev.imcp.runtime.internal.http;

import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import org.apache.hc.core5.http.Header;
import org.jspecify.annotations.Nullable;

/**
 * A request to send: method, URL, headers in order, body, and how long its answer may take (none: the call's deadline
 * closes the connection instead).
 *
 * @param headers Apache's immutable headers, in order; the array may be shared by many requests and is never changed
 * @param body {@code null} for a GET or DELETE
 */
record OutgoingRequest(
    String method, URI uri, Header[] headers, byte @Nullable [] body, Optional<Duration> timeout) {

  /** The value of the header named exactly {@code name}, as a map of the headers would give it; null when none. */
  @Nullable
  String header(String name) {
    for (Header header : headers) {
      if (header.getName().equals(name)) {
        return header.getValue();
      }
    }
    return null;
  }
}
