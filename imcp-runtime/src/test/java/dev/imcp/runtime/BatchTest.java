package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.BatchTimeoutException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.ToolErrorException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Batches against the fake server, whose {@code store_read} waits {@code delayMs} and then answers with its arguments
 * and the number of calls it has received by then.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BatchTest {
  private McpClient client;

  @BeforeEach
  void connect() {
    client = TestServers.connect(TestServers.fake());
  }

  @AfterEach
  void close() {
    client.close();
  }

  private static int callsSeen(Batch.Outcome<?> outcome) {
    String text = ((ToolResult) outcome.value().orElseThrow()).text();
    return Integer.parseInt(text.substring(text.indexOf('#') + 1));
  }

  @Test
  void parallelResultsKeepRequestOrderWhenTheyCompleteInReverse() {
    Batch batch = client.batch().parallel();
    for (int delay : new int[] {400, 250, 100, 0}) {
      batch.add("d" + delay, "store_read", Map.of("delayMs", delay));
    }
    Batch.Results results = batch.run();

    assertThat(results.outcomes())
        .extracting(Batch.Outcome::id)
        .containsExactly("d400", "d250", "d100", "d0");
    assertThat(results.outcomes())
        .allSatisfy(outcome ->
            assertThat(callsSeen(outcome)).as("all were in flight at once").isEqualTo(4));
    assertThat(((ToolResult) results.outcomes().get(0).value().orElseThrow()).text())
        .startsWith("{\"delayMs\":400}");
    assertThat(((ToolResult) results.outcomes().get(0).value().orElseThrow()).correlationId())
        .contains("d400");
  }

  @Test
  void sequentialCallsStartOnlyAfterThePreviousEnded() {
    Batch batch = client.batch();
    batch.add("first", "store_read", Map.of("delayMs", 200));
    batch.add("second", "store_read", Map.of("delayMs", 0));
    Batch.Results results = batch.run();

    assertThat(callsSeen(results.outcomes().get(0))).isEqualTo(1);
    assertThat(callsSeen(results.outcomes().get(1))).isEqualTo(2);
  }

  @Test
  void oneFailureNeverLosesTheOthers() {
    for (Batch batch : List.of(client.batch(), client.batch().parallel())) {
      Batch.Entry<ToolResult> protocol = batch.add("protocol", "fail", null);
      Batch.Entry<ToolResult> tool = batch.add("tool", "tool-error", null);
      Batch.Entry<String> typed = batch.add(
          "typed",
          () -> client.callToolAsync("echo", Map.of("message", "ok")).thenApply(ToolResult::text));
      Batch.Entry<String> broken = batch.add("broken", () -> {
        throw new IllegalStateException("could not even start");
      });
      Batch.Entry<String> futureless = batch.add("futureless", () -> null);
      Batch.Results results = batch.run();

      assertThat(results.allSucceeded()).isFalse();
      assertThat(results.get(futureless).failure())
          .hasValueSatisfying(e -> assertThat(e)
              .isInstanceOf(NullPointerException.class)
              .hasMessage("batch call 'futureless' returned no future"));
      assertThat(results.get(protocol).failure()).containsInstanceOf(ProtocolErrorException.class);
      assertThat(results.get(tool).failure()).containsInstanceOf(ToolErrorException.class);
      assertThat(results.get(typed).value()).contains("ok");
      assertThat(results.get(typed).getOrThrow()).isEqualTo("ok");
      assertThat(results.get(broken).failure())
          .hasValueSatisfying(e -> assertThat(e).hasMessage("could not even start"));
      assertThatThrownBy(() -> results.get(tool).getOrThrow())
          .isInstanceOf(ToolErrorException.class);
    }
  }

  @Test
  void theBatchDeadlineCancelsWhatRunsOnTheWireAndSkipsTheRest() {
    Batch batch = client.batch().timeout(Duration.ofMillis(500));
    batch.add("done", "echo", Map.of("message", "quick"));
    batch.add("hanging", "hang", null);
    batch.add("never", "echo", Map.of("message", "too late"));
    long start = System.nanoTime();
    Batch.Results results = batch.run();

    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    assertThat(results.outcomes().get(0).succeeded()).isTrue();
    assertThat(results.outcomes().get(1).failure())
        .hasValueSatisfying(
            e -> assertThat(e)
                .isInstanceOfSatisfying(
                    BatchTimeoutException.class,
                    timeout -> assertThat(timeout.started()).isTrue())
                .hasMessage(
                    "Batch call 'hanging' on server 'fake' was cancelled at the batch's deadline of 500 ms"));
    assertThat(results.outcomes().get(2).failure())
        .hasValueSatisfying(e -> assertThat(e)
            .isInstanceOfSatisfying(
                BatchTimeoutException.class,
                timeout -> assertThat(timeout.started()).isFalse()));
    assertThat(client.callTool("cancelled", null).text())
        .as("request 3 (after initialize's 1 and echo's 2) was cancelled")
        .isEqualTo("[3]");
    assertThat(client.pendingRequests()).isZero();
  }

  @Test
  void aParallelDeadlineCancelsEveryCallStillRunning() {
    Batch batch = client.batch().parallel().timeout(Duration.ofMillis(300));
    batch.add("a", "hang", null);
    batch.add("b", "hang", null);
    Batch.Results results = batch.run();

    assertThat(results.outcomes())
        .allSatisfy(outcome ->
            assertThat(outcome.failure()).containsInstanceOf(BatchTimeoutException.class));
    assertThat(client.callTool("cancelled", null).text()).isEqualTo("[2,3]");
  }

  /**
   * The deadline expires off the runtime's threads, as before it ran on the runtime's own timer: a callback on the
   * batch's result (here run where the expiry completes it) may call the server and wait, and the timer, which every
   * client's timeouts share, is not held up by what the expiry sets off.
   */
  @Test
  void aCallbackOnABatchThatExpiredMayMakeABlockingCall() {
    Batch batch = client.batch().timeout(Duration.ofMillis(200));
    batch.add("hanging", "hang", null);

    CompletableFuture<String> then = batch
        .runAsync()
        .thenApply(
            results -> client.callTool("echo", Map.of("message", "after")).text());

    assertThat(then).succeedsWithin(Duration.ofSeconds(20)).isEqualTo("after");
  }

  @Test
  void idsAreUniqueAndABatchRunsOnce() {
    Batch batch = client.batch();
    batch.add("x", "echo", Map.of("message", "1"));
    assertThatThrownBy(() -> batch.add("x", "echo", Map.of("message", "2")))
        .hasMessage("Batch call ids must be unique; 'x' is there already");
    CompletableFuture<Batch.Results> run = batch.runAsync();
    assertThatThrownBy(batch::runAsync).hasMessage("A batch runs once");
    assertThat(run.join().outcomes()).hasSize(1);
    assertThat(client.batch().run().outcomes()).isEmpty();
  }
}
