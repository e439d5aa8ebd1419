package dev.imcp.bench;

import dev.imcp.runtime.ProtocolEra;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * One client, in a JVM of its own (so that cold start, allocation and RSS are its alone), against its own fresh server,
 * measuring what the {@link Harness} asks for on stdin, one phase at a time, so that the harness can interleave the
 * clients phase by phase. Each answer is one line {@code RESULT {json}}. Every answer from the server is checked.
 *
 * <p>Arguments: client (imcp | untyped | untyped-legacy (the era pinned to 2025: no probe) | official | raw | imcp-2026 | raw-2026, and over Streamable HTTP http-imcp | http-untyped | http-official | http-raw), the harness's launch time in epoch ms, and {@code --cold} to exit after
 * the first call (a cold-start launch). Commands: {@code warmup CYCLE MAX_CYCLES},
 * {@code sequential N}, {@code async WINDOW N}, {@code threads THREADS N}, {@code finish}.
 */
public final class ClientRunner {
  private final EchoClient client;
  private final AtomicLong counter = new AtomicLong();

  private ClientRunner(EchoClient client) {
    this.client = client;
  }

  public static void main(String[] args) throws Exception {
    // Long: the child's phases in order (start, first call, workload), each timed where it is.
    long mainEntered = System.currentTimeMillis();
    long launched = Long.parseLong(args[1]);
    Map<String, Object> started = new LinkedHashMap<>();
    long connecting = System.nanoTime();
    try (EchoClient client = open(args[0])) {
      long initialized = System.nanoTime();
      started.put("startToInitializedMs", (initialized - connecting) / 1e6);
      ClientRunner runner = new ClientRunner(client);
      EchoClient.check(client.echo("first"), "first");
      long firstCall = System.nanoTime();
      long launchToFirstCall = System.currentTimeMillis() - launched;
      long cpuToFirstCall = FirstAnswer.cpuNanos();
      FirstAnswer.mark();
      started.put("launchToFirstCallMs", (double) launchToFirstCall);
      // The phases of the cold start, read by ColdStart: the JVM's own start (to main), connecting,
      // the first call; and the CPU this JVM used in all.
      started.put("launchToMainMs", (double) (mainEntered - launched));
      started.put("firstCallMs", (firstCall - initialized) / 1e6);
      started.put("cpuToFirstCallMs", cpuToFirstCall / 1e6);
      respond(started);
      if (args.length > 2 && args[2].equals("--cold")) {
        System.exit(0); // a cold-start launch: nothing else
      }
      BufferedReader commands =
          new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      for (String line = commands.readLine();
          line != null && !line.equals("finish");
          line = commands.readLine()) {
        respond(runner.command(line.split(" ")));
      }
      respond(runner.finish());
    }
    System.exit(0);
  }

  private static void respond(Map<String, Object> result) {
    ResultLine.print(result);
  }

  static EchoClient open(String name) {
    return switch (name) {
      case "imcp" -> new ImcpEchoClient(Servers.everything());
      case "untyped" -> new UntypedEchoClient(Servers.everything());
      case "untyped-legacy" -> new UntypedEchoClient(Servers.everything(), ProtocolEra.LEGACY);
      case "official" -> new OfficialEchoClient();
      case "raw" -> new RawEchoClient(false);
      case "imcp-2026" -> new ImcpEchoClient(Servers.modern());
      case "raw-2026" -> new RawEchoClient(true);
      case "http-imcp", "http-untyped", "http-official", "http-raw" ->
        new ServedOverHttp(overHttp(name));
      case "observed-noop" -> new ObservedEchoClient(Servers.everything(), false);
      case "observed-memory" -> new ObservedEchoClient(Servers.everything(), true);
      default -> throw new IllegalArgumentException("unknown client " + name);
    };
  }

