package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.error.VersionMismatchException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Faults no reference server produces on demand, from the fake server: a real child process. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class FaultsTest {

  private static Throwable failureOf(CompletableFuture<?> future) {
    assertThatThrownBy(future::join).isInstanceOf(CompletionException.class);
    return future
        .handle((value, failure) ->
            failure instanceof CompletionException ? failure.getCause() : failure)
        .join();
  }

  @Test
  void aServerThatDiesBeforeInitializeFailsWithItsExitCodeAndStderr() {
    long start = System.nanoTime();

    assertThatThrownBy(() -> TestServers.connect(TestServers.fake("crash-before-init")))
        .isInstanceOfSatisfying(TransportException.class, e -> {
          assertThat(e.exitCode()).hasValue(7);
          assertThat(e.httpStatus()).isEmpty();
          assertThat(e.stderrTail()).containsExactly("fatal: cannot open database");
        })
        .hasMessageStartingWith("Server 'node ")
        .hasMessageEndingWith(
            ": the server process exited (exit code 7); last stderr lines:\n  fatal: cannot open database");
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
  }

  @Test
  void aServerThatCannotBeStartedSaysSo() {
    assertThatThrownBy(() -> TestServers.connect(ServerCommand.of("/nonexistent/imcp-server")))
        .isInstanceOf(TransportException.class)
        .hasMessageStartingWith("Server '/nonexistent/imcp-server': cannot start the server: ");
  }

  @Test
  void aCrashMidCallFailsEveryCallInFlightAtOnce() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      List<CompletableFuture<ToolResult>> inFlight = List.of(
          client.callToolAsync("hang", null),
          client.callToolAsync("hang", null),
          client.callToolAsync("echo", Map.of("message", "x", "delayMs", 60_000)));
      long start = System.nanoTime();

      CompletableFuture<ToolResult> crash = client.callToolAsync("crash", Map.of("code", 3));

      for (CompletableFuture<ToolResult> call :
          List.of(inFlight.get(0), inFlight.get(1), inFlight.get(2), crash)) {
        assertThat(failureOf(call))
            .isInstanceOfSatisfying(
                TransportException.class, e -> assertThat(e.exitCode()).hasValue(3))
            .hasMessage("Server 'fake': the server process exited (exit code 3)");
      }
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
      assertThat(client.pendingRequests()).isZero();
      assertThatThrownBy(() -> client.callTool("echo", Map.of("message", "late")))
          .isInstanceOf(TransportException.class)
          .hasMessage("Server 'fake': the server process exited (exit code 3)");
    }
  }

  @Test
  void aByteThatIsNotUtf8IsReadAsAReplacementCharacterNotAsALostAnswer() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      assertThat(client.callTool("bad-utf8", null).text()).isEqualTo("a\uFFFDb");
    }
  }

  @Test
  void aShortTimeoutFiresOnTimeWhileLongerOnesArePending() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<ToolResult> patient = client.callToolAsync(
          "hang", null, CallOptions.defaults().withTimeout(Duration.ofSeconds(40)));
      long start = System.nanoTime();

      assertThatThrownBy(() -> client.callTool(
              "hang", null, CallOptions.defaults().withTimeout(Duration.ofMillis(200))))
          .isInstanceOf(McpTimeoutException.class);

      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .as("not held up by the 40 s deadline")
          .isLessThan(Duration.ofSeconds(10));
      assertThat(patient).isNotDone();
      patient.cancel(true);
      assertThat(client.callTool("cancelled", null).text()).isEqualTo("[3,2]");
    }
  }

  @Test
  void interruptingABlockedCallerCancelsItsRequestOnTheWire() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<Thread> caller = new CompletableFuture<>();
      CompletableFuture<Throwable> failure = CompletableFuture.supplyAsync(() -> {
        caller.complete(Thread.currentThread());
        try {
          client.callTool("hang", null);
          return null;
        } catch (CancellationException e) {
          return Thread.currentThread().isInterrupted() ? e : new AssertionError("flag lost", e);
        }
      });
      await().atMost(Duration.ofSeconds(10)).until(() -> client.pendingRequests() == 1);

      caller.join().interrupt();

      assertThat(failure)
          .succeedsWithin(Duration.ofSeconds(10))
          .isInstanceOf(CancellationException.class)
          .extracting(Throwable::getMessage)
          .isEqualTo("Interrupted while waiting for server 'fake'");
      assertThat(client.callTool("cancelled", null).text()).isEqualTo("[2]");
      assertThat(client.pendingRequests()).isZero();
    }
  }

  @Test
  void aHangTimesOutSendsCancelledAndIgnoresNothingElse() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      assertThatThrownBy(() -> client.callTool(
              "hang", null, CallOptions.defaults().withTimeout(Duration.ofMillis(300))))
          .isInstanceOfSatisfying(McpTimeoutException.class, e -> {
            assertThat(e.method()).isEqualTo("tools/call hang");
            assertThat(e.elapsed()).isGreaterThanOrEqualTo(Duration.ofMillis(300));
          })
          .hasMessageMatching(
              "Server 'fake' did not answer tools/call hang \\(request 2\\) within \\d+ ms");

      assertThat(client.callTool("cancelled", null).text()).isEqualTo("[2]");
      assertThat(client.pendingRequests()).isZero();
    }
  }

  @Test
  void cancellingTheFutureSendsCancelledAndRemovesTheCall() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<ToolResult> call = client.callToolAsync("hang", null);
      assertThat(client.pendingRequests()).isEqualTo(1);
      // Answered after the hang was read: the server has it, so cancelling must tell it.
      assertThat(client.callTool("echo", Map.of("message", "behind")).text()).isEqualTo("behind");

      call.cancel(true);

      assertThatThrownBy(call::join).isInstanceOf(CancellationException.class);
      assertThat(client.pendingRequests()).isZero();
      assertThat(client.callTool("cancelled", null).text()).isEqualTo("[2]");
    }
  }

  @Test
  void aCallCancelledBeforeItWasWrittenIsNeverWrittenAndNeverCancelledOnTheWire(@TempDir Path dir)
      throws IOException {
    Path resume = dir.resolve("resume");
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      client.callTool("stop-reading", Map.of("resumeWhen", resume.toString()));
      List<CompletableFuture<ToolResult>> calls = new java.util.ArrayList<>();
      for (int i = 0; i < 8; i++) {
        // The first fills the pipe and is on the wire; the others wait in the client's queue.
        calls.add(client.callToolAsync("echo", Map.of("message", "x".repeat(1 << 20))));
      }

      calls.forEach(call -> call.cancel(true));
      Files.createFile(resume);

      // Heard: stop-reading, the first echo, count; only the first echo was cancelled.
      Expect.fakeHeard(client, "3", "[3]");
    }
  }

  @Test
  void aLateAnswerToATimedOutCallIsIgnored() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      assertThatThrownBy(() -> client.callTool(
              "echo",
              Map.of("message", "late", "delayMs", 400),
              CallOptions.defaults().withTimeout(Duration.ofMillis(100))))
          .isInstanceOf(McpTimeoutException.class);

      // Started after the late one and answered later than it (the fake's timers run in order): its
      // answer comes
      // once the late answer has arrived and been dropped.
      assertThat(
              client.callTool("echo", Map.of("message", "next", "delayMs", 400)).text())
          .isEqualTo("next");
      assertThat(client.pendingRequests()).isZero();
    }
  }

  @Test
  void garbageLinesAndStrayResponsesAreSkippedAndTheSessionGoesOn() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      assertThat(client.callTool("garbage", null).text()).isEqualTo("after the garbage");
      assertThat(client.callTool("echo", Map.of("message", "still here")).text())
          .isEqualTo("still here");
    }
  }

  @Test
  void aLineOverTheLimitFailsOnlyItsOwnCall() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<ToolResult> other =
          client.callToolAsync("echo", Map.of("message", "small", "delayMs", 300));

      assertThatThrownBy(() -> client.callTool("huge", Map.of("bytes", 20 * 1024 * 1024)))
          .isInstanceOf(TransportException.class)
          .hasMessageMatching(
              "Server 'fake': the response to tools/call huge \\(request \\d+\\) is \\d+ bytes, over the limit");
      assertThat(other.join().text()).isEqualTo("small");
      assertThat(client.callTool("echo", Map.of("message", "after")).text()).isEqualTo("after");
    }
  }

  @Test
  void aStderrFloodDoesNotBlockTheServerAndItsTailIsKept() {
    try (McpClient client =
        McpClient.stdio(TestServers.fake()).stderrTailLines(3).connect()) {
      assertThat(
              client.callTool("stderr-flood", Map.of("bytes", 8 * 1024 * 1024)).text())
          .isEqualTo("flooded");

      assertThatThrownBy(() -> client.callTool("crash", null))
          .isInstanceOfSatisfying(
              TransportException.class,
              e -> assertThat(e.stderrTail())
                  .hasSize(3)
                  .allSatisfy(line -> assertThat(line).hasSize(1023).matches("e+")));
    }
  }

  @Test
  void aServerThatIgnoresStdinEofAndSigtermIsStillKilledWithinTheBound() {
    McpClient client = McpClient.stdio(TestServers.fake("ignore-eof"))
        .shutdownGrace(Duration.ofMillis(300))
        .connect();
    ProcessHandle server = ProcessHandle.of(client.serverPid().orElseThrow()).orElseThrow();
    CompletableFuture<ToolResult> inFlight = client.callToolAsync("hang", null);

    long start = System.nanoTime();
    client.close();

    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    assertThat(server.isAlive()).isFalse();
    assertThat(failureOf(inFlight))
        .isInstanceOf(TransportException.class)
        .hasMessage("Client for 'fake' is closed");
  }

  @Test
  void closingStopsTheServersChildrenToo() {
    String fake = TestServers.fake().command().get(1);
    McpClient client = TestServers.connect(
        ServerCommand.of("sh", "-c", "sleep 300 & exec node '" + fake + "' normal"));
    List<ProcessHandle> children = ProcessHandle.of(client.serverPid().orElseThrow())
        .orElseThrow()
        .descendants()
        .toList();
    assertThat(children).isNotEmpty();

    client.close();

    assertThat(children).noneMatch(ProcessHandle::isAlive);
  }

  @Test
  void theServerStartsInTheGivenWorkingDirectoryWithTheGivenEnvironment(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
    String real = dir.toRealPath().toString();
    ServerCommand command = ServerCommand.of(
            "sh", "-c", "echo \"$(pwd) $IMCP_TEST_VALUE\" >&2; exit 5")
        .withWorkingDirectory(dir)
        .withEnvironment("IMCP_TEST_VALUE", "it works");

    assertThatThrownBy(() -> TestServers.connect(command))
        .isInstanceOfSatisfying(
            TransportException.class,
            e -> assertThat(e.stderrTail()).containsExactly(real + " it works"));
  }

  @Test
  void aProtocolErrorCarriesCodeMessageAndData() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      assertThatThrownBy(() -> client.callTool("fail", null))
          .isInstanceOfSatisfying(ProtocolErrorException.class, e -> {
            assertThat(e.code()).isEqualTo(-32602);
            assertThat(e.data())
                .hasValueSatisfying(
                    data -> assertThat(data.path("field").asString()).isEqualTo("x"));
          })
          .hasMessage(
              "Server 'fake' answered tools/call fail with JSON-RPC error -32602: Invalid params: no");
    }
  }

  @Test
  void aToolErrorThrowsWithItsTextOrIsReturned() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      assertThatThrownBy(() -> client.callTool("tool-error", null))
          .isInstanceOfSatisfying(
              ToolErrorException.class, e -> assertThat(e.result().isError()).isTrue())
          .hasMessage(
              "Tool tool-error on server 'fake' failed: Tool not found or service not enabled: x");
      assertThat(client
              .callTool(
                  "tool-error", null, CallOptions.defaults().withToolErrors(ToolErrors.RETURN))
              .isError())
          .isTrue();
    }
  }

  @Test
  void anUnsupportedProtocolVersionFailsClearly() {
    assertThatThrownBy(() ->
            TestServers.connect(TestServers.fake().withEnvironment("FAKE_PROTOCOL", "2023-01-01")))
        .isInstanceOf(VersionMismatchException.class)
        .hasMessage(
            "Server 'fake' speaks MCP 2023-01-01, which this client does not support (it supports "
                + "2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05)");
  }

  @Test
  void anOlderSupportedVersionIsAccepted() {
    try (McpClient client =
        TestServers.connect(TestServers.fake().withEnvironment("FAKE_PROTOCOL", "2025-03-26"))) {
      assertThat(client.initializeResult().protocolVersion()).isEqualTo("2025-03-26");
    }
  }
}
