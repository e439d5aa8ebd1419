package dev.imcp.testing.sample.other.internal;

/** Another module's internal class. */
public final class Hidden {
  private Hidden() {}

  /** {@return a value} */
  public static int value() {
    return 1;
  }
}