  /** The Streamable HTTP client called {@code name}, for a server at a URI. */
  static Function<URI, EchoClient> overHttp(String name) {
    return switch (name) {
      case "http-raw" -> HttpFloorClient::new;
      case "http-untyped" -> UntypedEchoClient::new;
      case "http-imcp" -> ImcpEchoClient::new;
      case "http-official" -> OfficialEchoClient::new;
      default -> throw new IllegalArgumentException("unknown client " + name);
    };
  }

  private Map<String, Object> command(String[] words) throws InterruptedException {
    Map<String, Object> result = new LinkedHashMap<>();
    switch (words[0]) {
      case "warmup" -> warmup(Integer.parseInt(words[1]), Integer.parseInt(words[2]), result);
      case "sequential" -> sequential(Integer.parseInt(words[1]), result);
      case "async" ->
        throughput(
            result,
            failures -> async(Integer.parseInt(words[2]), Integer.parseInt(words[1]), failures),
            Integer.parseInt(words[2]));
      case "threads" ->
        throughput(
            result,
            failures -> threads(Integer.parseInt(words[2]), Integer.parseInt(words[1]), failures),
            Integer.parseInt(words[2]));
      default -> throw new IllegalArgumentException("unknown command " + String.join(" ", words));
    }
    return result;
  }

  /**
   * Cycles through every way the measurements call until a cycle compiles for under 2 % of its time (or after {@code
   * maxCycles}), so that no client is measured while its JIT still competes for the 2 cores.
   */
  private void warmup(int cycle, int maxCycles, Map<String, Object> result)
      throws InterruptedException {
    int cycles = 0;
    boolean quiet = false;
    FailedCalls failures = new FailedCalls();
    while (!quiet && cycles < maxCycles) {
      JitWindow window = JitWindow.open();
      for (int i = 0; i < cycle / 2; i++) {
        String message = message();
        EchoClient.check(client.echo(message), message);
      }
      async(cycle, 8, failures);
      async(2 * cycle, 64, failures);
      threads(cycle, 8, failures);
      threads(cycle, 64, failures);
      cycles++;
      quiet = window.wasQuiet();
    }
    result.put("warmupCycles", cycles);
    result.put("jitQuiet", quiet);
    result.put("jitMs", JitWindow.totalCompilationMillis());
    failures.into(result);
  }

  /** One throughput phase: returns calls per second, counting failed calls into its argument. */
  private interface Phase {
    long run(FailedCalls failures) throws InterruptedException;
  }

  private static void throughput(Map<String, Object> result, Phase phase, int calls)
      throws InterruptedException {
    long cpuBefore = clientCpuNanos();
    long serverBefore = ServerSide.cpuNanos();
    FailedCalls failures = new FailedCalls();
    long callsPerSecond = phase.run(failures);
    result.put("callsPerSecond", (double) callsPerSecond);
    failures.into(result);
    result.put("cpuPerCallUs", (clientCpuNanos() - cpuBefore) / 1e3 / calls);
    // Over HTTP the server's CPU per call is 8-10x the client's and moves by up to 2x from
    // round to round: a throughput ratio that moves with it is the server's (s47-c).
    result.put("serverCpuPerCallUs", (ServerSide.cpuNanos() - serverBefore) / 1e3 / calls);
  }

