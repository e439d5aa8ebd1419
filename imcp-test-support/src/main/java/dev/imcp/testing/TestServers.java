package dev.imcp.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The real servers tests talk to, as command words: the npm reference servers pinned in {@code test-servers/} and the
 * servers of our own beside them. The build passes {@code -Dimcp.testServers=<root>/test-servers/node_modules}; run
 * from a module folder without it, {@code ../test-servers/node_modules} is used. A server that is not installed is a
 * clear failure that says how to install it, never a skipped test.
 */
public final class TestServers {
  /** The system property naming the {@code node_modules} folder of {@code test-servers/}. */
  public static final String PROPERTY = "imcp.testServers";

  private TestServers() {}

  /** {@code server-everything} over stdio. */
  public static List<String> everything() {
    return List.of("node", npmServer("server-everything").toString(), "stdio");
  }

  /** {@code server-filesystem}, allowed to see {@code root} only. */
  public static List<String> filesystem(Path root) {
    return List.of("node", npmServer("server-filesystem").toString(), root.toString());
  }

  /** {@code server-memory}; it keeps its graph in the file named by {@code MEMORY_FILE_PATH}. */
  public static List<String> memory() {
    return List.of("node", npmServer("server-memory").toString());
  }

  /** A server that logs hundreds of stderr lines at start-up and before every answer ({@code noisy-server.mjs}). */
  public static List<String> noisy(String... arguments) {
    return withArguments(script("noisy-server.mjs"), arguments);
  }

  /** A server on the TypeScript SDK v2: {@code reject} speaks only 2026-07-28, {@code serve} both eras. */
  public static List<String> modern(String legacy) {
    return withArguments(script("modern-server.mjs"), legacy);
  }

  /**
   * An MCP server on the Rust SDK (rmcp 0.12, shipped as a binary in {@code @openai/codex-shell-tool-mcp}, pinned in
   * {@code test-servers/rust/}): it speaks the 2025 handshake and exits when its first request is not {@code
   * initialize}. One tool, {@code shell}.
   */
  public static List<String> rmcp() {
    Path entry = nodeModules()
        .resolveSibling("rust/node_modules/@openai/codex-shell-tool-mcp/bin/mcp-server.js");
    if (!Files.isRegularFile(entry)) {
      throw new IllegalStateException("The Rust SDK test server is not installed (no " + entry
          + "); run: npm ci --prefix test-servers/rust");
    }
    return List.of("node", entry.toString());
  }

  /**
   * A server on the TypeScript SDK v2 whose tool {@code save_view} takes free-form JSON (an object without properties,
   * an array of anything, an untyped value) and answers {@code {saved: <the arguments as received>}} ({@code
   * freeform-server.mjs}).
   */
  public static List<String> freeform() {
    return withArguments(script("freeform-server.mjs"));
  }

  /**
   * A server on the TypeScript SDK v2 that reads the trace context in each request's {@code _meta} and answers it
   * ({@code traced-server.mjs}); {@code http} serves Streamable HTTP instead of stdio.
   */
  public static List<String> traced(String... arguments) {
    return withArguments(script("traced-server.mjs"), arguments);
  }

  /** The entry point of {@code @modelcontextprotocol/<name>}. */
  public static Path npmServer(String name) {
    Path entry =
        nodeModules().resolve("@modelcontextprotocol").resolve(name).resolve("dist/index.js");
    if (!Files.isRegularFile(entry)) {
      throw new IllegalStateException("The npm reference servers are not installed (no " + entry
          + "); run: npm ci --prefix test-servers");
    }
    return entry;
  }

  /** A script of our own in {@code test-servers/}. */
  public static Path script(String file) {
    Path script = nodeModules().resolveSibling(file);
    if (!Files.isRegularFile(script)) {
      throw new IllegalStateException("No test server " + file + " at " + script);
    }
    return script;
  }

  private static Path nodeModules() {
    return Path.of(System.getProperty(PROPERTY, "../test-servers/node_modules"))
        .toAbsolutePath()
        .normalize();
  }

  private static List<String> withArguments(Path script, String... arguments) {
    List<String> words = new ArrayList<>(List.of("node", script.toString()));
    words.addAll(List.of(arguments));
    return List.copyOf(words);
  }
}
