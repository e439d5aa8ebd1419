package dev.imcp.runtime;

import dev.imcp.runtime.internal.ClientSettings;
import dev.imcp.runtime.internal.Futures;
import dev.imcp.runtime.internal.Json;
import dev.imcp.runtime.internal.RuntimeThread;
import dev.imcp.runtime.internal.ServerLaunch;
import dev.imcp.runtime.internal.Supervisor;
import dev.imcp.runtime.internal.ToolLists;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.ToolDefinition;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A connection to one MCP server, over stdio or Streamable HTTP, initialized and ready. Every operation comes in two styles: {@code
 * …Async} returns a {@link CompletableFuture} (cancel it to cancel the request on the wire), the plain one blocks and
 * throws the {@link McpException} itself. Thread-safe; many calls may be in flight at once.
 *
 * <pre>{@code
 * try (McpClient client = McpClient.builder(ServerCommand.of("node", "server.js")).clientName("my-app").connect()) {
 *   ToolResult result = client.callTool("echo", Map.of("message", "hi"));
 *   System.out.println(result.text());
 * }
 * }</pre>
 *
 * <p>Callbacks attached to returned futures run on the thread that completed them, which may be the client's reader;
 * keep them short, or use the {@code …Async} variants of {@code CompletableFuture} with an executor of your own.
 */
public final class McpClient implements AutoCloseable {
  private final Supervisor supervisor;

  private McpClient(Supervisor supervisor) {
    this.supervisor = supervisor;
  }

  public static McpClientBuilder builder(ServerCommand command) {
    return new McpClientBuilder(command);
  }

  /**
   * A client of a Streamable HTTP server ({@code http://…} or {@code https://…}, its MCP endpoint, often ending in
   * {@code /mcp}), spoken to with the 2025-11-25 rules.
   *
   * @throws IllegalArgumentException when {@code url} is not an http or https URL with a host
   */
  public static McpClientBuilder builder(URI url) {
    return new McpClientBuilder(url);
  }

  static CompletableFuture<McpClient> open(ClientSettings settings) {
    // The server first: its start-up then overlaps the loading of everything else (see ServerLaunch).
    ServerLaunch launch = ServerLaunch.start(settings);
    return Futures.map(Supervisor.open(settings, launch), McpClient::new);
  }

  /** The server's answer to {@code initialize}. */
  public InitializeResult initializeResult() {
    return supervisor.current().initializeResult();
  }

  /** The server's name as it announced it. */
  /**
   * The protocol version spoken: 2026-07-28 (stateless, after {@code server/discover}) or the version the 2025
   * handshake agreed on; see {@link ProtocolEra}.
   */
  public String protocolVersion() {
    return initializeResult().protocolVersion();
  }

  public String serverName() {
    return supervisor.current().serverName();
  }

  public ToolResult callTool(String tool, @Nullable Object arguments) {
    return await(callToolAsync(tool, arguments, CallOptions.defaults()));
  }

  public ToolResult callTool(String tool, @Nullable Object arguments, CallOptions options) {
    return await(callToolAsync(tool, arguments, options));
  }

  public CompletableFuture<ToolResult> callToolAsync(String tool, @Nullable Object arguments) {
    return callToolAsync(tool, arguments, CallOptions.defaults());
  }

  /**
   * Calls a tool.
   *
   * @param arguments a request object (validated with Bean Validation before anything is sent), a {@code Map}, a JSON
   *     object, or null for none
   */
  public CompletableFuture<ToolResult> callToolAsync(String tool, @Nullable Object arguments, CallOptions options) {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(options, "options");
    return supervisor.callTool(tool, arguments, options);
  }

  /**
   * Calls a tool that declares an {@code outputSchema} and decodes its {@code structuredContent} (or, from servers that
   * send none, its JSON text) into {@code resultType}. Cancelling the returned future cancels the call.
   */
  public <T> CompletableFuture<T> callToolAsync(String tool, @Nullable Object arguments, CallOptions options, Class<T> resultType) {
    Objects.requireNonNull(resultType, "resultType");
    return Futures.map(callToolAsync(tool, arguments, options), result -> result.decode(resultType));
  }

  public <T> T callTool(String tool, @Nullable Object arguments, CallOptions options, Class<T> resultType) {
    return await(callToolAsync(tool, arguments, options, resultType));
  }

  /** Calls a tool whose result is known without an {@code outputSchema} and decodes it as {@code resultType} says. */
  public <T> CompletableFuture<T> callToolAsync(String tool, @Nullable Object arguments, CallOptions options, ResultType<T> resultType) {
    Objects.requireNonNull(resultType, "resultType");
    return Futures.map(callToolAsync(tool, arguments, options), resultType::decode);
  }

