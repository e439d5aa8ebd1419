package dev.imcp.testing.sample.own;

import dev.imcp.testing.sample.own.internal.OwnHidden;

/** Uses only its own module's internal package. */
public final class UsesOwnInternals {
  private UsesOwnInternals() {}

  /** {@return a value} */
  public static int value() {
    return OwnHidden.value();
  }
}
