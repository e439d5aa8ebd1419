package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The same runtime behaviours in both eras, against one server that serves both (the TypeScript SDK v2's default):
 * pinned to the 2025 handshake, and found by the probe (2026-07-28).
 */
class BothErasTest {
  private static McpClient connect(ProtocolEra era, NotificationListener listener) {
    return McpClient.stdio(TestServers.modern("serve"))
        .protocolEra(era)
        .defaultTimeout(Duration.ofSeconds(20))
        .notificationListener(listener)
        .connect();
  }

  @ParameterizedTest
  @CsvSource({"LEGACY, 2025-11-25", "AUTO, 2026-07-28"})
  void listsCallsPingsTimesOutCancelsAndHearsOfChanges(ProtocolEra era, String version)
      throws Exception {
    CompletableFuture<String> changed = new CompletableFuture<>();
    try (McpClient client = connect(era, (method, params) -> {
      if (method.equals("notifications/tools/list_changed")) {
        changed.complete(method);
      }
    })) {
      assertThat(client.protocolVersion()).isEqualTo(version);
      assertThat(client.listTools()).extracting(tool -> tool.name()).contains("echo", "hang");
      assertThat(client.callTool("echo", Map.of("message", era.name())).text())
          .isEqualTo("Echo: " + era.name());
      client.ping();

      int before = client.pendingRequests();
      CompletableFuture<ToolResult> hanging = client.callToolAsync("hang", Map.of());
      hanging.cancel(true);
      assertThat(client.pendingRequests()).isEqualTo(before);
      assertThatThrownBy(() -> client.callTool(
              "hang", Map.of(), CallOptions.defaults().withTimeout(Duration.ofMillis(300))))
          .isInstanceOf(McpTimeoutException.class);

      client.callTool(
          "add_tool", Map.of("name", "added_in_" + era.name().toLowerCase(java.util.Locale.ROOT)));
      assertThat(changed.get(20, TimeUnit.SECONDS)).isEqualTo("notifications/tools/list_changed");
      assertThat(client.listTools())
          .extracting(tool -> tool.name())
          .contains("added_in_" + era.name().toLowerCase(java.util.Locale.ROOT));
    }
  }

  @ParameterizedTest
  @CsvSource({"LEGACY", "AUTO"})
  void aClosedClientSaysSoInEitherEra(ProtocolEra era) {
    McpClient client = connect(era, (method, params) -> {});
    client.close();

    assertThatThrownBy(() -> client.callTool("echo", Map.of("message", "late")))
        .isInstanceOf(TransportException.class)
        .hasMessage("Client for 'modern-test-server' is closed");
  }
}
