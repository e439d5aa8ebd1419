package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.HttpTestServer;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Supervision over HTTP as over stdio: a server that went away is reconnected to (a new session) with backoff, and a call
 * marked safe to retry is sent again once it is back.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class HttpSupervisionTest {
  @Test
  void aServerThatWentAwayIsReconnectedToAndASafeCallRetried() throws Exception {
    int port = HttpTestServer.freePort();
    URI uri = URI.create("http://127.0.0.1:" + port + "/mcp");
    List<LifecycleEvent.Kind> events = new CopyOnWriteArrayList<>();
    CountDownLatch crashed = new CountDownLatch(1);
    HttpTestServer first = HttpTestServer.everythingOn(port);
    SupervisionPolicy policy = SupervisionPolicy.builder()
        .maxRestarts(100, Duration.ofMinutes(5))
        .backoff(Duration.ofMillis(50), Duration.ofMillis(200))
        .retry("echo")
        .build();
    try (McpClient client = McpClient.http(uri)
        .protocolEra(ProtocolEra.LEGACY)
        .defaultTimeout(Duration.ofSeconds(30))
        .supervision(policy)
        .lifecycleListener(event -> {
          events.add(event.kind());
          if (event.kind() == LifecycleEvent.Kind.CRASHED) {
            crashed.countDown();
          }
        })
        .connect()) {
      assertThat(client.callTool("echo", Map.of("message", "before")).text())
          .isEqualTo("Echo: before");
      first.close();

      CompletableFuture<ToolResult> during =
          client.callToolAsync("echo", Map.of("message", "during"));
      assertThat(crashed.await(20, TimeUnit.SECONDS))
          .as("the supervisor saw the connection end")
          .isTrue();
      try (HttpTestServer second = HttpTestServer.everythingOn(port)) {
        assertThat(second.uri()).isEqualTo(uri);
        assertThat(during.get(30, TimeUnit.SECONDS).text()).isEqualTo("Echo: during");
        assertThat(client.callTool("echo", Map.of("message", "after")).text())
            .isEqualTo("Echo: after");
        assertThat(events)
            .contains(
                LifecycleEvent.Kind.STARTED,
                LifecycleEvent.Kind.CRASHED,
                LifecycleEvent.Kind.RESTARTED);
      }
    }
  }
}
