package dev.imcp.runtime.observe;

import java.util.Optional;
import java.util.Set;

/**
 * A request's {@code params._meta}, as an observer reads and writes it: its entries whose values are strings, which is
 * what trace context needs ({@code traceparent}, {@code tracestate}, {@code baggage}, unprefixed as SEP-414 says).
 * Valid only during the call it is passed to.
 */
public interface RequestMeta {
  /**
   * {@return the entry {@code key} when its value is a string}
   *
   * @param key the entry's name, such as {@code traceparent}
   */
  Optional<String> get(String key);

  /**
   * {@return the names of the entries whose values are strings} A propagator that reads keys by prefix asks for them.
   */
  Set<String> keys();

  /**
   * Sets one entry of a request the client sends, replacing an entry of that name, and leaving every other entry (the
   * protocol's own, a progress token, the caller's) as it is.
   *
   * @param key the entry's name
   * @param value its value
   * @throws UnsupportedOperationException for a request the client answers, whose {@code _meta} is the server's
   */
  void put(String key, String value);
}
