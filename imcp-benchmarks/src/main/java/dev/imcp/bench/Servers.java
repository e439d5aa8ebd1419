package dev.imcp.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The server every client talks to: a fresh server-everything on stdio, from the pinned npm install. */
public final class Servers {
  private Servers() {}

  public static List<String> everything() {
    Path script = Path.of(System.getProperty("imcp.testServers", "test-servers/node_modules"),
        "@modelcontextprotocol/server-everything/dist/index.js").toAbsolutePath();
    if (!Files.isRegularFile(script)) {
      throw new IllegalStateException("server-everything is not installed at " + script + "; run npm ci --prefix test-servers");
    }
    return List.of("node", script.toString(), "stdio");
  }
}
