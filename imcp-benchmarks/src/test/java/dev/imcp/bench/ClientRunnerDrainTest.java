package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What the harness counts as the client's: the thread that drains an HTTP test server's output (server-everything logs
 * a line per request) is the harness's cost, left out of CPU and allocation per call; any other thread counts.
 */
class ClientRunnerDrainTest {
  private static final int MIB = 1 << 20;
  private static volatile Object kept;

  /** Runs {@code work} on a thread named {@code name} that stays alive until the returned latch is counted down. */
  private static CountDownLatch onThread(String name, Runnable work) throws InterruptedException {
    CountDownLatch worked = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    Thread thread = new Thread(
        () -> {
          work.run();
          worked.countDown();
          try {
            release.await();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        },
        name);
    thread.setDaemon(true);
    thread.start();
    assertThat(worked.await(30, TimeUnit.SECONDS)).isTrue();
    return release;
  }

  private static void allocate32MiB() {
    byte[][] arrays = new byte[32][];
    for (int i = 0; i < arrays.length; i++) {
      arrays[i] = new byte[MIB];
    }
    kept = arrays;
  }

  @Test
  void allocationLeavesTheDrainOut() throws InterruptedException {
    Map<Long, Long> before = ClientRunner.allocatedByThread();
    CountDownLatch drain = onThread("test-server-output", ClientRunnerDrainTest::allocate32MiB);
    assertThat(ClientRunner.allocatedSince(before)).isLessThan(16L * MIB);
    drain.countDown();

    before = ClientRunner.allocatedByThread();
    CountDownLatch reader = onThread("http-floor-1", ClientRunnerDrainTest::allocate32MiB);
    assertThat(ClientRunner.allocatedSince(before)).isGreaterThanOrEqualTo(32L * MIB);
    reader.countDown();
  }

  @Test
  void cpuLeavesTheDrainOut() throws InterruptedException {
    long[] drainNanos = new long[1];
    long before = ClientRunner.drainCpuNanos();
    CountDownLatch drain = onThread("test-server-output", () -> {
      var threads = ManagementFactory.getThreadMXBean();
      long sum = 0;
      // Work until the thread has used 50 ms of CPU: a bound in CPU time, not a sleep.
      while (threads.getCurrentThreadCpuTime() < TimeUnit.MILLISECONDS.toNanos(50)) {
        for (int i = 0; i < 100_000; i++) {
          sum += i * 31L ^ sum;
        }
      }
      kept = sum;
      drainNanos[0] = threads.getCurrentThreadCpuTime();
    });
    long after = ClientRunner.drainCpuNanos();
    drain.countDown();
    assertThat(after - before).isGreaterThanOrEqualTo(drainNanos[0]);
  }
}
