package dev.imcp.runtime;

import java.util.function.LongSupplier;

/**
 * {@link System#nanoTime()} as the policies' default ticker: a named class, not {@code System::nanoTime}, whose class
 * every client's settings spun cold (one per policy) before its server even started.
 */
final class NanoTime implements LongSupplier {
  static final LongSupplier TICKER = new NanoTime();

  private NanoTime() {}

  @Override
  public long getAsLong() {
    return System.nanoTime();
  }
}
