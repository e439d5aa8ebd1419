package dev.imcp.runtime;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Real servers for tests: the npm reference servers, and the fault-injecting fake (also a real process). */
final class TestServers {
  private TestServers() {}

  static ServerCommand everything() {
    return ServerCommand.of("node", npmServer("server-everything"), "stdio");
  }

  static ServerCommand filesystem(Path root) {
    return ServerCommand.of("node", npmServer("server-filesystem"), root.toString());
  }

  static ServerCommand memory(Path file) {
    return ServerCommand.of("node", npmServer("server-memory")).withEnvironment("MEMORY_FILE_PATH", file.toString());
  }

  /** A server that logs hundreds of stderr lines at start-up and before every answer; see test-servers/noisy-server.mjs. */
  static ServerCommand noisy(String... arguments) {
    List<String> words = new ArrayList<>(List.of("node", testServer("noisy-server.mjs")));
    words.addAll(List.of(arguments));
    return ServerCommand.of(words);
  }

  /** A server on the TypeScript SDK v2: {@code reject} speaks only 2026-07-28, {@code serve} both eras. */
  static ServerCommand modern(String legacy) {
    return ServerCommand.of("node", testServer("modern-server.mjs"), legacy);
  }

  static ServerCommand fake(String mode) {
    return ServerCommand.of("node", fakeScript(), mode);
  }

  static ServerCommand fake() {
    return fake("normal");
  }

  /**
   * A client of a 2025 server (the fake and the reference servers are), pinned to the handshake so that request ids
   * count from its 1, as the assertions on them expect; {@link ProtocolErasTest} covers the probe against them.
   */
  static McpClient connect(ServerCommand command) {
    return McpClient.builder(command).protocolEra(ProtocolEra.LEGACY).clientName("imcp-runtime-tests").defaultTimeout(java.time.Duration.ofSeconds(20)).connect();
  }

  private static String npmServer(String name) {
    String root = System.getProperty("imcp.testServers", "../test-servers/node_modules");
    Path script = Path.of(root, "@modelcontextprotocol", name, "dist", "index.js");
    if (!Files.isRegularFile(script)) {
      throw new IllegalStateException(
          "The npm reference servers are not installed (no " + script + "); run: npm ci --prefix test-servers");
    }
    return script.toString();
  }

  private static String testServer(String file) {
    Path script = Path.of(System.getProperty("imcp.testServers", "../test-servers/node_modules")).resolveSibling(file);
    if (!Files.isRegularFile(script)) {
      throw new IllegalStateException("No test server at " + script);
    }
    return script.toString();
  }

  private static String fakeScript() {
    try {
      return Path.of(TestServers.class.getResource("/fakes/fake-server.mjs").toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
