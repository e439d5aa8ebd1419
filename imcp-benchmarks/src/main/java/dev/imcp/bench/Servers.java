package dev.imcp.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The servers the clients talk to, each client its own fresh process: server-everything (2025), and for the 2026-07-28
 * era our echo server on the TypeScript SDK v2, which refuses the 2025 handshake.
 */
public final class Servers {
  private Servers() {}

  public static List<String> everything() {
    Path script = Path.of(
            System.getProperty("imcp.testServers", "test-servers/node_modules"),
            "@modelcontextprotocol/server-everything/dist/index.js")
        .toAbsolutePath();
    if (!Files.isRegularFile(script)) {
      throw new IllegalStateException(
          "server-everything is not installed at " + script + "; run npm ci --prefix test-servers");
    }
    return List.of("node", script.toString(), "stdio");
  }

  public static List<String> modern() {
    Path script = Path.of(System.getProperty("imcp.testServers", "test-servers/node_modules"))
        .resolveSibling("modern-server.mjs")
        .toAbsolutePath();
    if (!Files.isRegularFile(script)) {
      throw new IllegalStateException("modern-server.mjs is not at " + script);
    }
    return List.of("node", script.toString(), "reject");
  }
}
