package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Fifty users' threads connecting at once while every core is kept busy, as on a loaded CI machine: each client probes
 * its server with {@code server/discover}, which the server refuses before the client has read anything, and then
 * speaks the 2025 handshake. Every connect succeeds. (Parallel connects used to fail now and then with "cannot send
 * initialize: not connected", when the refusal was read before the session had attached itself to the transport;
 * {@code ConnectRaceTest} drives that interleaving on purpose.)
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class ParallelConnectsTest {
  private static final int CLIENTS = 50;

  @Test
  void fiftyParallelConnectsOnABusyMachineAllSucceed() throws InterruptedException {
    AtomicBoolean busy = new AtomicBoolean(true);
    burnEveryCore(busy);
    CountDownLatch go = new CountDownLatch(1);
    List<CompletableFuture<McpClient>> connected = new ArrayList<>();
    List<Thread> users = new ArrayList<>();
    try {
      for (int i = 0; i < CLIENTS; i++) {
        CompletableFuture<McpClient> client = new CompletableFuture<>();
        connected.add(client);
        String name = "parallel-" + i;
        Thread user = new Thread(() -> connect(name, go, client), name);
        user.start();
        users.add(user);
      }
      go.countDown();
      for (Thread user : users) {
        user.join(TimeUnit.MINUTES.toMillis(3));
      }
    } finally {
      busy.set(false);
      connected.forEach(client -> client.thenAccept(McpClient::close));
    }

    assertThat(connected)
        .allSatisfy(client -> assertThat(client)
            .as("a connect of " + CLIENTS)
            .succeedsWithin(Duration.ZERO)
            .satisfies(c -> assertThat(c.protocolVersion()).isEqualTo("2025-11-25")));
  }

  /** As a user's thread does it: {@code connect()}, blocking, as soon as every thread is ready. */
  private static void connect(String name, CountDownLatch go, CompletableFuture<McpClient> client) {
    try {
      go.await();
      client.complete(McpClient.stdio(answeringAtOnce())
          .clientName(name)
          .initializeTimeout(Duration.ofMinutes(2))
          .connect());
    } catch (InterruptedException e) {
      client.completeExceptionally(e);
    } catch (RuntimeException e) {
      client.completeExceptionally(e);
    }
  }

  /**
   * The fake, behind a shell that refuses {@code server/discover} (always request 1) the moment it starts, before the
   * client has read anything, as a native server does: the answer is waiting when the client starts reading.
   */
  private static ServerCommand answeringAtOnce() {
    List<String> fake = TestServers.fake().command();
    return ServerCommand.of(
        "sh",
        "-c",
        "printf '%s\\n' '{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32601,"
            + "\"message\":\"Method not found: server/discover\"}}'; exec \"$0\" \"$@\"",
        fake.get(0),
        fake.get(1),
        fake.get(2));
  }

  /** Four spinning threads per core, until {@code busy} is cleared. */
  private static List<Thread> burnEveryCore(AtomicBoolean busy) {
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < 4 * Runtime.getRuntime().availableProcessors(); i++) {
      Thread thread = new Thread(
          () -> {
            long x = 0;
            while (busy.get()) {
              x = x * 6364136223846793005L + 1442695040888963407L;
            }
            if (x == 42) {
              System.out.print("");
            }
          },
          "load-" + i);
      thread.setDaemon(true);
      thread.start();
      threads.add(thread);
    }
    return threads;
  }
}
