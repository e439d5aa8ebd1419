package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * ProfileCalls' CPU per call is the client's as the harness counts it, without the thread that drains an HTTP test
 * server's output; the whole JVM's figure beside it keeps that thread in.
 */
class ProfileCallsTest {
  private static final long DRAIN_NANOS = TimeUnit.MILLISECONDS.toNanos(400);

  /** One echo, during which a thread named as HttpTestServer's drain works 400 ms of CPU; it lives on until closed. */
  private static final class DrainedEcho implements EchoClient {
    private final CountDownLatch release = new CountDownLatch(1);
    private volatile long kept;

    @Override
    public String echo(String message) {
      CountDownLatch worked = new CountDownLatch(1);
      Thread drain = new Thread(
          () -> {
            work();
            worked.countDown();
            try {
              release.await();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          },
          "test-server-output");
      drain.setDaemon(true);
      drain.start();
      try {
        assertThat(worked.await(60, TimeUnit.SECONDS)).isTrue();
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
      return EchoClient.expected(message);
    }

    /** Works until this thread has used DRAIN_NANOS of CPU: a bound in CPU time, not a sleep. */
    private void work() {
      var threads = ManagementFactory.getThreadMXBean();
      long sum = 0;
      while (threads.getCurrentThreadCpuTime() < DRAIN_NANOS) {
        for (int i = 0; i < 100_000; i++) {
          sum += i * 31L ^ sum;
        }
      }
      kept = sum;
    }

    @Override
    public CompletableFuture<String> echoAsync(String message) {
      return CompletableFuture.completedFuture(echo(message));
    }

    @Override
    public void close() {
      release.countDown();
    }
  }

  @Test
  void cpuPerCallLeavesTheDrainOutAndTheWholeJvmsFigureKeepsIt() throws InterruptedException {
    try (DrainedEcho client = new DrainedEcho()) {
      ProfileCalls.Figures figures = new ProfileCalls(client).measure("sequential", 1);

      // The whole JVM's figure is in 10 ms ticks, read twice for each; the rest of this cold
      // JVM's CPU (loading classes, compiling) is in both figures, and no use to bound.
      assertThat(figures.jvmCpuUsPerCall() - figures.cpuUsPerCall())
          .isGreaterThanOrEqualTo(DRAIN_NANOS / 1e3 - 30_000);
    }
  }
}
