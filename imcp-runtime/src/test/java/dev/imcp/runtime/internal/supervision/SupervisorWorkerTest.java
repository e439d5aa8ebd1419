package dev.imcp.runtime.internal.supervision;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.TestServers;
import dev.imcp.runtime.internal.session.ClientSettings;
import dev.imcp.runtime.internal.session.Launches;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A supervisor makes no executor of its own until a task needs one: a client made a {@code ScheduledThreadPoolExecutor}
 * on its way to its first call, for pings and restarts that most clients never need. A crash's restart still runs, on a
 * worker made then (SupervisionTest, HungServerTest's keep-alive).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SupervisorWorkerTest {
  @Test
  void aConnectAndACallMakeNoExecutorOfTheSupervisorsOwn() {
    ClientSettings.Draft draft = new ClientSettings.Draft(TestServers.fake());
    draft.clientName = "tests";
    draft.clientVersion = "1";
    draft.defaultTimeout = Duration.ofSeconds(20);
    draft.initializeTimeout = Duration.ofSeconds(20);
    ClientSettings settings = draft.freeze();
    Supervisor supervisor = Supervisor.open(settings, Launches.start(settings)).join();
    try {
      assertThat(supervisor
              .current()
              .callTool("echo", Map.of("message", "x"), CallOptions.defaults())
              .join()
              .text())
          .contains("x");
      assertThat(supervisor.workerStarted())
          .as("the supervisor's worker made a pool")
          .isFalse();
    } finally {
      supervisor.close();
    }
  }

  @Test
  void aStoppedWorkerDropsItsTasksAndMakesNoPool() {
    Worker worker = new Worker("imcp-supervisor test");
    worker.stop(false);
    worker.execute(() -> {
      throw new AssertionError("ran after stop");
    });
    worker.later(0, () -> {
      throw new AssertionError("ran after stop");
    });
    assertThat(worker.started()).isFalse();
  }
}
