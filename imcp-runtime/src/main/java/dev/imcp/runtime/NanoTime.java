package dev.imcp.runtime;

import java.util.function.LongSupplier;

/**
 * {@link System#nanoTime()}, the policies' default ticker: a named class, not {@code System::nanoTime}, since every
 * client builds both policies on its way to its first call, where a cold JVM spins a class for each method reference.
 */
final class NanoTime implements LongSupplier {
  static final NanoTime TICKER = new NanoTime();

  private NanoTime() {}

  @Override
  public long getAsLong() {
    return System.nanoTime();
  }
}
