package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.imcp.schema.ToolDefinition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that ends when its first request is not {@code initialize} (as servers on the Rust SDK, rmcp, do) is
 * reached all the same: the client sees it end on the era probe, starts it again and speaks the 2025 handshake, and
 * starts it with {@code initialize} from then on, in restarts and in later clients of this JVM alike.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class EveryServerReachableTest {
  @Test
  void aServerOnTheRustSdkIsSpokenToWithThe2025Handshake() {
    ServerCommand rmcp = ServerCommand.of(dev.imcp.testing.TestServers.rmcp());
    try (McpClient client =
        McpClient.stdio(rmcp).clientName("imcp-runtime-tests").connect()) {
      assertThat(client.serverName()).isEqualTo("rmcp");
      assertThat(client.protocolVersion()).isEqualTo("2025-06-18");
      assertThat(client.listTools()).extracting(ToolDefinition::name).contains("shell");
    }
    try (McpClient again = McpClient.stdio(rmcp).connect()) {
      assertThat(again.listTools()).extracting(ToolDefinition::name).contains("shell");
    }
  }

  @Test
  void theFallbackIsRememberedForRestartsAndLaterClients(@TempDir Path folder) {
    Path starts = folder.resolve("starts");
    ServerCommand fake =
        TestServers.fake("initialize-first").withEnvironment("FAKE_STARTS", starts.toString());
    List<LifecycleEvent> events = new CopyOnWriteArrayList<>();
    SupervisionPolicy restarts = SupervisionPolicy.builder()
        .maxRestarts(2, Duration.ofMinutes(1))
        .backoff(Duration.ofMillis(10), Duration.ofMillis(50))
        .retries(0)
        .build();

    try (McpClient client = McpClient.stdio(fake)
        .supervision(restarts)
        .lifecycleListener(events::add)
        .connect()) {
      assertThat(client.protocolVersion()).isEqualTo("2025-11-25");
      assertThat(starts(starts)).as("the probe's start and the 2025 one").isEqualTo(2);

      client.callToolAsync("crash", Map.of());
      await()
          .atMost(Duration.ofSeconds(30))
          .until(() -> events.stream().anyMatch(e -> e.kind() == LifecycleEvent.Kind.RESTARTED));
      assertThat(client.callTool("echo", Map.of("message", "back")).text()).isEqualTo("back");
      assertThat(starts(starts)).as("the restart went straight to initialize").isEqualTo(3);
    }
    try (McpClient later = McpClient.stdio(fake).connect()) {
      assertThat(later.callTool("echo", Map.of("message", "later")).text()).isEqualTo("later");
      assertThat(starts(starts))
          .as("a later client went straight to initialize")
          .isEqualTo(4);
    }
  }

  private static long starts(Path file) {
    try {
      return Files.readAllLines(file).size();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
