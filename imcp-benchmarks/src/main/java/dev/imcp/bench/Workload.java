package dev.imcp.bench;

/**
 * How much each phase does.
 *
 * @param warmup calls before anything is measured
 * @param sequential calls timed one by one for latency percentiles
 * @param throughput calls per throughput configuration
 */
record Workload(int warmup, int sequential, int throughput) {
  // A long warm-up: with 2,000 calls, JIT compilation of the deeper stacks still competed with the measured calls on 2
  // cores (our p99 2-3 ms; 0.37 ms after 10,000 calls).
  static final Workload FULL = new Workload(10_000, 3_000, 6_000);
  static final Workload SMOKE = new Workload(20, 100, 128);

  String[] arguments() {
    return new String[] {Integer.toString(warmup), Integer.toString(sequential), Integer.toString(throughput)};
  }

  static Workload parse(String[] args, int from) {
    return new Workload(Integer.parseInt(args[from]), Integer.parseInt(args[from + 1]), Integer.parseInt(args[from + 2]));
  }
}
