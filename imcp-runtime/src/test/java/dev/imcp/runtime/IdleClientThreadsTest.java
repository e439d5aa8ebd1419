package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Many servers in one JVM: an idle stdio client holds at most two platform threads: its stdout reader and the JDK's
 * process reaper (one per child process, whoever starts it). The stderr drain, the timer (requests' deadlines and the
 * other timeouts, while any are due) and the process-tree watch are one thread each for every client of the JVM; the events thread and the stdin writer end when idle. Not timed: the
 * threads are awaited, with a bound.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class IdleClientThreadsTest {
  private static final int CLIENTS = 4;
  private static final Set<String> SHARED =
      Set.of("imcp-timer", "imcp-process-trees", "imcp-stderr");

  @Test
  void anIdleStdioClientHoldsAtMostTwoPlatformThreads() {
    List<McpClient> clients = new ArrayList<>();
    try {
      for (int i = 0; i < CLIENTS; i++) {
        McpClient client = TestServers.connect(TestServers.fake());
        clients.add(client);
        assertThat(client.callTool("echo", Map.of("message", "x" + i)).text()).contains("x" + i);
      }

      await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> {
        Map<String, Integer> threads = threadsByRole();
        SHARED.forEach(role -> assertThat(threads.getOrDefault(role, 0))
            .as("one %s for every client: %s", role, threads)
            .isLessThanOrEqualTo(1));
        int ownAndReapers = threads.entrySet().stream()
            .filter(e -> !SHARED.contains(e.getKey()))
            .filter(e -> e.getKey().startsWith("imcp-") || e.getKey().equals("process reaper"))
            .mapToInt(Map.Entry::getValue)
            .sum();
        assertThat(ownAndReapers)
            .as("threads of %d idle clients: %s", CLIENTS, threads)
            .isLessThanOrEqualTo(2 * CLIENTS);
      });
    } finally {
      clients.forEach(McpClient::close);
    }
  }

  /** Live threads by role ({@code imcp-stdout}, {@code imcp-timer}, {@code process reaper}, …). */
  private static Map<String, Integer> threadsByRole() {
    Map<String, Integer> roles = new TreeMap<>();
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      String name = thread.getName();
      if (thread.isAlive()) {
        roles.merge(
            name.startsWith("imcp-") ? name.split(" ")[0] : name.replaceAll(" \\(pid \\d+\\)$", ""),
            1,
            Integer::sum);
      }
    }
    return roles;
  }
}
