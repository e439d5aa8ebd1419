package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.HttpTestServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every HTTP client owns its connections: after 64 calls in flight at once, {@code close()} leaves no socket of this
 * process connected to the server, neither established nor waiting to be closed. Sockets are counted from /proc: this
 * process's file descriptors that are TCP sockets whose remote port is the server's.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class HttpSocketsTest {
  private static final int IN_FLIGHT = 64;

  @Test
  void closeLeavesNoSocketBehindAfterManyCallsInFlight() {
    try (HttpTestServer server = HttpTestServer.everything(null)) {
      int port = server.uri().getPort();
      McpClient client = McpClient.http(server.uri()).connect();
      List<CompletableFuture<ToolResult>> calls = new ArrayList<>();
      for (int i = 0; i < IN_FLIGHT; i++) {
        calls.add(client.callToolAsync("echo", Map.of("message", "m" + i)));
      }
      calls.forEach(CompletableFuture::join);
      int open = socketsTo(port);

      client.close();

      assertThat(open).as("sockets while the client was open").isGreaterThan(1);
      assertThat(socketsTo(port)).as("sockets after close()").isZero();
    }
  }

  @Test
  void clientsThatCameAndWentLeaveNoSocketBehind() {
    try (HttpTestServer server = HttpTestServer.everything(null)) {
      for (int i = 0; i < 5; i++) {
        try (McpClient client = McpClient.http(server.uri()).connect()) {
          client.callTool("echo", Map.of("message", "n" + i));
        }
      }

      assertThat(socketsTo(server.uri().getPort())).isZero();
    }
  }

  /** This process's TCP sockets whose remote end is {@code port} on this machine, in any state. */
  static int socketsTo(int port) {
    Set<String> inodes = remoteInodes(port);
    int count = 0;
    try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
      for (Path fd : (Iterable<Path>) fds::iterator) {
        String target = readLink(fd);
        if (target.startsWith("socket:[")
            && inodes.contains(target.substring(8, target.length() - 1))) {
          count++;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return count;
  }

  private static String readLink(Path fd) {
    try {
      return Files.readSymbolicLink(fd).toString();
    } catch (IOException e) {
      return ""; // closed meanwhile
    }
  }

  /** The inodes of every TCP socket, IPv4 and IPv6, whose remote port is {@code port}. */
  private static Set<String> remoteInodes(int port) {
    String hexPort = ":" + String.format(Locale.ROOT, "%04X", port);
    Set<String> inodes = new HashSet<>();
    for (String table : List.of("/proc/self/net/tcp", "/proc/self/net/tcp6")) {
      try {
        List<String> lines = Files.readAllLines(Path.of(table));
        for (String line : lines.subList(1, lines.size())) {
          String[] fields = line.trim().split("\\s+");
          if (fields[2].endsWith(hexPort)) {
            inodes.add(fields[9]);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return inodes;
  }
}
