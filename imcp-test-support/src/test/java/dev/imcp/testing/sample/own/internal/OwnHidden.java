package dev.imcp.testing.sample.own.internal;

/** The module's own internal class, which it may use. */
public final class OwnHidden {
  private OwnHidden() {}

  /** {@return a value} */
  public static int value() {
    return 2;
  }
}
