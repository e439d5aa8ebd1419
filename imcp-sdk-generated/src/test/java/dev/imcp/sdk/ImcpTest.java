package dev.imcp.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.stub.ToolStatus;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.testing.TestServers;
import org.junit.jupiter.api.Test;

class ImcpTest {
  private static final String EVERYTHING =
      TestServers.npmServer("server-everything").toString();

  @Test
  void connectsWithTheFixedClientNameAndWaitsForASlowInitialize() {
    // A server that takes longer than the approval notice to answer, as iMCP does while a person
    // decides.
    ServerCommand slow =
        ServerCommand.of("sh", "-c", "sleep 3; exec node '" + EVERYTHING + "' stdio");

    try (ImcpClient client = Imcp.connect(slow)) {
      assertThat(client.mcpClient().initializeResult().serverInfo().name())
          .isEqualTo("mcp-servers/everything");
      assertThat(client.toolStatus()).containsEntry("calendars_list", ToolStatus.MISSING);
      assertThat(client.serviceStatus()).containsEntry("calendar", false);
    }
  }

  @Test
  void aServerThatFailsToStartIsReportedAsItself() {
    assertThatThrownBy(() ->
            Imcp.connect(ServerCommand.of("sh", "-c", "echo 'iMCP is not running' >&2; exit 2")))
        .isInstanceOf(TransportException.class)
        .hasMessageEndingWith(
            "the server process exited (exit code 2); last stderr lines:\n  iMCP is not running");
  }
}