  private Map<String, Object> finish() {
    Map<String, Object> result = new LinkedHashMap<>();
    System.gc();
    result.put(
        "retainedHeapBytes",
        ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
    result.put("peakRssKb", peakRssKb());
    return result;
  }

  private void sequential(int calls, Map<String, Object> result) {
    Map<Long, Long> allocatedBefore = allocatedByThread();
    long[] nanos = EchoClient.timed(client, calls, this::message);
    long allocated = allocatedSince(allocatedBefore);
    Arrays.sort(nanos);
    result.put("sequentialP50Us", nanos[calls / 2] / 1e3);
    result.put(
        "sequentialP99Us", nanos[Math.min(calls - 1, (int) Math.ceil(calls * 0.99) - 1)] / 1e3);
    result.put("bytesPerCall", allocated / (double) calls);
  }

  /** {@code calls} calls with at most {@code window} in flight; returns calls per second. */
  private long async(int calls, int window, FailedCalls failures) throws InterruptedException {
    long start = System.nanoTime();
    EchoClient.inflight(client, calls, window, this::message, failures);
    return Math.round(calls / ((System.nanoTime() - start) / 1e9));
  }

  /** {@code threads} threads sharing the client, blocking calls, {@code calls} in all; returns calls per second. */
  private long threads(int calls, int threads, FailedCalls failures) throws InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    long start = System.nanoTime();
    EchoClient.threads(client, calls, threads, pool, this::message, failures);
    long elapsed = System.nanoTime() - start;
    pool.shutdown();
    return Math.round(calls / threads * threads / (elapsed / 1e9));
  }

  private String message() {
    return "message " + counter.incrementAndGet();
  }

  /**
   * CPU time of this JVM but for the test server's output drain: the client's threads, its GC and JIT. Over HTTP, {@link
   * dev.imcp.testing.HttpTestServer} reads the line server-everything logs for every request on a thread of this JVM
   * (16-24 µs and a few hundred bytes a call here, the same for every client: a fifth of what the whole JVM used per
   * call at 64 in flight), which is the harness's cost, not the client's; {@link #allocatedByThread()} leaves it out too.
   */
  static long clientCpuNanos() {
    return processCpuNanos() - drainCpuNanos();
  }

  /** CPU time of the test servers' output drains alive now. */
  static long drainCpuNanos() {
    java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long drain = 0;
    for (long id : drainThreads()) {
      drain += Math.max(0, threads.getThreadCpuTime(id));
    }
    return drain;
  }

  /** The ids of the threads that read a test server's output ({@code HttpTestServer}'s drains). */
  private static java.util.Set<Long> drainThreads() {
    java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    java.util.Set<Long> drains = new java.util.HashSet<>();
    for (java.lang.management.ThreadInfo thread :
        threads.getThreadInfo(threads.getAllThreadIds())) {
      if (thread != null && thread.getThreadName().equals("test-server-output")) {
        drains.add(thread.getThreadId());
      }
    }
    return drains;
  }

  /** CPU time of this whole JVM: the client's threads, its GC and JIT; not the server's. */
  static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  /** Bytes allocated by each live thread but the test server's output drains, by thread id. */
  static Map<Long, Long> allocatedByThread() {
    // The drains first: what finding them allocates stays out of the window the two snapshots
    // bound.
    java.util.Set<Long> drains = drainThreads();
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long[] ids = threads.getAllThreadIds();
    long[] bytes = threads.getThreadAllocatedBytes(ids);
    Map<Long, Long> byThread = new java.util.HashMap<>();
    for (int i = 0; i < ids.length; i++) {
      if (bytes[i] > 0 && !drains.contains(ids[i])) {
        byThread.put(ids[i], bytes[i]);
      }
    }
    return byThread;
  }

  /**
   * Bytes allocated since {@code before} by the threads alive now, thread by thread: a thread that ended in between (the
   * HTTP floor's reader of a connection the server closed) takes its whole total out of a plain sum, which went
   * negative; here it drops only what it allocated in between.
   */
  static long allocatedSince(Map<Long, Long> before) {
    long sum = 0;
    for (Map.Entry<Long, Long> now : allocatedByThread().entrySet()) {
      sum += now.getValue() - before.getOrDefault(now.getKey(), 0L);
    }
    return sum;
  }

  private static long peakRssKb() {
    try {
      return Files.readAllLines(Path.of("/proc/self/status")).stream()
          .filter(line -> line.startsWith("VmHWM:"))
          .map(line -> Long.parseLong(line.replaceAll("[^0-9]", "")))
          .findFirst()
          .orElse(-1L);
    } catch (java.io.IOException e) {
      return -1;
    }
  }
}
