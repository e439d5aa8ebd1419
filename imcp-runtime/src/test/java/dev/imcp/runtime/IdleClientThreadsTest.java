package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Many servers in one JVM: an idle stdio client holds at most two threads of its own (the stdout reader and the stderr
 * drain); the timer and the process-tree watch are one thread each for every client of the JVM, and the events thread
 * and the stdin writer end when idle. The JDK's own process reaper (one per child process, whoever starts it) is not
 * the runtime's and is not counted. Not timed: the threads are awaited, with a bound.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class IdleClientThreadsTest {
  private static final int CLIENTS = 4;

  @Test
  void anIdleStdioClientHoldsAtMostTwoThreadsOfItsOwn() {
    List<McpClient> clients = new ArrayList<>();
    try {
      for (int i = 0; i < CLIENTS; i++) {
        McpClient client = TestServers.connect(TestServers.fake());
        clients.add(client);
        assertThat(client.callTool("echo", Map.of("message", "x" + i)).text()).contains("x" + i);
      }

      await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> {
        Map<String, Integer> threads = runtimeThreads();
        assertThat(threads.getOrDefault("imcp-timer", 0))
            .as("one timer for all")
            .isLessThanOrEqualTo(1);
        assertThat(threads.getOrDefault("imcp-process-trees", 0))
            .as("one tree watch for all")
            .isLessThanOrEqualTo(1);
        int perClient = threads.entrySet().stream()
            .filter(
                e -> !e.getKey().equals("imcp-timer") && !e.getKey().equals("imcp-process-trees"))
            .mapToInt(Map.Entry::getValue)
            .sum();
        assertThat(perClient)
            .as("threads of %d idle clients: %s", CLIENTS, threads)
            .isLessThanOrEqualTo(2 * CLIENTS);
      });
    } finally {
      clients.forEach(McpClient::close);
    }
  }

  /** The runtime's live threads by role ({@code imcp-stdout}, {@code imcp-timer}, …). */
  private static Map<String, Integer> runtimeThreads() {
    Map<String, Integer> roles = new TreeMap<>();
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      if (thread.isAlive() && thread.getName().startsWith("imcp-")) {
        roles.merge(thread.getName().split(" ")[0], 1, Integer::sum);
      }
    }
    return roles;
  }
}
