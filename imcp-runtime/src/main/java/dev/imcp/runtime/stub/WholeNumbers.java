package dev.imcp.runtime.stub;

import org.jspecify.annotations.Nullable;

/**
 * For servers that read a whole JSON number ({@code 40} or {@code 40.0}) as an integer and then reject it where they
 * want a floating-point number, as iMCP does for coordinates, radii and spans. A whole value is sent as the next
 * double towards positive infinity ({@code 40.00000000000001}): the smallest change that makes the JSON carry a
 * fraction, far below any physical meaning. SDKs generated with {@code nudgeWholeNumbers} call this for their {@code
 * number} arguments only.
 */
public final class WholeNumbers {
  private WholeNumbers() {}

  /**
   * {@return {@code value}, or the next double up when it is whole}
   *
   * @param value any double; NaN and infinities are returned as they are
   */
  public static double nudge(double value) {
    return Double.isFinite(value) && value == Math.rint(value) ? Math.nextUp(value) : value;
  }

  /**
   * {@return {@code value}, or the next double up when it is whole; null for null}
   *
   * @param value a boxed double, or null for an argument not given
   */
  public static @Nullable Double nudge(@Nullable Double value) {
    return value == null ? null : nudge(value.doubleValue());
  }
}
