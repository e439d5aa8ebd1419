package dev.imcp.runtime;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A real HTTP MCP server process on a free loopback port: server-everything in its Streamable HTTP mode (2025), the TS
 * SDK v2 server of test-servers/modern-server.mjs (2026-07-28), or the fault server fakes/http-faults.mjs. Its output
 * is kept so that a test can await what the server saw (a session ended, a stream closed) instead of sleeping.
 */
final class HttpTestServer implements AutoCloseable {
  private static final Duration START = Duration.ofSeconds(30);

  private final Process process;
  private final int port;
  private final List<String> lines = new ArrayList<>();

  private HttpTestServer(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  static HttpTestServer everything() {
    return everything(freePort());
  }

  /** On a given port: a test that restarts the server needs it back where the client looks. */
  static HttpTestServer everything(int port) {
    return start(
        port, Path.of(TestServers.everything().command().get(1)).toString(), "streamableHttp");
  }

  /** The TS SDK v2 server over HTTP: {@code reject} speaks only 2026-07-28, {@code serve} both eras (2025 statelessly). */
  static HttpTestServer modern(String legacy) {
    return start(freePort(), TestServers.modern(legacy).command().get(1), legacy, "http");
  }

  /** The TS SDK v2 server that answers the trace context it receives (2025 statelessly); see traced-server.mjs. */
  static HttpTestServer traced() {
    return start(freePort(), TestServers.traced().command().get(1), "http");
  }

  /** Faults no real server makes on demand; see fakes/http-faults.mjs. */
  static HttpTestServer faults() {
    return start(freePort(), resource("/fakes/http-faults.mjs"));
  }

  private static HttpTestServer start(int port, String... script) {
    List<String> command =
        new ArrayList<>(List.of("node", "--require", resource("/fakes/loopback-only.cjs")));
    command.addAll(List.of(script));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().put("PORT", Integer.toString(port));
    HttpTestServer server;
    try {
      server = new HttpTestServer(builder.start(), port);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.drain(server.process.getInputStream());
    server.drain(server.process.getErrorStream());
    if (!server.await(line -> line.contains("listening on port " + port), START)) {
      server.close();
      throw new IllegalStateException(
          command + " did not start on port " + port + ": " + server.lines());
    }
    return server;
  }

  URI uri() {
    return URI.create("http://127.0.0.1:" + port + "/mcp");
  }

  /** Waits, at most {@code timeout}, for a line of the server's output that {@code wanted} accepts. */
  boolean await(Predicate<String> wanted, Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    synchronized (lines) {
      while (lines.stream().noneMatch(wanted)) {
        long left = deadline - System.nanoTime();
        if (left <= 0 || !process.isAlive() && lines.stream().noneMatch(wanted)) {
          return false;
        }
        try {
          TimeUnit.NANOSECONDS.timedWait(lines, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return false;
        }
      }
      return true;
    }
  }

  List<String> lines() {
    synchronized (lines) {
      return List.copyOf(lines);
    }
  }

  private void drain(InputStream stream) {
    Thread reader = new Thread(
        () -> {
          try (BufferedReader in =
              new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
              synchronized (lines) {
                lines.add(line);
                lines.notifyAll();
              }
            }
          } catch (IOException e) {
            // The process ended.
          }
          synchronized (lines) {
            lines.notifyAll();
          }
        },
        "test-server-output");
    reader.setDaemon(true);
    reader.start();
  }

  /** A loopback port nothing listens on now. */
  static int freePort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String resource(String name) {
    try {
      return Path.of(HttpTestServer.class.getResource(name).toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
