package dev.imcp.runtime;

import java.time.Duration;

/** Argument checks for durations, shared by the builders. */
final class Durations {
  private Durations() {}

  static Duration requirePositive(Duration duration, String name) {
    if (duration.isNegative() || duration.isZero()) {
      throw new IllegalArgumentException(name + " must be positive, got " + duration);
    }
    return duration;
  }
}
