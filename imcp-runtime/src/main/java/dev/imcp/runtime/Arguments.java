package dev.imcp.runtime;

import java.time.Duration;

/** Argument checks shared by the builders, each failing with the setting's name and the value given. */
final class Arguments {
  private Arguments() {}

  static Duration requirePositive(Duration duration, String name) {
    if (duration.isNegative() || duration.isZero()) {
      throw new IllegalArgumentException(name + " must be positive, got " + duration);
    }
    return duration;
  }

  static int requireNonNegative(int value, String name) {
    return (int) requireAtLeast(value, 0, name);
  }

  static long requireAtLeast(long value, long least, String name) {
    if (value < least) {
      throw new IllegalArgumentException(
          name + (least == 0 ? " must not be negative" : " must be at least " + least) + ", got "
              + value);
    }
    return value;
  }
}
