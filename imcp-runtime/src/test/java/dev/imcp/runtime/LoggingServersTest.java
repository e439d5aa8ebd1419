package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.slf4j.event.Level;

/**
 * Servers as users have them: they log a lot to stderr, sometimes to stdout by mistake, and run the real server as a
 * child. Also run on slf4j-api 1.7 (the {@code slf4j-1.7} Surefire execution), which Maven gives plugins.
 */
class LoggingServersTest {
  @Test
  void runsOnTheSlf4jApiTheBuildAsksFor() {
    boolean slf4j2 = OnClassPath.has("org.slf4j.spi.LoggingEventBuilder");
    assertThat(slf4j2)
        .as("slf4j-api 2 on the class path")
        .isEqualTo(!"1.7".equals(System.getProperty("imcp.expectSlf4j")));
  }

  @Test
  void aServerThatLogsHundredsOfLinesBeforeEveryAnswerIsListedAndCalled() {
    try (McpClient client = McpClient.stdio(TestServers.noisy())
        .stderrLevel(Level.INFO)
        .stderrTailLines(5)
        .connect()) {
      assertThat(client.listTools()).extracting(tool -> tool.name()).contains("echo");
      assertThat(client.callTool("echo", Map.of("message", "hi")).text()).isEqualTo("Echo: hi");
      assertThat(client.callTool("echo", Map.of("message", "again")).text())
          .isEqualTo("Echo: again");
    }
    String logFile = System.getProperty("org.slf4j.simpleLogger.logFile", "System.err");
    if (!logFile.startsWith("System.")) {
      assertThat(Path.of(logFile))
          .as("stderr lines reached the SLF4J 1.7 logger")
          .content()
          .contains(" stderr] [noisy] answering 300/300: the quick brown fox");
    }
  }

  @Test
  void stderrIsDrainedEvenWhenLoggingThrows() {
    PrintStream original = System.err;
    System.setErr(new PrintStream(OutputStream.nullOutputStream()) {
      @Override
      public void println(String line) {
        throw new IllegalStateException("the log is broken");
      }

      @Override
      public void println(Object line) {
        throw new IllegalStateException("the log is broken");
      }
    });
    try (McpClient client = McpClient.stdio(TestServers.noisy())
        .stderrLevel(Level.ERROR)
        .stderrTailLines(1)
        .connect()) {
      assertThat(client.callTool("echo", Map.of("message", "still here")).text())
          .isEqualTo("Echo: still here");
      assertThat(client.callTool("echo", Map.of("message", "and here")).text())
          .isEqualTo("Echo: and here");
    } finally {
      System.setErr(original);
    }
  }

  @Test
  void aServerThatExitsAfterLoggingNamesItsLastStderrLinesAllOfThem() {
    ServerCommand exiting = TestServers.noisy().withEnvironment("NOISY_EXIT", "1");
    List<String> lastTen = IntStream.rangeClosed(291, 300)
        .mapToObj(
            i -> "[noisy] starting " + i + "/300: the quick brown fox jumps over the lazy dog")
        .toList();

    assertThatThrownBy(() -> McpClient.stdio(exiting).stderrTailLines(10).connect())
        .isInstanceOfSatisfying(TransportException.class, e -> {
          assertThat(e.exitCode()).hasValue(1);
          assertThat(e.stderrTail()).isEqualTo(lastTen);
        })
        .hasMessage("Server '" + exiting.displayName()
            + "': the server process exited (exit code 1); last stderr lines:\n  "
            + String.join("\n  ", lastTen));
  }

  @Test
  void theMessageShowsTheLastTenLinesAndTheExceptionKeepsTheTail() {
    ServerCommand exiting = TestServers.noisy().withEnvironment("NOISY_EXIT", "1");

    assertThatThrownBy(() -> McpClient.stdio(exiting).connect())
        .isInstanceOfSatisfying(TransportException.class, e -> {
          assertThat(e.stderrTail()).hasSize(50).last().asString().contains("starting 300/300");
          assertThat(e.getMessage().lines()).hasSize(11);
          assertThat(e.getMessage())
              .contains(
                  "last stderr lines (40 earlier in stderrTail()):\n  [noisy] starting 291/300")
              .endsWith("starting 300/300: the quick brown fox jumps over the lazy dog");
        });
  }

  @Test
  void aLongStderrLineIsCutInTheMessage() {
    ServerCommand shouting =
        ServerCommand.of("sh", "-c", "printf 'x%.0s' $(seq 1000) >&2; echo >&2; exit 4");

    assertThatThrownBy(() -> McpClient.stdio(shouting).connect())
        .isInstanceOfSatisfying(TransportException.class, e -> {
          assertThat(e.stderrTail()).containsExactly("x".repeat(1000));
          assertThat(e.getMessage()).endsWith("\n  " + "x".repeat(300) + "… (1000 characters)");
        });
  }

  @Test
  void aTimeoutAfterNonJsonOnStdoutSaysHowManyLinesAndQuotesTheFirst() {
    ServerCommand talker = TestServers.noisy("--stdout-hello").withEnvironment("NOISY_LINES", "3");

    // Long enough for node to start and write its line on a loaded machine: the line must arrive
    // before the deadline.
    assertThatThrownBy(() ->
            McpClient.stdio(talker).initializeTimeout(Duration.ofSeconds(4)).connect())
        .isInstanceOf(McpTimeoutException.class)
        .hasMessageMatching("Server '\\Q" + talker.displayName()
            + "\\E' did not answer initialize \\(request 2\\) within \\d+ ms; "
            + "its stdout carried 1 line that is not JSON-RPC, the first: 'hello' \\(stdout must carry only JSON-RPC "
            + "messages; logs belong on stderr\\)");
  }

  @Test
  void manyLinesOnStdoutAreOneWarningAndOneErrorThatCountsThem() {
    ServerCommand talker = TestServers.noisy("--stdout-hello")
        .withEnvironment("NOISY_LINES", "1")
        .withEnvironment("NOISY_HELLOS", "500");

    String logged = StandardError.of(() -> assertThatThrownBy(() ->
            McpClient.stdio(talker).initializeTimeout(Duration.ofSeconds(4)).connect())
        .isInstanceOf(McpTimeoutException.class)
        .hasMessageContaining(
            "its stdout carried 500 lines that are not JSON-RPC, the first: 'hello'"));

    assertThat(logged.lines().filter(line -> line.contains("Skipping a line"))).hasSize(1);
    assertThat(logged).contains("further such lines are logged at DEBUG");
  }

  @Test
  void aCallOnAClosedClientSaysTheClientIsClosedAndNothingOfTheServer() {
    McpClient client = McpClient.stdio(TestServers.noisy()).connect();
    client.close();

    assertThatThrownBy(() -> client.callTool("echo", Map.of("message", "late")))
        .isInstanceOfSatisfying(TransportException.class, e -> {
          assertThat(e.exitCode()).isEmpty();
          assertThat(e.stderrTail()).isEmpty();
        })
        .hasMessage("Client for 'mcp-servers/everything' is closed");
  }
}
