package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.error.TransportException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Notification floods against slow listeners, and Errors on the client's own threads, from the fake server. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class FloodTest {
  /** As documented: at most this many notifications wait for the listeners; the rest are dropped and counted. */
  private static final int BOUND = 10_000;

  @Test
  void aFloodAgainstAStuckListenerIsBoundedAndTheCallsGoOn() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger delivered = new AtomicInteger();
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .notificationListener((method, params) -> {
          if (!method.equals("notifications/message") || !(params.get("data") instanceof Number)) {
            return; // not one of the flood's
          }
          try {
            release.await();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          delivered.incrementAndGet();
        })
        .connect()) {
      assertThat(client.callTool("flood", Map.of("count", 50_000)).text())
          .as("answered while the listener is stuck")
          .isEqualTo("flooded");
      assertThat(client.callTool("echo", Map.of("message", "still here")).text())
          .isEqualTo("still here");

      release.countDown();
      // The event thread runs in order: once this listener call comes, every earlier notification
      // has been delivered.
      CompletableFuture<String> marker = new CompletableFuture<>();
      client.addNotificationListener((method, params) -> {
        if (method.equals("notifications/tools/list_changed")) {
          marker.complete(method);
        }
      });
      // While the listeners catch up, the queue may still be full and drop the marker too: ask
      // again until it comes.
      for (int attempt = 0; attempt < 40 && !marker.isDone(); attempt++) {
        client.callTool("notify", null);
        marker.copy().completeOnTimeout(null, 500, TimeUnit.MILLISECONDS).join();
      }
      assertThat(marker).isCompletedWithValue("notifications/tools/list_changed");

      assertThat(delivered.get())
          .as("the queue's bound, plus the one the listener held")
          .isBetween(BOUND, BOUND + 1);
    }
  }

  @Test
  void anErrorInAListenerClosesTheClientWithThatCauseAndFailsWhatWaits() {
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .notificationListener((method, params) -> {
          if (method.equals("notifications/message")) {
            throw new OutOfMemoryError("injected by the test's listener");
          }
        })
        .connect()) {
      CompletableFuture<ToolResult> waiting = client.callToolAsync(
          "hang", null, CallOptions.defaults().withTimeout(Duration.ofSeconds(30)));

      client.callToolAsync("notify", null);

      assertThat(waiting)
          .failsWithin(Duration.ofSeconds(10))
          .withThrowableThat()
          .havingCause()
          .isInstanceOf(TransportException.class)
          .withMessage(
              "Server 'fake': the client failed and is closed: java.lang.OutOfMemoryError: injected by the test's listener")
          .havingCause()
          .isInstanceOf(OutOfMemoryError.class);
      assertThat(client.isClosed()).isTrue();
      Expect.failsEveryCallWith(client, OutOfMemoryError.class);
    }
  }
}
