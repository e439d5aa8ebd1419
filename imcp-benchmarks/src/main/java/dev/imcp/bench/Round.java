package dev.imcp.bench;

import dev.imcp.testing.HttpTestServer;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/** One round of {@link HttpTurns}: one client, one way of calling, and what it cost on both sides. */
final class Round {
  private Round() {}

  /** The calls of one round, unmeasured (warm-up). */
  static void run(EchoClient client, String mode, int calls, AtomicLong counter)
      throws InterruptedException {
    FailedCalls failures = new FailedCalls();
    if (mode.equals("sequential")) {
      EchoClient.timed(client, calls, () -> "message " + counter.incrementAndGet());
    } else if (mode.startsWith("inflight:")) {
      EchoClient.inflight(
          client,
          calls,
          Integer.parseInt(mode.substring(9)),
          () -> "message " + counter.incrementAndGet(),
          failures);
    } else if (mode.startsWith("threads:")) {
      int threads = Integer.parseInt(mode.substring(8));
      // A pool per round, as the harness's (ClientRunner.threads).
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      EchoClient.threads(
          client, calls, threads, pool, () -> "message " + counter.incrementAndGet(), failures);
      pool.shutdown();
    } else {
      throw new IllegalArgumentException("unknown mode " + mode);
    }
    failures.throwIfAny();
  }

  /**
   * One measured round: calls per second, this JVM's CPU per call (but the server's output drain), the server's CPU
   * per call, the sockets open on each side after it.
   */
  static double[] measure(
      EchoClient client, String mode, int calls, AtomicLong counter, HttpTestServer server)
      throws InterruptedException {
    long cpu = ClientRunner.clientCpuNanos();
    long serverCpu = ServerSide.cpuNanos();
    long start = System.nanoTime();
    run(client, mode, calls, counter);
    long elapsed = System.nanoTime() - start;
    return new double[] {
      calls / (elapsed / 1e9),
      (ClientRunner.clientCpuNanos() - cpu) / 1e3 / calls,
      (ServerSide.cpuNanos() - serverCpu) / 1e3 / calls,
      ServerSide.clientSockets(),
      ServerSide.serverSockets()
    };
  }

  /**
   * What node's GCs after line {@code from} cost: the lines {@code node-gc minor|major MS} that a preloaded observer
   * prints (NODE_OPTIONS=--require=gcwatch.cjs, docs/PERFORMANCE.md s47-c); empty without them.
   */
  static String nodeGc(List<String> lines, int from) {
    int minor = 0;
    int major = 0;
    double minorMs = 0;
    double majorMs = 0;
    for (String line : lines.subList(from, lines.size())) {
      if (!line.startsWith("node-gc ")) {
        continue;
      }
      String[] words = line.split(" ");
      double ms = Double.parseDouble(words[2]);
      if (words[1].equals("minor")) {
        minor++;
        minorMs += ms;
      } else {
        major++;
        majorMs += ms;
      }
    }
    return minor + major == 0
        ? ""
        : String.format(
            java.util.Locale.ROOT,
            " node-gc: %d minor %.0f ms, %d major %.0f ms",
            minor,
            minorMs,
            major,
            majorMs);
  }

  static double median(List<double[]> rows, int column) {
    return Report.median(rows.stream().map(row -> row[column]).toList());
  }

  static double min(List<double[]> rows, int column) {
    return rows.stream().mapToDouble(row -> row[column]).min().orElse(Double.NaN);
  }

  static double max(List<double[]> rows, int column) {
    return rows.stream().mapToDouble(row -> row[column]).max().orElse(Double.NaN);
  }
}
