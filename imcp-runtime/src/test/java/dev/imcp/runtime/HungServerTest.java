package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A server that stops reading its stdin (a busy loop, a deadlock, a full pipe), as the fake does after {@code
 * stop-reading}: a real process whose pipe fills up. Nothing of the client may wait on that pipe.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HungServerTest {
  /** A few of these fill any pipe's buffer (64 KiB on Linux, 16 KiB to 64 KiB on macOS). */
  private static final Map<String, Object> MEGABYTE = Map.of("message", "x".repeat(1 << 20));

  private static Duration since(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  /** Queues more than any pipe holds, so that whatever writes next would block. */
  private static List<CompletableFuture<ToolResult>> fillThePipe(
      McpClient client, Duration timeout) {
    List<CompletableFuture<ToolResult>> calls = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      calls.add(
          client.callToolAsync("echo", MEGABYTE, CallOptions.defaults().withTimeout(timeout)));
    }
    return calls;
  }

  @Test
  void anAsyncCallerIsNeverBlockedAndEveryDeadlineFiresOnTime() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      client.callTool("stop-reading", null);
      long start = System.nanoTime();

      List<CompletableFuture<ToolResult>> calls = fillThePipe(client, Duration.ofMillis(500));
      CompletableFuture<ToolResult> small = client.callToolAsync(
          "echo",
          Map.of("message", "hi"),
          CallOptions.defaults().withTimeout(Duration.ofMillis(500)));

      assertThat(since(start))
          .as("8 MB queued, not written by the callers")
          .isLessThan(Duration.ofSeconds(2));
      calls.add(small);
      for (CompletableFuture<ToolResult> call : calls) {
        assertThat(call)
            .failsWithin(Duration.ofSeconds(5))
            .withThrowableThat()
            .havingCause()
            .isInstanceOf(McpTimeoutException.class)
            .withMessageContaining("did not answer tools/call echo");
      }
      assertThat(since(start))
          .as("the deadlines fired on time: cancelling them did not wait on the pipe")
          .isLessThan(Duration.ofSeconds(3));
      assertThat(client.pendingRequests()).isZero();
    }
  }

  @Test
  void aBlockingCallCostsItsCallerNoMoreThanItsTimeout() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      client.callTool("stop-reading", null);
      fillThePipe(client, Duration.ofSeconds(30));
      long start = System.nanoTime();

      CompletableFuture<Throwable> failure = CompletableFuture.supplyAsync(() -> {
        try {
          client.callTool(
              "echo", MEGABYTE, CallOptions.defaults().withTimeout(Duration.ofMillis(300)));
          return null;
        } catch (McpException e) {
          return e;
        }
      });

      assertThat(failure)
          .succeedsWithin(Duration.ofSeconds(5))
          .isInstanceOf(McpTimeoutException.class);
      assertThat(since(start)).isLessThan(Duration.ofSeconds(3));
    }
  }

  @Test
  void closeIsBoundedAndASecondCloseReturnsOnlyWhenTheServerIsStopped() throws Exception {
    McpClient client = McpClient.stdio(TestServers.fake())
        .shutdownGrace(Duration.ofMillis(500))
        .connect();
    ProcessHandle server = ProcessHandle.of(client.serverPid().orElseThrow()).orElseThrow();
    client.callTool("stop-reading", null);
    List<CompletableFuture<ToolResult>> calls = fillThePipe(client, Duration.ofSeconds(30));
    CountDownLatch go = new CountDownLatch(1);
    List<CompletableFuture<Boolean>> closers = new ArrayList<>();
    long start = System.nanoTime();

    for (int i = 0; i < 2; i++) {
      closers.add(CompletableFuture.supplyAsync(() -> {
        try {
          go.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        client.close();
        return server.isAlive();
      }));
    }
    go.countDown();

    for (CompletableFuture<Boolean> closer : closers) {
      assertThat(closer)
          .as("alive when close() returned")
          .succeedsWithin(Duration.ofSeconds(10))
          .isEqualTo(false);
    }
    assertThat(since(start)).as("grace 0.5 s + terminate").isLessThan(Duration.ofSeconds(5));
    for (CompletableFuture<ToolResult> call : calls) {
      assertThat(call)
          .failsWithin(Duration.ofSeconds(1))
          .withThrowableThat()
          .havingCause()
          .isInstanceOf(TransportException.class);
    }
  }

  @Test
  void keepAliveRestartsAServerThatStoppedReading() {
    CompletableFuture<LifecycleEvent> restarted = new CompletableFuture<>();
    SupervisionPolicy keepAlive = SupervisionPolicy.builder()
        .backoff(Duration.ofMillis(50), Duration.ofMillis(200))
        .keepAlive(Duration.ofMillis(200), Duration.ofMillis(500))
        .retries(0)
        .build();
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .supervision(keepAlive)
        .shutdownGrace(Duration.ofMillis(200))
        .lifecycleListener(event -> {
          if (event.kind() == LifecycleEvent.Kind.RESTARTED) {
            restarted.complete(event);
          }
        })
        .connect()) {
      int first = client.serverPid().orElseThrow();
      client.callTool("stop-reading", null);
      fillThePipe(client, Duration.ofSeconds(30));

      assertThat(restarted).succeedsWithin(Duration.ofSeconds(20));

      assertThat(client.callTool("echo", Map.of("message", "listening")).text())
          .isEqualTo("listening");
      assertThat(client.serverPid().orElseThrow()).isNotEqualTo(first);
      assertThat(ProcessHandle.of(first)).as("the old server is stopped").isEmpty();
    }
  }
}
