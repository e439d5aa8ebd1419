package dev.imcp.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * A stretch of work and what the JIT compiled meanwhile. Warm-ups run until a stretch leaves the JIT quiet, so that
 * nothing is measured while compilation still competes for the 2 cores.
 */
public final class JitWindow {
  private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();

  private final long compiledMillisAtStart;
  private final long startNanos;

  private JitWindow(long compiledMillisAtStart, long startNanos) {
    this.compiledMillisAtStart = compiledMillisAtStart;
    this.startNanos = startNanos;
  }

  /** {@return a window opening now} */
  public static JitWindow open() {
    return new JitWindow(JIT.getTotalCompilationTime(), System.nanoTime());
  }

  /** {@return whether the JIT compiled for under 2 % of the time since the window opened} */
  public boolean wasQuiet() {
    return (JIT.getTotalCompilationTime() - compiledMillisAtStart) * 50
        < (System.nanoTime() - startNanos) / 1_000_000;
  }

  /** {@return the JIT's compilation time so far in this JVM, in milliseconds} */
  public static long totalCompilationMillis() {
    return JIT.getTotalCompilationTime();
  }
}
