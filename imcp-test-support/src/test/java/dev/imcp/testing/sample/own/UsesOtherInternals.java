package dev.imcp.testing.sample.own;

import dev.imcp.testing.sample.other.internal.Hidden;

/** Reaches into another module's internal package. */
public final class UsesOtherInternals {
  private UsesOtherInternals() {}

  /** {@return a value} */
  public static int value() {
    return Hidden.value();
  }
}
