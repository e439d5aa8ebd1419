package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The wire log ({@code dev.imcp.wire} at DEBUG) shows every message sent to and received from a real server, one line
 * each, in order from the first, with the server's name, and no secret among the arguments. The client runs in a JVM
 * of its own, since slf4j-simple reads its levels once per JVM. Until the first call has ended the runtime holds its
 * DEBUG lines rather than start SLF4J on the way (LogStart): a user who enables the wire log still sees them all, when
 * the client is closed, when the JVM exits with it open, and while it stays open after its first call.
 */
class WireLogTest {
  /** The client's messages to its first call's answer, in order. */
  private static final List<String> FIRST_MESSAGES = List.of(
      "→ .*\"method\":\"server/discover\".*",
      "← .*\"code\":-32601.*",
      "→ .*\"method\":\"initialize\".*",
      "← .*\"protocolVersion\".*",
      "→ .*\"method\":\"notifications/initialized\".*",
      // the arguments in either order
      "→ (?=.*wire-check)(?=.*\"password\":\"\\*\\*\\*\").*\"method\":\"tools/call\".*",
      "← .*Echo: wire-check.*");

  @Test
  void atDebugEachMessageIsOneLineWithSecretsRedacted() throws Exception {
    String output = run("close");
    assertFirstMessagesInOrder(output);
    assertThat(output).doesNotContain("hunter2");
  }

  @Test
  void aClientLeftOpenAtTheJvmsExitStillShowsEveryMessage() throws Exception {
    assertFirstMessagesInOrder(run("exit"));
  }

  /** Read while the client is open: the lines held on the way to the first call come once it has ended. */
  @Test
  void aClientThatStaysOpenShowsEveryMessageOnceItsFirstCallHasEnded() throws Exception {
    assertFirstMessagesInOrder(
        linesWhileOpen(start("open", TestServers.everything().command()), "Echo: wire-check"));
  }

  /**
   * A first call that is never answered (the call's timeout is a minute): the lines that show what was sent come a
   * moment after they were held, not at the timeout, the close or the JVM's exit.
   */
  @Test
  void aFirstCallThatIsNeverAnsweredStillShowsWhatWasSent() throws Exception {
    String wire = linesWhileOpen(start("hang", TestServers.fake().command()), "\"name\":\"hang\"");
    assertThat(wire).contains("\"method\":\"initialize\"");
  }

  /** The client's output up to its first wire line that contains {@code awaited}, read while the client is open. */
  private static String linesWhileOpen(Process client, String awaited) throws Exception {
    List<String> seen = new ArrayList<>();
    CompletableFuture<Void> answerSeen = new CompletableFuture<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader lines = new BufferedReader(
          new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
          synchronized (seen) {
            seen.add(line);
          }
          if (line.contains("dev.imcp.wire") && line.contains(awaited)) {
            answerSeen.complete(null);
          }
        }
      } catch (IOException e) {
        answerSeen.completeExceptionally(e);
      }
    });
    reader.start();
    try {
      answerSeen.get(30, TimeUnit.SECONDS);
      synchronized (seen) {
        return String.join("\n", seen);
      }
    } finally {
      client.getOutputStream().close();
      assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
      reader.join();
    }
  }

  /** The first wire line is the first message, and the client's first messages follow in order (the server's own may come between). */
  private static void assertFirstMessagesInOrder(String output) {
    List<String> wire = output
        .lines()
        .filter(line -> line.contains("dev.imcp.wire"))
        .map(line -> line.substring(line.indexOf(" - ") + 3))
        .toList();
    assertThat(wire).as(output).isNotEmpty();
    assertThat(wire.get(0)).matches(".* " + FIRST_MESSAGES.get(0));
    int next = 0;
    for (String line : wire) {
      if (next < FIRST_MESSAGES.size() && line.matches(".* " + FIRST_MESSAGES.get(next))) {
        next++;
      }
    }
    assertThat(next)
        .as("the first messages in order, in %s", wire)
        .isEqualTo(FIRST_MESSAGES.size());
  }

  private static String run(String end) throws Exception {
    Process client = start(end, TestServers.everything().command());
    client.getOutputStream().close();
    String output = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(client.exitValue()).as(output).isZero();
    return output;
  }

  private static Process start(String end, List<String> server) throws IOException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
        "-Dorg.slf4j.simpleLogger.log.dev.imcp.wire=debug",
        "-cp",
        System.getProperty("java.class.path"),
        WireLogClient.class.getName(),
        end));
    command.addAll(server);
    return new ProcessBuilder(command).redirectErrorStream(true).start();
  }
}
