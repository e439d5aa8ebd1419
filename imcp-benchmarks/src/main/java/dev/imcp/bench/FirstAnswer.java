package dev.imcp.bench;

/**
 * The end of a cold start, measured in the client's JVM with nothing loaded for it: the CPU so far, then a marker class
 * that ends the class count ({@link ClientProcess#coldStart} counts, in the client's class-load log, the classes before
 * it).
 */
final class FirstAnswer {
  private FirstAnswer() {}

  /**
   * CPU time of this whole JVM so far (its threads, GC and JIT; not the server's), read from {@code /proc} through
   * {@link ProcessHandle}, which the process API has loaded already; the management beans cost 20-40 ms of CPU cold.
   */
  static long cpuNanos() {
    return ProcessHandle.current()
        .info()
        .totalCpuDuration()
        .map(java.time.Duration::toNanos)
        .orElse(-1L);
  }

  /** Loads {@link Marker}. */
  static void mark() {
    Marker.load();
  }

  /** Its loading ends the count of the client's classes. */
  static final class Marker {
    private Marker() {}

    static void load() {}
  }
}
