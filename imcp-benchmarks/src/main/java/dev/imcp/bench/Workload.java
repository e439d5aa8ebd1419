package dev.imcp.bench;

/**
 * How much each phase does.
 *
 * @param warmup calls before anything is measured
 * @param sequential calls timed one by one for latency percentiles
 * @param throughput calls per throughput configuration
 */
record Workload(int warmup, int sequential, int throughput) {
  static final Workload FULL = new Workload(2_000, 3_000, 6_000);
  static final Workload SMOKE = new Workload(20, 100, 128);

  String[] arguments() {
    return new String[] {Integer.toString(warmup), Integer.toString(sequential), Integer.toString(throughput)};
  }

  static Workload parse(String[] args, int from) {
    return new Workload(Integer.parseInt(args[from]), Integer.parseInt(args[from + 1]), Integer.parseInt(args[from + 2]));
  }
}
