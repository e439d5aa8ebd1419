package dev.imcp.runtime.internal.http;

import java.net.URI;
import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A request to send: method, URL, headers in order, body, and how long its answer may take (none: the call's deadline
 * closes the connection instead).
 *
 * @param headers made for this request alone (not copied: one request per call), seen read-only from here on
 * @param body {@code null} for a GET or DELETE
 */
record OutgoingRequest(
    String method,
    URI uri,
    Map<String, String> headers,
    byte @Nullable [] body,
    Optional<Duration> timeout) {
  OutgoingRequest {
    headers = Collections.unmodifiableMap(headers);
  }
}
