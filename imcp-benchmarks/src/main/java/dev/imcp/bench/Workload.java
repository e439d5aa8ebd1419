package dev.imcp.bench;

/**
 * How much each phase does.
 *
 * @param warmupCycle calls per warm-up cycle (half of them sequential, then that many at 8 in flight, twice as many at
 *     64 in flight, that many on 8 threads and on 64 threads)
 * @param maxWarmupCycles warm-up cycles at most; warming up ends earlier once a cycle leaves the JIT quiet
 * @param sequential calls timed one by one for latency percentiles, per round
 * @param throughput calls per throughput configuration and round (a fifth of that with 1 in flight, which is slow)
 * @param coldStarts cold-start launches per client and run (the median counts)
 * @param rounds how often each configuration (sequential and throughput) is measured per run, the clients taking turns
 *     each round
 */
record Workload(
    int coldStarts,
    int warmupCycle,
    int maxWarmupCycles,
    int sequential,
    int throughput,
    int rounds) {
  // Warm-up runs until the JIT is quiet, not for a fixed count: with 2,000 sequential calls,
  // compilation of the deeper
  // stacks still competed with the measured calls on 2 cores (our p99 2-3 ms; 0.37 ms after 10,000
  // calls), and at 64
  // in flight every client kept compiling for 50,000-60,000 calls (4-6 s of compilation; CPU per
  // call 80-120 us at
  // first, 10-12 us once settled).
  static final Workload FULL = new Workload(3, 2_000, 40, 1_500, 10_000, 4);
  /** Fewer warm-up cycles and rounds: about a third of {@link #FULL}'s time, for short repeated runs on a busy machine. */
  static final Workload QUICK = new Workload(3, 2_000, 8, 1_500, 10_000, 3);

  /**
   * A short run for the Streamable HTTP rows: server-everything answers a few hundred calls per second over HTTP on a
   * loaded 2-core machine, so {@link #QUICK} would take over half an hour for four clients. Short in what it measures,
   * not in its warm-up, which may run as many cycles as {@link #QUICK}'s: capped at 2, every client was still compiling
   * when measured, and the p50 and 64-in-flight rows measured the JIT (docs/PERFORMANCE.md, branch s43-b). Three rounds,
   * not two: a round of 1,200 calls lasts under a second, and one in which node's full collection falls costs the server
   * ~50 % more CPU per call (calls/s -20 %); the median of two rounds, their mean, took such a round in at half weight
   * and flipped the 64-thread row from run to run, the median of three leaves one out (docs/PERFORMANCE.md, s47-c).
   * Three cold starts per client and run, as {@link #QUICK}: one launch's ratio to the floor's ranged 0.98-1.50 over
   * 32 launches of one main, so the launch row of two runs of one launch each moved from 1.06 to 1.22 between two
   * Summaries (docs/PERFORMANCE.md, s49-b); the two launches more cost a run about 20 s.
   */
  static final Workload SHORT = new Workload(3, 600, 8, 300, 1_200, 3);

  static final Workload SMOKE = new Workload(1, 20, 1, 100, 128, 1);

  int throughputCalls(String kind) {
    return kind.equals("async 1") ? Math.max(1, throughput / 5) : throughput;
  }
}
