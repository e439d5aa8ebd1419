package dev.imcp.runtime.internal.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.SupervisionPolicy;
import dev.imcp.runtime.TestServers;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.supervision.Supervisor;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A server that starts a child and a grandchild (sharing its stdout and stderr) and is then killed with SIGKILL: its
 * tree, seen while it lived, is ended all the same, and nothing of the session lingers. Real processes throughout.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ProcessTreeTest {
  /** Names this test's threads, which carry the command in their names. */
  private final String marker = "tree-" + UUID.randomUUID();

  private List<ProcessHandle> tree = List.of();

  @AfterEach
  void endWhatATestLeft() {
    tree.forEach(ProcessHandle::destroyForcibly);
  }

  private ClientSettings settings(
      SupervisionPolicy supervision, List<Consumer<LifecycleEvent>> lifecycle) {
    ClientSettings.Draft draft = ConnectRaceTest.draft(TestServers.fake("normal", marker));
    draft.supervision = supervision;
    draft.lifecycleListeners.addAll(lifecycle);
    draft.stderrTailLines = 20;
    draft.shutdownGrace = Duration.ofMillis(500);
    draft.era = ProtocolEra.LEGACY;
    return draft.freeze();
  }

  /** Starts the child and grandchild, and waits until the session has seen them. */
  private List<ProcessHandle> spawnTree(Session session) {
    ToolResult pids =
        session.callTool("spawn-tree", null, CallOptions.defaults()).join();
    List<ProcessHandle> spawned = Arrays.stream(pids.text().split(" "))
        .map(pid -> ProcessHandle.of(Long.parseLong(pid)).orElseThrow())
        .toList();
    tree = spawned;
    await("the session sees the tree")
        .atMost(Duration.ofSeconds(10))
        .until(() -> session.knownDescendants().containsAll(spawned));
    return spawned;
  }

  private static void assertEnded(List<ProcessHandle> processes) {
    for (ProcessHandle process : processes) {
      assertThat(process.onExit())
          .as("pid " + process.pid())
          .succeedsWithin(Duration.ofSeconds(10));
    }
  }

  private void assertNoThreadOfThisTestLives() {
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      if (thread.getName().contains(marker)) {
        try {
          thread.join(5_000);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        assertThat(thread.isAlive()).as(thread.getName()).isFalse();
      }
    }
  }

  @Test
  void aKilledServersOrphansAreEndedAtOnceAndDoNotDelayTheFailure() {
    Session session =
        Session.open(settings(SupervisionPolicy.none(), List.of())).join();
    List<ProcessHandle> spawned = spawnTree(session);
    ProcessHandle server = ProcessHandle.of(session.pid().orElseThrow()).orElseThrow();
    CompletableFuture<ToolResult> inFlight = session.callTool("hang", null, CallOptions.defaults());
    long start = System.nanoTime();

    server.destroyForcibly();

    assertThat(inFlight)
        .failsWithin(Duration.ofSeconds(10))
        .withThrowableThat()
        .havingCause()
        .isInstanceOfSatisfying(
            TransportException.class, e -> assertThat(e.exitCode()).hasValue(137));
    assertThat(Duration.ofNanos(System.nanoTime() - start))
        .as("orphans holding stdout and stderr did not hold up the failure")
        .isLessThan(Duration.ofMillis(800));
    assertEnded(spawned);
    session.close();
    assertNoThreadOfThisTestLives();
  }

  @Test
  void closeEndsTheTreeOfAServerThatDiedBefore() {
    Session session =
        Session.open(settings(SupervisionPolicy.none(), List.of())).join();
    List<ProcessHandle> spawned = spawnTree(session);
    ProcessHandle.of(session.pid().orElseThrow()).orElseThrow().destroyForcibly();

    session.close();

    assertThat(spawned).noneMatch(ProcessHandle::isAlive);
    assertNoThreadOfThisTestLives();
  }

  @Test
  void aRestartEndsTheTreeOfTheServerItReplaces() {
    CompletableFuture<LifecycleEvent> restarted = new CompletableFuture<>();
    Consumer<LifecycleEvent> listener = event -> {
      if (event.kind() == LifecycleEvent.Kind.RESTARTED) {
        restarted.complete(event);
      }
    };
    SupervisionPolicy restarts = SupervisionPolicy.builder()
        .maxRestarts(3, Duration.ofMinutes(1))
        .backoff(Duration.ofMillis(50), Duration.ofMillis(200))
        .retries(0)
        .build();
    ClientSettings settings = settings(restarts, List.of(listener));
    Supervisor supervisor = Supervisor.open(settings, Launches.start(settings)).join();
    try {
      Session first = supervisor.current();
      List<ProcessHandle> spawned = spawnTree(first);

      ProcessHandle.of(first.pid().orElseThrow()).orElseThrow().destroyForcibly();

      assertThat(restarted).succeedsWithin(Duration.ofSeconds(20));
      assertEnded(spawned);
      List<ProcessHandle> second = spawnTree(supervisor.current());
      supervisor.close();
      assertThat(second).noneMatch(ProcessHandle::isAlive);
    } finally {
      supervisor.close();
    }
    assertNoThreadOfThisTestLives();
  }
}
