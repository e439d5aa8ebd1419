package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.schema.Snapshot;
import dev.imcp.testing.TestServers;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Real processes: the reference server, and commands that fail the ways a misconfigured server does. */
class LiveServerTest {
  private static ServerTarget server(Duration timeout, String... command) {
    return new ServerTarget.Command(ServerCommand.of(List.of(command)), timeout);
  }

  @Test
  void readsTheToolsOfTheReferenceServer() {
    String everything = TestServers.npmServer("server-everything").toString();

    Snapshot snapshot =
        LiveServer.snapshot(server(Duration.ofSeconds(30), "node", everything, "stdio"));

    assertThat(snapshot.tool("echo")).isPresent();
    assertThat(snapshot.protocolVersion()).contains("2025-11-25");
  }

  @Test
  void aServerThatExitsDuringInitializeFailsWithCommandExitCodeAndStderr() {
    assertThatThrownBy(() -> LiveServer.snapshot(
            server(Duration.ofSeconds(30), "sh", "-c", "echo 'no config found' >&2; exit 3")))
        .isInstanceOf(TransportException.class)
        .hasMessage(
            "Server 'sh -c echo 'no config found' >&2; exit 3': the server process exited (exit code 3); "
                + "last stderr lines:\n  no config found");
  }

  @Test
  void aServerThatNeverAnswersFailsWithinTheTimeout() {
    long start = System.nanoTime();

    assertThatThrownBy(() -> LiveServer.snapshot(server(Duration.ofSeconds(2), "sleep", "30")))
        .isInstanceOf(McpTimeoutException.class)
        .hasMessageMatching(
            "Server 'sleep 30' did not answer initialize \\(request 2\\) within \\d+ ms");
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
  }

  @Test
  void whileInitializeIsOutstandingItSaysWhatItAwaitsFromWhichCommand() {
    List<String> notices = new CopyOnWriteArrayList<>();

    assertThatThrownBy(() -> LiveServer.snapshot(
            server(Duration.ofSeconds(2), "sleep", "30"), Duration.ofMillis(100), notices::add))
        .isInstanceOf(McpTimeoutException.class);
    assertThat(notices)
        .isNotEmpty()
        .allMatch(
            notice -> notice.matches(
                "still waiting for the answer to server/discover or initialize from sleep 30 \\(\\d+ s of 2 s\\)"));
  }

  @Test
  void whileToolsListIsOutstandingItSaysSo() {
    String answersInitializeOnly =
        "require('readline').createInterface({input: process.stdin}).on('line', line => {"
            + " const m = JSON.parse(line); if (m.method === 'initialize') process.stdout.write(JSON.stringify({jsonrpc: '2.0',"
            + " id: m.id, result: {protocolVersion: '2025-06-18', capabilities: {tools: {}}, serverInfo: {name: 'mute',"
            + " version: '1'}}}) + '\\n'); });";
    List<String> notices = new CopyOnWriteArrayList<>();

    assertThatThrownBy(() -> LiveServer.snapshot(
            server(Duration.ofSeconds(2), "node", "-e", answersInitializeOnly),
            Duration.ofMillis(100),
            notices::add))
        .isInstanceOf(McpTimeoutException.class)
        .hasMessageStartingWith("Server 'mute' did not answer tools/list");
    assertThat(notices)
        .anyMatch(notice ->
            notice.startsWith("still waiting for the answer to tools/list from node -e "));
  }

  @Test
  void aServerThatDoesNotStartSaysWhichCommand() {
    assertThatThrownBy(
            () -> LiveServer.snapshot(server(Duration.ofSeconds(5), "/no/such/imcp-server")))
        .isInstanceOf(TransportException.class)
        .hasMessageStartingWith("Server '/no/such/imcp-server': cannot start the server: ");
  }
}
