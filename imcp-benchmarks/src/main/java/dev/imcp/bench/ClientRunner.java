package dev.imcp.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.json.JsonMapper;

/**
 * One client's measurements, in a JVM of its own (so that cold start, allocation and RSS are its alone), against its
 * own fresh server. Prints one line {@code RESULT {json}}. Every answer is checked against the echoed text.
 *
 * <p>Arguments: client (imcp | official | raw), the harness's launch time in epoch ms, then the {@link Workload}.
 */
public final class ClientRunner {
  private final EchoClient client;
  private final AtomicLong counter = new AtomicLong();

  private ClientRunner(EchoClient client) {
    this.client = client;
  }

  public static void main(String[] args) throws Exception {
    long launched = Long.parseLong(args[1]);
    Workload workload = Workload.parse(args, 2);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("client", args[0]);
    long connecting = System.nanoTime();
    try (EchoClient client = open(args[0])) {
      result.put("startToInitializedMs", (System.nanoTime() - connecting) / 1e6);
      ClientRunner runner = new ClientRunner(client);
      runner.checked(client.echo("first"), "first");
      result.put("launchToFirstCallMs", (double) (System.currentTimeMillis() - launched));
      runner.run(workload, result);
    }
    System.out.println("RESULT " + JsonMapper.builder().build().writeValueAsString(result));
    System.exit(0);
  }

  private static EchoClient open(String name) {
    return switch (name) {
      case "imcp" -> new ImcpEchoClient();
      case "official" -> new OfficialEchoClient();
      case "raw" -> new RawEchoClient();
      default -> throw new IllegalArgumentException("unknown client " + name);
    };
  }

  private void run(Workload workload, Map<String, Object> result) throws InterruptedException {
    for (int i = 0; i < workload.warmup(); i++) {
      String message = message();
      checked(client.echo(message), message);
    }
    async(workload.warmup(), 8);
    sequential(workload.sequential(), result);
    Map<String, Double> throughput = new LinkedHashMap<>();
    Map<String, Long> failed = new LinkedHashMap<>();
    Map<String, Double> cpu = new LinkedHashMap<>();
    for (int window : new int[] {1, 8, 64}) {
      long cpuBefore = processCpuNanos();
      long[] outcome = async(workload.throughput(), window);
      cpu.put("async" + window, (processCpuNanos() - cpuBefore) / 1e3 / workload.throughput());
      throughput.put("async" + window, outcome[0] / 1.0);
      failed.put("async" + window, outcome[1]);
    }
    for (int threads : new int[] {8, 64}) {
      long[] outcome = threads(workload.throughput(), threads);
      throughput.put("threads" + threads, outcome[0] / 1.0);
      failed.put("threads" + threads, outcome[1]);
    }
    result.put("callsPerSecond", throughput);
    result.put("failedCalls", failed);
    result.put("cpuPerCallUs", cpu);
    System.gc();
    result.put("retainedHeapBytes", ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
    result.put("peakRssKb", peakRssKb());
  }

  private void sequential(int calls, Map<String, Object> result) {
    long[] nanos = new long[calls];
    long allocatedBefore = allocatedBytes();
    for (int i = 0; i < calls; i++) {
      String message = message();
      long start = System.nanoTime();
      String answer = client.echo(message);
      nanos[i] = System.nanoTime() - start;
      checked(answer, message);
    }
    long allocated = allocatedBytes() - allocatedBefore;
    Arrays.sort(nanos);
    result.put("sequentialP50Us", nanos[calls / 2] / 1e3);
    result.put("sequentialP99Us", nanos[Math.min(calls - 1, (int) Math.ceil(calls * 0.99) - 1)] / 1e3);
    result.put("bytesPerCall", allocated / (double) calls);
  }

  /** {@code calls} calls with at most {@code window} in flight; returns calls per second and failures. */
  private long[] async(int calls, int window) throws InterruptedException {
    Semaphore permits = new Semaphore(window);
    AtomicLong failures = new AtomicLong();
    long start = System.nanoTime();
    for (int i = 0; i < calls; i++) {
      permits.acquire();
      String message = message();
      client.echoAsync(message).whenComplete((answer, failure) -> {
        if (failure != null || !EchoClient.expected(message).equals(answer)) {
          failures.incrementAndGet();
        }
        permits.release();
      });
    }
    permits.acquire(window);
    return new long[] {Math.round(calls / ((System.nanoTime() - start) / 1e9)), failures.get()};
  }

  /** {@code threads} threads sharing the client, blocking calls, {@code calls} in all. */
  private long[] threads(int calls, int threads) throws InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    AtomicLong failures = new AtomicLong();
    CountDownLatch done = new CountDownLatch(threads);
    long start = System.nanoTime();
    for (int t = 0; t < threads; t++) {
      pool.execute(() -> {
        for (int i = 0; i < calls / threads; i++) {
          String message = message();
          try {
            if (!EchoClient.expected(message).equals(client.echo(message))) {
              failures.incrementAndGet();
            }
          } catch (RuntimeException e) {
            failures.incrementAndGet();
          }
        }
        done.countDown();
      });
    }
    done.await();
    long elapsed = System.nanoTime() - start;
    pool.shutdown();
    return new long[] {Math.round(calls / threads * threads / (elapsed / 1e9)), failures.get()};
  }

  private String message() {
    return "message " + counter.incrementAndGet();
  }

  private void checked(String answer, String message) {
    if (!EchoClient.expected(message).equals(answer)) {
      throw new IllegalStateException("wrong answer: expected '" + EchoClient.expected(message) + "', got '" + answer + "'");
    }
  }

  /** CPU time of this whole JVM: the client's threads, its GC and JIT; not the server's. */
  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }

  private static long allocatedBytes() {
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long[] ids = threads.getAllThreadIds();
    return Arrays.stream(threads.getThreadAllocatedBytes(ids)).filter(bytes -> bytes > 0).sum();
  }

  private static long peakRssKb() {
    try {
      return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(line -> line.startsWith("VmHWM:"))
          .map(line -> Long.parseLong(line.replaceAll("[^0-9]", ""))).findFirst().orElse(-1L);
    } catch (java.io.IOException e) {
      return -1;
    }
  }
}
