package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.testing.HttpTestServer;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A server may close a kept-alive connection just as a request arrives on it (Node does when its keep-alive timeout
 * fires then, which a loaded machine makes likely): the request was not answered, and is sent again on a new
 * connection (the idle ones, as old, are closed); the client stays open. Before, the first such call closed the client
 * and failed every call after it (the harness's 1,090–8,288 failed calls of issue 28). A new connection the server
 * accepts and closes unanswered ends the client, saying so, so a server that closes every connection unanswered gets
 * the call twice. The faults come from fakes/http-faults.mjs (tools {@code hangup}, {@code drop}); resends that run
 * out, ResendsRunOutTest; a server gone altogether (its connect refused), HttpFaultsTest.
 *
 * <p>Each test needs its kept-alive connections still open when the fault's call goes out, however long the machine
 * takes to send it: they are left by blocking calls, which run their exchange on the caller's thread and leave the
 * connection with no reader, so the client's idle sweep (which closes a connection its reader waited on for a second)
 * never closes them; and the fake never closes an idle connection itself.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HttpKeepAliveTest {
  private static McpClient connect(HttpTestServer server) {
    return TestServers.http(server.uri()).protocolEra(ProtocolEra.LEGACY).connect();
  }

  @Test
  void aCallWhoseKeptAliveConnectionIsClosedUnansweredIsSentAgain() {
    try (HttpTestServer faults = TestServers.httpFaults();
        McpClient client = connect(faults)) {
      client.callTool("echo", Map.of("message", "before"));
      for (int i = 0; i < 5; i++) {
        assertThat(client.callTool("hangup", Map.of("message", "m" + i)).text())
            .isEqualTo("Echo: m" + i);
      }

      assertThat(faults.await(line -> line.equals("hung up"), Duration.ofSeconds(10)))
          .as("the server closed a kept-alive connection under a call")
          .isTrue();
      assertThat(client.isClosed()).isFalse();
      assertThat(client.callTool("echo", Map.of("message", "after")).text())
          .isEqualTo("Echo: after");
    }
  }

  @Test
  void callsInFlightWhoseConnectionsAreClosedUnansweredAreAllAnswered()
      throws InterruptedException {
    try (HttpTestServer faults = TestServers.httpFaults();
        McpClient client = connect(faults)) {
      for (int round = 0; round < 3; round++) {
        callInParallel(client, 16);
        List<CompletableFuture<ToolResult>> calls = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
          calls.add(client.callToolAsync("hangup", Map.of("message", round + "." + i)));
        }
        for (int i = 0; i < 16; i++) {
          assertThat(calls.get(i).orTimeout(30, TimeUnit.SECONDS).join().text())
              .isEqualTo("Echo: " + round + "." + i);
        }
      }

      assertThat(faults.await(line -> line.equals("hung up"), Duration.ofSeconds(10)))
          .isTrue();
      assertThat(client.isClosed()).isFalse();
    }
  }

  /**
   * {@code echo} called by {@code threads} threads at once, each blocking: the connections they open stay idle with no
   * reader (see the class's comment).
   */
  private static void callInParallel(McpClient client, int threads) throws InterruptedException {
    ExecutorService callers = Executors.newFixedThreadPool(threads);
    try {
      List<Future<ToolResult>> before = new ArrayList<>();
      for (int i = 0; i < threads; i++) {
        before.add(callers.submit(() -> client.callTool("echo", Map.of("message", "before"))));
      }
      for (Future<ToolResult> call : before) {
        assertThat(call.get(30, TimeUnit.SECONDS).text()).isEqualTo("Echo: before");
      }
    } catch (ExecutionException | TimeoutException e) {
      throw new AssertionError(e);
    } finally {
      callers.shutdownNow();
    }
  }

  @Test
  void aCallEveryConnectionIsClosedUnderIsSentOnceMoreOnANewConnectionThenClosesTheClient() {
    try (HttpTestServer faults = TestServers.httpFaults();
        McpClient client = connect(faults)) {
      client.callTool("echo", Map.of("message", "before"));

      assertThatThrownBy(() -> client.callTool("drop", Map.of()))
          .isInstanceOf(TransportException.class)
          .hasMessageStartingWith("Server 'http-faults': the server at " + faults.uri()
              + " accepted the connection and closed it without answering: ")
          .hasCauseInstanceOf(IOException.class);
      assertThat(faults.await(line -> line.equals("dropped new"), Duration.ofSeconds(10)))
          .isTrue();
      assertThat(faults.lines())
          .filteredOn(line -> line.startsWith("dropped"))
          .as("the call on the kept-alive connection, its resend on a new one, and no more")
          .containsExactly("dropped kept-alive", "dropped new");
      assertThat(client.isClosed()).isTrue();
    }
  }
}