  public <T> T callTool(String tool, @Nullable Object arguments, CallOptions options, ResultType<T> resultType) {
    return await(callToolAsync(tool, arguments, options, resultType));
  }

  /** A new batch of calls on this client; see {@link Batch}. */
  public Batch batch() {
    return new Batch(this);
  }

  /** The result cache's counters; all zero when the {@link CachePolicy} caches nothing. */
  public CacheStats cacheStats() {
    return supervisor.current().cacheStats();
  }

  /** Drops every cached result. */
  public void invalidateCache() {
    supervisor.current().invalidateCache();
  }

  /** Drops the cached results of one tool. */
  public void invalidateCache(String tool) {
    supervisor.current().invalidateCache(Objects.requireNonNull(tool, "tool"));
  }

  /** Every tool, following {@code nextCursor} to the end. */
  public List<ToolDefinition> listTools() {
    return await(listToolsAsync());
  }

  public CompletableFuture<List<ToolDefinition>> listToolsAsync() {
    return supervisor.call(wait(CallOptions.defaults()), session -> ToolLists.all(session, CallOptions.defaults()));
  }

  /** The server's tool surface now: its info, the negotiated protocol version and every tool. */
  public Snapshot snapshot() {
    InitializeResult init = initializeResult();
    return Snapshot.of(init.serverInfo(), init.protocolVersion(), listTools());
  }

  public void ping() {
    await(pingAsync());
  }

  public CompletableFuture<Void> pingAsync() {
    return supervisor.call(wait(CallOptions.defaults()), session -> session.ping(CallOptions.defaults()));
  }

  public JsonNode listResources() {
    return await(requestAsync("resources/list", Json.mapper().createObjectNode(), CallOptions.defaults()));
  }

  public JsonNode readResource(String uri) {
    return await(requestAsync("resources/read", Json.mapper().createObjectNode().put("uri", uri), CallOptions.defaults()));
  }

  public JsonNode listPrompts() {
    return await(requestAsync("prompts/list", Json.mapper().createObjectNode(), CallOptions.defaults()));
  }

  public JsonNode getPrompt(String name, Map<String, String> arguments) {
    ObjectNode params = Json.mapper().createObjectNode().put("name", name);
    params.set("arguments", Json.mapper().valueToTree(arguments));
    return await(requestAsync("prompts/get", params, CallOptions.defaults()));
  }

  /** Any request, untyped: for methods this client has no method for. */
  public CompletableFuture<JsonNode> requestAsync(String method, ObjectNode params, CallOptions options) {
    ObjectNode copy = params.deepCopy();
    return supervisor.call(wait(options), session -> session.request(method, copy, options));
  }

  /** Receives lifecycle events of a supervised server from now on; see {@link SupervisionPolicy}. */
  public void addLifecycleListener(LifecycleListener listener) {
    supervisor.addLifecycleListener(Objects.requireNonNull(listener, "listener"));
  }

  /** How long a call may wait for a restarting server: its own timeout. */
  private Duration wait(CallOptions options) {
    return options.timeout().orElse(supervisor.defaultTimeout());
  }

  /** Receives every notification from now on (register on the builder to miss none sent during start-up). */
  public void addNotificationListener(NotificationListener listener) {
    supervisor.addListener(listener);
  }

  /** How many requests wait for an answer now. */
  public int pendingRequests() {
    return supervisor.current().pendingRequests();
  }

  /** The server process's id, for diagnostics. */
  public OptionalInt serverPid() {
    return supervisor.current().pid();
  }

  public boolean isClosed() {
    return supervisor.isClosed();
  }

  /**
   * Closes the server's stdin, waits for it to exit (see {@link McpClientBuilder#shutdownGrace}), then terminates and
   * finally kills it with its children; an HTTP client ends its session with DELETE instead. Calls in flight fail with a
   * {@link TransportException}. Idempotent.
   */
  @Override
  public void close() {
    supervisor.close();
  }

  /**
   * Waits for a future of this client. Interrupting the waiting thread cancels the request on the wire.
   *
   * @throws McpException as the future failed
   */
  static <T> T await(CompletableFuture<T> future) {
    if (RuntimeThread.isCurrent()) {
      throw new IllegalStateException(
          "A blocking MCP call from the client's own threads would wait for itself; use the async API in listeners");
    }
    try {
      return future.get();
    } catch (InterruptedException e) {
      future.cancel(true);
      Thread.currentThread().interrupt();
      throw new CancellationException("Interrupted while waiting for the server");
    } catch (ExecutionException e) {
      Throwable cause = Futures.unwrap(e);
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new IllegalStateException(cause);
    }
  }
}
