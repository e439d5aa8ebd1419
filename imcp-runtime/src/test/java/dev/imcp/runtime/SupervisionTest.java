package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.error.TransportException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A supervised client against real fault-injecting processes (the fake server), killed with SIGKILL where it says so. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class SupervisionTest {
  private static final SupervisionPolicy RESTARTS = SupervisionPolicy.builder()
      .maxRestarts(3, Duration.ofMinutes(1))
      .backoff(Duration.ofMillis(50), Duration.ofMillis(200))
      .retries(0)
      .build();

  private final List<LifecycleEvent> events = new CopyOnWriteArrayList<>();

  private McpClient connect(ServerCommand command, SupervisionPolicy policy) {
    return McpClient.stdio(command)
        .protocolEra(ProtocolEra.LEGACY)
        .supervision(policy)
        .lifecycleListener(events::add)
        .connect();
  }

  private List<LifecycleEvent.Kind> kinds() {
    return events.stream().map(LifecycleEvent::kind).toList();
  }

  private void awaitEvent(LifecycleEvent.Kind kind) {
    await()
        .atMost(Duration.ofSeconds(20))
        .untilAsserted(() -> assertThat(kinds()).contains(kind));
  }

  private void awaitEvents(LifecycleEvent.Kind kind, int count) {
    await()
        .atMost(Duration.ofSeconds(20))
        .untilAsserted(() -> assertThat(kinds()).filteredOn(kind::equals).hasSize(count));
  }

  private static void killHard(McpClient client) {
    ProcessHandle.of(client.serverPid().orElseThrow()).orElseThrow().destroyForcibly();
  }

  @Test
  void aKilledServerFailsEveryCallInFlightAndTheNextCallReachesARestartedOne() throws Exception {
    try (McpClient client = connect(TestServers.fake(), RESTARTS)) {
      int firstPid = client.serverPid().orElseThrow();
      List<CompletableFuture<ToolResult>> inFlight = new ArrayList<>();
      for (int i = 0; i < 50; i++) {
        inFlight.add(client.callToolAsync("store_read", Map.of("i", i, "delayMs", 5_000)));
      }
      long start = System.nanoTime();
      killHard(client);

      for (CompletableFuture<ToolResult> call : inFlight) {
        assertThat(call)
            .failsWithin(Duration.ofSeconds(10))
            .withThrowableThat()
            .havingRootCause()
            .isInstanceOfSatisfying(
                TransportException.class, e -> assertThat(e.exitCode()).hasValue(137));
      }
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .as("promptly, not after the 5 s answers")
          .isLessThan(Duration.ofSeconds(4));

      assertThat(client.callTool("echo", Map.of("message", "back")).text()).isEqualTo("back");
      assertThat(client.serverPid().orElseThrow()).isNotEqualTo(firstPid);
      assertThat(client.callTool("count", null).text())
          .as("nothing of the old calls was sent again")
          .isEqualTo("2");
      assertThat(client.pendingRequests()).isZero();
      assertThat(kinds())
          .containsExactly(
              LifecycleEvent.Kind.STARTED,
              LifecycleEvent.Kind.CRASHED,
              LifecycleEvent.Kind.RESTARTING,
              LifecycleEvent.Kind.RESTARTED);
      assertThat(events.get(1).exitCode()).hasValue(137);
    }
    await()
        .atMost(Duration.ofSeconds(5))
        .untilAsserted(() -> assertThat(Thread.getAllStackTraces().keySet())
            .filteredOn(Thread::isAlive)
            .extracting(Thread::getName)
            .as("neither the dead session nor the live one left threads")
            .noneMatch(name -> name.startsWith("imcp-")));
  }

  @Test
  void restartsAreCountedInASlidingWindow() {
    AtomicLong now = new AtomicLong();
    SupervisionPolicy oneAMinute = SupervisionPolicy.builder()
        .maxRestarts(1, Duration.ofMinutes(1))
        .backoff(Duration.ofMillis(10), Duration.ofMillis(10))
        .retries(0)
        .ticker(now::get)
        .build();
    try (McpClient client = connect(TestServers.fake(), oneAMinute)) {
      killHard(client);
      awaitEvents(LifecycleEvent.Kind.RESTARTED, 1);

      now.addAndGet(Duration.ofSeconds(61).toNanos());
      killHard(client);
      awaitEvents(LifecycleEvent.Kind.RESTARTED, 2);
      assertThat(client.callTool("echo", Map.of("message", "up")).text())
          .as("the first restart left the window")
          .isEqualTo("up");

      now.addAndGet(Duration.ofSeconds(59).toNanos());
      killHard(client);
      awaitEvent(LifecycleEvent.Kind.GAVE_UP);
      assertThat(client.isClosed())
          .as("the second restart is still in the window")
          .isTrue();
    }
  }

  @Test
  void aRestartStartsWithAnEmptyCache() {
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .supervision(RESTARTS)
        .lifecycleListener(events::add)
        .cache(CachePolicy.builder().trustReadOnlyHints(true).build())
        .connect()) {
      String before = client.callTool("store_read", Map.of("k", 1)).text();
      assertThat(client.callTool("store_read", Map.of("k", 1)).text()).isEqualTo(before);

      killHard(client);
      awaitEvent(LifecycleEvent.Kind.RESTARTED);

      assertThat(client.callTool("store_read", Map.of("k", 1)).text())
          .as("answered by the new process")
          .isEqualTo("{\"k\":1}#1");
      assertThat(client.callTool("store_read", Map.of("k", 1)).text())
          .as("and cached again")
          .isEqualTo("{\"k\":1}#1");
    }
  }

  @Test
  void aServerThatDiesOnEveryStartSpendsTheBudgetAndTheClientSaysWhy(@TempDir Path dir) {
    ServerCommand command = TestServers.fake("crash-after-first")
        .withEnvironment("FAKE_CRASH_MARK", dir.resolve("mark").toString());
    try (McpClient client = connect(command, RESTARTS)) {
      killHard(client);
      awaitEvent(LifecycleEvent.Kind.CRASHED);

      assertThatThrownBy(() -> client.callTool(
              "echo",
              Map.of("message", "x"),
              CallOptions.defaults().withTimeout(Duration.ofSeconds(20))))
          .isInstanceOfSatisfying(TransportException.class, e -> {
            assertThat(e.exitCode()).hasValue(7);
            assertThat(e.stderrTail()).contains("fatal: crashing on start");
          })
          .hasMessageContaining("gave up after 3 restarts within 60 s; the client is closed");
      assertThat(client.isClosed()).isTrue();
      assertThat(kinds())
          .startsWith(
              LifecycleEvent.Kind.STARTED,
              LifecycleEvent.Kind.CRASHED,
              LifecycleEvent.Kind.RESTARTING)
          .endsWith(LifecycleEvent.Kind.GAVE_UP)
          .filteredOn(kind -> kind == LifecycleEvent.Kind.RESTARTING)
          .hasSize(3);
      assertThatThrownBy(() -> client.callTool("echo", Map.of("message", "y")))
          .hasMessageContaining("gave up");
    }
  }

  @Test
  void aReadOnlyCallIsRetriedAcrossACrashAndADestructiveOneIsNot(@TempDir Path dir) {
    SupervisionPolicy retrying = SupervisionPolicy.builder()
        .backoff(Duration.ofMillis(50), Duration.ofMillis(200))
        .trustHintsForRetry(true)
        .retries(2)
        .build();
    try (McpClient client = connect(
        TestServers.fake().withEnvironment("FAKE_FLAKY", dir.resolve("read").toString()),
        retrying)) {
      assertThat(client.callTool("flaky_read", null).text()).isEqualTo("ok #1");
    }
    try (McpClient client = connect(
        TestServers.fake().withEnvironment("FAKE_FLAKY", dir.resolve("write").toString()),
        retrying)) {
      assertThatThrownBy(() -> client.callTool("flaky_write", null))
          .isInstanceOfSatisfying(
              TransportException.class, e -> assertThat(e.exitCode()).hasValue(3));
      assertThat(client.callTool("count", null).text())
          .as("the restarted server never saw the write again")
          .isEqualTo("1");
    }
  }

  @Test
  void aReadOnlyCallThatTimesOutIsSentAgainAndTheFirstIsCancelled(@TempDir Path dir) {
    SupervisionPolicy retrying =
        SupervisionPolicy.builder().trustHintsForRetry(true).retries(1).build();
    try (McpClient client = connect(
        TestServers.fake().withEnvironment("FAKE_FLAKY", dir.resolve("slow").toString()),
        retrying)) {
      ToolResult result = client.callTool(
          "slow_first_read", null, CallOptions.defaults().withTimeout(Duration.ofMillis(500)));
      assertThat(result.text()).as("the second call to reach the server").isEqualTo("ok #2");
      assertThat(client.callTool("cancelled", null).text())
          .as("the timed-out request (after initialize and the tools/list for hints) was cancelled")
          .isEqualTo("[3]");
    }
  }

  @Test
  void aServerThatStopsAnsweringPingsIsRestarted() {
    SupervisionPolicy keepAlive = SupervisionPolicy.builder()
        .backoff(Duration.ofMillis(50), Duration.ofMillis(200))
        .keepAlive(Duration.ofMillis(200), Duration.ofMillis(300))
        .retries(0)
        .build();
    try (McpClient client = connect(TestServers.fake(), keepAlive)) {
      client.callTool("deafen", null);
      awaitEvent(LifecycleEvent.Kind.RESTARTED);
      assertThat(kinds()).contains(LifecycleEvent.Kind.CRASHED);
      assertThat(client.callTool("echo", Map.of("message", "listening")).text())
          .isEqualTo("listening");
    }
  }

  @Test
  void withoutSupervisionADeadServerClosesTheClient() {
    try (McpClient client =
        McpClient.stdio(TestServers.fake()).lifecycleListener(events::add).connect()) {
      killHard(client);
      assertThatThrownBy(() -> client.callTool(
              "crash", Map.of(), CallOptions.defaults().withTimeout(Duration.ofSeconds(5))))
          .isInstanceOf(TransportException.class);
      assertThat(client.isClosed()).isTrue();
      assertThat(kinds()).containsExactly(LifecycleEvent.Kind.STARTED);
    }
  }

  @Test
  void backoffDoublesUpToTheCapWithBoundedJitter() {
    SupervisionPolicy policy = SupervisionPolicy.builder()
        .backoff(Duration.ofMillis(100), Duration.ofMillis(1000))
        .jitter(0.2)
        .build();
    assertThat(policy.backoff(1, 0.5)).isEqualTo(Duration.ofMillis(100));
    assertThat(policy.backoff(3, 0.5)).isEqualTo(Duration.ofMillis(400));
    assertThat(policy.backoff(10, 0.5)).isEqualTo(Duration.ofMillis(1000));
    assertThat(policy.backoff(1, 0.0)).isEqualTo(Duration.ofMillis(80));
    assertThat(policy.backoff(1, 1.0)).isEqualTo(Duration.ofMillis(120));
  }
}
