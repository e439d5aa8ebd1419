package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class ConcurrencyTest {
  private static final int THREADS = 16;
  private static final int CALLS_PER_THREAD = 64;

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void manyThreadsShareOneClientAndEveryAnswerReachesItsOwnCaller() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      List<Future<Integer>> workers = new ArrayList<>();
      for (int thread = 0; thread < THREADS; thread++) {
        int worker = thread;
        workers.add(pool.submit(() -> {
          int matched = 0;
          for (int call = 0; call < CALLS_PER_THREAD; call++) {
            String message = worker + ":" + call;
            int delay = ThreadLocalRandom.current().nextInt(0, 20);
            if (client
                .callTool("echo", Map.of("message", message, "delayMs", delay))
                .text()
                .equals(message)) {
              matched++;
            }
          }
          return matched;
        }));
      }
      int matched = 0;
      for (Future<Integer> worker : workers) {
        matched += worker.get();
      }

      assertThat(matched).isEqualTo(THREADS * CALLS_PER_THREAD).isGreaterThanOrEqualTo(1000);
      assertThat(client.pendingRequests()).isZero();
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void timeoutsCancellationsAndAnswersMixedLeaveNothingPending() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      List<java.util.concurrent.CompletableFuture<ToolResult>> calls = new ArrayList<>();
      for (int i = 0; i < 300; i++) {
        CallOptions options = CallOptions.defaults()
            .withTimeout(java.time.Duration.ofMillis(i % 3 == 0 ? 50 : 5_000));
        var call =
            client.callToolAsync("echo", Map.of("message", "m" + i, "delayMs", i % 100), options);
        if (i % 5 == 0) {
          call.cancel(true);
        }
        calls.add(call);
      }
      calls.forEach(call -> call.handle((result, failure) -> null).join());

      assertThat(client.pendingRequests()).isZero();
    }
  }
}
