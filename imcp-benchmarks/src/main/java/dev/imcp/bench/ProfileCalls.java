package dev.imcp.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import one.profiler.AsyncProfiler;
import one.profiler.Counter;

/**
 * One client, one way of calling, measured in figures that a busy machine leaves alone (bytes allocated, CPU time and
 * context switches per call) beside the wall-clock ones that it does not, and optionally profiled with async-profiler
 * after warming up. Not the harness: one JVM, one server, seconds. For A/B comparisons run back to back.
 *
 * <pre>
 * java -cp … dev.imcp.bench.profile.ProfileCalls CLIENT MODE [--warmup N] [--calls N] [--rounds N]
 *     [--profile cpu|wall|alloc --out DIR] [--alloc-interval BYTES]
 * </pre>
 *
 * CLIENT: imcp (typed), untyped, raw, official, and over Streamable HTTP http-imcp, http-untyped, http-raw,
 * http-official. MODE: sequential, inflight:N, threads:N. The calls run in a second JVM on the client's own class path
 * ({@link ClientPath}), as the harness's do; {@code -Dimcp.bench.classPath=whole} keeps them in this one.
 */
public final class ProfileCalls {
  private final EchoClient client;
  private final AtomicLong counter = new AtomicLong();
  /** One pool per thread count, kept: a thread's allocations are counted only while it lives. */
  private final Map<Integer, ExecutorService> pools = new HashMap<>();

  ProfileCalls(EchoClient client) {
    this.client = client;
  }

  public static void main(String[] args) throws Exception {
    // Long: a harness's main: the arguments, the profiler around the calls, its output.
    String clientName = args[0];
    if (ClientPath.relaunched(ProfileCalls.class, clientName, args)) {
      return;
    }
    String mode = args[1];
    int warmup = intOption(args, "--warmup", 30_000);
    int calls = intOption(args, "--calls", 20_000);
    int rounds = intOption(args, "--rounds", 3);
    String profile = option(args, "--profile", "");
    Path out = Path.of(option(args, "--out", "target/profile"));
    String allocInterval = option(args, "--alloc-interval", "64k");
    try (EchoClient client = ClientRunner.open(clientName)) {
      ProfileCalls runner = new ProfileCalls(client);
      runner.run(mode, warmup);
      AsyncProfiler profiler = null;
      if (!profile.isEmpty()) {
        profiler = AsyncProfiler.getInstance();
        String event = profile.equals("alloc")
            ? "event=alloc,alloc=" + allocInterval
            : profile.equals("wall")
                ? "event=wall,interval=200us,threads"
                : "event=cpu,interval=100us,threads";
        profiler.execute("start," + event);
      }
      List<Figures> measured = new ArrayList<>();
      ThreadCpu threadsBefore = ThreadCpu.now();
      for (int round = 0; round < rounds; round++) {
        measured.add(runner.measure(mode, calls));
      }
      System.out.println(clientName + " " + mode + " "
          + ThreadCpu.now().perCallSince(threadsBefore, rounds * calls));
      if (profiler != null) {
        profiler.stop();
        Files.createDirectories(out);
        String stem = clientName + "-" + mode.replace(':', '-') + "-" + profile;
        Counter counter = profile.equals("alloc") ? Counter.TOTAL : Counter.SAMPLES;
        Files.writeString(out.resolve(stem + ".collapsed"), profiler.dumpCollapsed(counter));
        Files.writeString(out.resolve(stem + ".flat.txt"), profiler.dumpFlat(40));
        profiler.execute("file=" + out.resolve(stem + ".html").toAbsolutePath() + ",flamegraph");
      }
      measured.sort((a, b) -> Double.compare(a.cpuUsPerCall, b.cpuUsPerCall));
      for (Figures figures : measured) {
        System.out.println(clientName + " " + mode + " " + figures);
      }
      System.out.println(
          "MEDIAN " + clientName + " " + mode + " " + measured.get(measured.size() / 2));
    }
    System.exit(0);
  }

