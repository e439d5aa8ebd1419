package dev.imcp.runtime.stub;

import org.jspecify.annotations.Nullable;

/**
 * What generated {@code toString()} methods show of a value that carries a secret ({@code format: password},
 * {@code writeOnly}, or a name such as {@code password}, {@code apiKey} or {@code connectionString}): whether it is
 * set, never the value.
 */
public final class Redaction {
  /** What a set secret shows as. */
  public static final String REDACTED = "***";

  private Redaction() {}

  /**
   * {@return {@code "null"} for no value, {@link #REDACTED} for any other}
   *
   * @param value the secret, or null
   */
  public static String of(@Nullable Object value) {
    return value == null ? "null" : REDACTED;
  }
}
