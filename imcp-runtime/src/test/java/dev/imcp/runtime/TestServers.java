package dev.imcp.runtime;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Real servers for the runtime's tests as {@link ServerCommand}s: the npm reference servers and our own scripts (found by
 * {@link dev.imcp.testing.TestServers}), and the fault-injecting fake (also a real process).
 */
public final class TestServers {
  private TestServers() {}

  static ServerCommand everything() {
    return ServerCommand.of(dev.imcp.testing.TestServers.everything());
  }

  static ServerCommand filesystem(Path root) {
    return ServerCommand.of(dev.imcp.testing.TestServers.filesystem(root));
  }

  static ServerCommand memory(Path file) {
    return ServerCommand.of(dev.imcp.testing.TestServers.memory())
        .withEnvironment("MEMORY_FILE_PATH", file.toString());
  }

  /** A server that logs hundreds of stderr lines at start-up and before every answer; see test-servers/noisy-server.mjs. */
  static ServerCommand noisy(String... arguments) {
    return ServerCommand.of(dev.imcp.testing.TestServers.noisy(arguments));
  }

  /** A server on the TypeScript SDK v2: {@code reject} speaks only 2026-07-28, {@code serve} both eras. */
  static ServerCommand modern(String legacy) {
    return ServerCommand.of(dev.imcp.testing.TestServers.modern(legacy));
  }

  /** The TS SDK v2 server that answers the trace context it receives, in both eras; see traced-server.mjs. */
  static ServerCommand traced() {
    return ServerCommand.of(dev.imcp.testing.TestServers.traced());
  }

  public static ServerCommand fake(String... arguments) {
    List<String> command = new ArrayList<>(List.of("node", fakeScript()));
    command.addAll(List.of(arguments));
    return ServerCommand.of(command);
  }

  public static ServerCommand fake() {
    return fake("normal");
  }

  /**
   * A client of a 2025 server (the fake and the reference servers are), pinned to the handshake so that request ids
   * count from its 1, as the assertions on them expect; {@link ProtocolErasTest} covers the probe against them.
   */
  static McpClient connect(ServerCommand command) {
    return McpClient.stdio(command)
        .protocolEra(ProtocolEra.LEGACY)
        .clientName("imcp-runtime-tests")
        .defaultTimeout(java.time.Duration.ofSeconds(20))
        .connect();
  }

  /** A client of an HTTP server, named as the tests' clients are, patient for 20 s. */
  public static HttpClientBuilder http(java.net.URI uri) {
    return McpClient.http(uri)
        .clientName("imcp-runtime-tests")
        .defaultTimeout(java.time.Duration.ofSeconds(20));
  }

  /** Faults no real HTTP server makes on demand: see fakes/http-faults.mjs. */
  static dev.imcp.testing.HttpTestServer httpFaults() {
    return dev.imcp.testing.HttpTestServer.node(
        dev.imcp.testing.HttpTestServer.freePort(), resource("/fakes/http-faults.mjs"));
  }

  private static String fakeScript() {
    return resource("/fakes/fake-server.mjs");
  }

  private static String resource(String name) {
    try {
      return Path.of(TestServers.class.getResource(name).toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