  /**
   * What one round cost, per call. {@code cpuUsPerCall} is the client's, as the harness counts it ({@link
   * ClientRunner#clientCpuNanos}: the whole JVM but the test server's output drain); {@code jvmCpuUsPerCall} the whole
   * JVM's, the drain in.
   */
  record Figures(
      double p50Us,
      double callsPerSecond,
      double cpuUsPerCall,
      double jvmCpuUsPerCall,
      double bytesPerCall,
      double switchesPerCall,
      double serverCpuUsPerCall,
      int clientSockets,
      int serverSockets,
      int threads) {
    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "p50=%.1fus calls/s=%.0f cpu/call=%.2fus jvm-cpu/call=%.2fus bytes/call=%.0f"
              + " ctxsw/call=%.2f"
              + " server-cpu/call=%.2fus sockets=%d server-sockets=%d threads=%d",
          p50Us,
          callsPerSecond,
          cpuUsPerCall,
          jvmCpuUsPerCall,
          bytesPerCall,
          switchesPerCall,
          serverCpuUsPerCall,
          clientSockets,
          serverSockets,
          threads);
    }
  }

  private void run(String mode, int calls) throws InterruptedException {
    if (mode.equals("sequential")) {
      sequential(calls);
    } else if (mode.startsWith("inflight:")) {
      inflight(calls, Integer.parseInt(mode.substring(9)));
    } else if (mode.startsWith("threads:")) {
      threads(calls, Integer.parseInt(mode.substring(8)));
    } else {
      throw new IllegalArgumentException("unknown mode " + mode);
    }
  }

  /**
   * One round. The client's CPU is read last before the calls and first after them, so that reading /proc (every
   * thread's switches, the server's CPU) and the allocation counters, which costs ours more than the floor (more
   * threads), falls outside the window.
   */
  Figures measure(String mode, int calls) throws InterruptedException {
    long switches = contextSwitches();
    long serverCpu = ServerSide.cpuNanos();
    Map<Long, Long> bytes = ClientRunner.allocatedByThread();
    long jvmCpu = ClientRunner.processCpuNanos();
    long cpu = ClientRunner.clientCpuNanos();
    long start = System.nanoTime();
    long[] nanos = mode.equals("sequential") ? sequential(calls) : null;
    if (nanos == null) {
      run(mode, calls);
    }
    long elapsed = System.nanoTime() - start;
    long cpuAfter = ClientRunner.clientCpuNanos();
    long jvmCpuAfter = ClientRunner.processCpuNanos();
    long allocated = ClientRunner.allocatedSince(bytes);
    long serverCpuAfter = ServerSide.cpuNanos();
    long switchesAfter = contextSwitches();
    double perCall = 1.0 / calls;
    return new Figures(
        nanos == null ? 0 : medianMicros(nanos),
        calls / (elapsed / 1e9),
        (cpuAfter - cpu) / 1e3 * perCall,
        (jvmCpuAfter - jvmCpu) / 1e3 * perCall,
        allocated * perCall,
        (switchesAfter - switches) * perCall,
        (serverCpuAfter - serverCpu) / 1e3 * perCall,
        ServerSide.clientSockets(),
        ServerSide.serverSockets(),
        ServerSide.clientThreads());
  }

  private static double medianMicros(long[] nanos) {
    Arrays.sort(nanos);
    return nanos[nanos.length / 2] / 1e3;
  }

  private long[] sequential(int calls) {
    return EchoClient.timed(client, calls, this::message);
  }

  private void inflight(int calls, int window) throws InterruptedException {
    FailedCalls failures = new FailedCalls();
    EchoClient.inflight(client, calls, window, this::message, failures);
    failures.throwIfAny();
  }

  private void threads(int calls, int threads) throws InterruptedException {
    ExecutorService pool = pools.computeIfAbsent(threads, Executors::newFixedThreadPool);
    FailedCalls failures = new FailedCalls();
    EchoClient.threads(client, calls, threads, pool, this::message, failures);
    failures.throwIfAny();
  }

  private String message() {
    return "message " + counter.incrementAndGet();
  }

  /** Voluntary and involuntary switches of the threads alive now: a hand-off between threads shows up here. */
  private static long contextSwitches() {
    long total = 0;
    try (var tasks = Files.list(Path.of("/proc/self/task"))) {
      for (Path task : (Iterable<Path>) tasks::iterator) {
        try {
          for (String line : Files.readAllLines(task.resolve("status"))) {
            if (line.contains("ctxt_switches:")) {
              total += Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
            }
          }
        } catch (IOException e) {
          // The thread ended meanwhile.
        }
      }
    } catch (IOException e) {
      return -1;
    }
    return total;
  }

  private static int intOption(String[] args, String name, int fallback) {
    return Integer.parseInt(option(args, name, Integer.toString(fallback)));
  }

  private static String option(String[] args, String name, String fallback) {
    for (int i = 2; i < args.length - 1; i++) {
      if (args[i].equals(name)) {
        return args[i + 1];
      }
    }
    return fallback;
  }

  static {
    // Keep ManagementFactory's beans loaded before measuring: their first use allocates.
    ManagementFactory.getThreadMXBean();
  }
}
