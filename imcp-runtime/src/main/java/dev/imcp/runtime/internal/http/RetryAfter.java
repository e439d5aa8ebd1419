package dev.imcp.runtime.internal.http;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code Retry-After} of a 429 or 503 answer ({@link ResponseHead#mayAskToWait}): seconds, or an HTTP date (RFC 9110
 * §10.2.3).
 */
final class RetryAfter {
  private RetryAfter() {}

  /** How long the server asks to wait; empty when it does not say, or says something unreadable. */
  static Optional<Duration> of(ResponseHead head, Instant now) {
    Optional<String> value = head.header("Retry-After").map(String::strip);
    if (value.isEmpty()) {
      return Optional.empty();
    }
    String text = value.get();
    if (text.matches("\\d{1,9}")) {
      return Optional.of(Duration.ofSeconds(Long.parseLong(text)));
    }
    try {
      Duration until = Duration.between(
          now, ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant());
      return Optional.of(until.isNegative() ? Duration.ZERO : until);
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
  }

  /** "30 s", "1.5 s": how a wait reads in a message. */
  static String describe(Duration wait) {
    long millis = wait.toMillis();
    return millis % 1000 == 0
        ? millis / 1000 + " s"
        : String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
  }
}
