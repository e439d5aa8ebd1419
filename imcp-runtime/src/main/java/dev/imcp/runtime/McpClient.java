// One room: the client a user holds, each public method a short call into its live session with the
// Javadoc that says what it does; splitting it would split the one page of API a user reads.
package dev.imcp.runtime;

import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.CallerRuns;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.StackCheck;
import dev.imcp.runtime.internal.session.ArgumentRefusals;
import dev.imcp.runtime.internal.session.ToolLists;
import dev.imcp.runtime.internal.supervision.Supervisor;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.ToolDefinition;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A connection to one MCP server, over stdio or Streamable HTTP, initialized and ready: tools here, {@link #prompts()},
 * {@link #resources()} and the result {@link #cache()} beside. Every operation comes in two styles: {@code …Async}
 * returns a {@link CompletableFuture} (cancel it to cancel the request on the wire), the plain one blocks and throws
 * the {@link McpException} itself. Thread-safe; many calls may be in flight at once.
 *
 * <pre>{@code
 * try (McpClient client = McpClient.stdio(ServerCommand.of("node", "server.js")).clientName("my-app").connect()) {
 *   ToolResult result = client.callTool("echo", Map.of("message", "hi"));
 *   System.out.println(result.text());
 * }
 * }</pre>
 *
 * <p>Callbacks attached to returned futures run on the thread that completed them, which may be the client's reader;
 * keep them short, or use the {@code …Async} variants of {@code CompletableFuture} with an executor of your own.
 */
public final class McpClient implements AutoCloseable {
  private final LiveSession live;
  /**
   * The views made when first asked for, not with the client: three classes fewer on every client's way to its first
   * call. Guarded by {@link #live}.
   */
  private @Nullable ResultCache cache;

  private @Nullable Prompts prompts;
  private @Nullable Resources resources;

  /** A client of the supervisor a connect opened; see {@code ClientBuilder.NewClient}. */
  static McpClient of(Object supervisor) {
    return new McpClient((Supervisor) supervisor);
  }

  McpClient(Supervisor supervisor) {
    this.live = new LiveSession(supervisor);
  }

  /**
   * A client of a server started as a child process and spoken to over its stdin and stdout.
   *
   * @param command the program and arguments that start the server
   * @return a builder with every setting at its default
   */
  public static StdioClientBuilder stdio(ServerCommand command) {
    return new StdioClientBuilder(command);
  }

  /**
   * A client of a Streamable HTTP server, spoken to in the era {@link ClientBuilder#protocolEra} chooses.
   *
   * @param url the server's MCP endpoint ({@code http://…} or {@code https://…}, often ending in {@code /mcp})
   * @return a builder with every setting at its default
   * @throws IllegalArgumentException when {@code url} is not an http or https URL with a host
   * @throws IllegalStateException when Apache HttpClient 5 (optional) is missing or older than 5.4, naming what to add
   */
  public static HttpClientBuilder http(URI url) {
    StackCheck.httpClient();
    return new HttpClientBuilder(url);
  }

  /** {@return the server's answer to {@code initialize} (for a 2026-07-28 server, to {@code server/discover})} */
  public InitializeResult initializeResult() {
    return live.supervisor.current().initializeResult();
  }

  /** {@return the protocol version spoken: 2026-07-28 or the one the 2025 handshake agreed} See {@link ProtocolEra}. */
  public String protocolVersion() {
    return initializeResult().protocolVersion();
  }

  /** {@return the server's name as it announced it, or its command line or URL until it did} */
  public String serverName() {
    return live.serverName();
  }

  /**
   * Calls a tool with the client's default options and waits for its result.
   *
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object (validated with Bean Validation before anything is sent), a {@code Map}, a JSON
   *     object (a Jackson 3 tree, or JSON text in a {@code String}), or null for none
   * @return the tool's result; {@link ToolResult#decode(Class)} or {@link ResultType#decode} read it as a type of yours
   * @throws McpException when the call fails: {@link dev.imcp.runtime.error.InvalidArgumentsException} (nothing sent),
   *     {@link ToolErrorException} (an {@code isError} result, unless {@link ToolErrors#RETURN}), {@link
   *     dev.imcp.runtime.error.McpTimeoutException}, {@link dev.imcp.runtime.error.ProtocolErrorException}, {@link
   *     TransportException}
   */
  public ToolResult callTool(String tool, @Nullable Object arguments) {
    return callTool(tool, arguments, CallOptions.defaults());
  }

  /**
   * Calls a tool and waits, as {@link #callTool(String, Object)} does; interrupting the waiting thread cancels it (over
   * Streamable HTTP the call's exchange runs on the calling thread, whose socket an interrupt closes under the read).
   *
   * @param tool the tool's name
   * @param arguments as {@link #callTool(String, Object)} takes them
   * @param options this call's timeout, progress listener, correlation id and {@link ToolErrors}
   * @return the tool's result
   */
  public ToolResult callTool(String tool, @Nullable Object arguments, CallOptions options) {
    // Over HTTP the call's exchange runs on this thread, where it would wait anyway.
    CallerRuns runs = CallerRuns.open();
    CompletableFuture<ToolResult> call;
    try {
      call = callToolAsync(tool, arguments, options);
    } finally {
      runs.close();
    }
    return await(call);
  }

  /**
   * Calls a tool with the client's default options, without waiting.
   *
   * @param tool the tool's name
   * @param arguments as {@link #callTool(String, Object)} takes them
   * @return the result to come, failing as {@link #callTool(String, Object)} throws; cancelling it cancels the call
   */
  public CompletableFuture<ToolResult> callToolAsync(String tool, @Nullable Object arguments) {
    return callToolAsync(tool, arguments, CallOptions.defaults());
  }

  /**
   * Calls a tool, without waiting.
   *
   * @param tool the tool's name
   * @param arguments as {@link #callTool(String, Object)} takes them
   * @param options this call's settings
   * @return the result to come, failing as {@link #callTool(String, Object)} throws; cancelling it cancels the call
   */
  public CompletableFuture<ToolResult> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options) {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(options, "options");
    Object wire;
    try {
      wire = JsonForms.arguments(arguments);
    } catch (IllegalArgumentException e) {
      return CompletableFuture.failedFuture(
          ArgumentRefusals.unwritable(serverName(), tool, e.getMessage()));
    }
    return live.supervisor.callTool(tool, wire, options);
  }

  /** {@return a new, empty batch of calls on this client} See {@link Batch}. */
  public Batch batch() {
    return new Batch(this);
  }

  /** {@return the result cache: its counters, and dropping entries} See {@link CachePolicy}. */
  public ResultCache cache() {
    synchronized (live) {
      if (cache == null) {
        cache = new ResultCache(live.supervisor);
      }
      return cache;
    }
  }

  /** {@return every tool in the server's order, every page; a page that fails or is late throws an McpException} */
  public List<ToolDefinition> listTools() {
    return await(listToolsAsync());
  }

  /** {@return every tool to come, as {@link #listTools()} lists them} */
  public CompletableFuture<List<ToolDefinition>> listToolsAsync() {
    return live.call(ToolLists.WITH_DEFAULTS);
  }

  /** {@return the server's info, protocol version and tools now, for {@code SnapshotFormat}; fails as listTools} */
  public Snapshot snapshot() {
    InitializeResult init = initializeResult();
    return Snapshot.of(init.serverInfo(), init.protocolVersion(), listTools());
  }

  /** Sends {@code ping} and waits for the answer, within the default timeout; throws an {@link McpException} if none. */
  public void ping() {
    await(pingAsync());
  }

  /** {@return the answer to a {@code ping} to come} */
  public CompletableFuture<Void> pingAsync() {
    return live.call(session -> session.ping(CallOptions.defaults()));
  }

  /** {@return the server's prompts: list, get, complete, hear changes} */
  public Prompts prompts() {
    synchronized (live) {
      if (prompts == null) {
        prompts = new Prompts(this, live);
      }
      return prompts;
    }
  }

  /** {@return the server's resources and templates: list, read, subscribe, complete, listen for changes} */
  public Resources resources() {
    synchronized (live) {
      if (resources == null) {
        resources = new Resources(this, live);
      }
      return resources;
    }
  }

  /**
   * Sends any request, untyped: for methods this client has no method for.
   *
   * @param method the JSON-RPC method, such as {@code completion/complete}
   * @param params the request's params; copied, so the caller may reuse it
   * @param options the request's timeout and progress listener; {@link ToolErrors} does not apply
   * @return the {@code result} to come; a JSON-RPC error fails it with a {@code ProtocolErrorException}
   */
  public CompletableFuture<JsonNode> requestAsync(
      String method, ObjectNode params, CallOptions options) {
    ObjectNode copy = params.deepCopy();
    return live.call(options, session -> session.request(method, copy, options));
  }

  /**
   * As {@link #requestAsync(String, ObjectNode, CallOptions)}, with maps for trees.
   *
   * @param method the JSON-RPC method
   * @param params the request's params, as maps, lists and plain values
   * @param options the request's timeout and progress listener
   * @return the {@code result} to come, as a new map
   */
  public CompletableFuture<Map<String, Object>> requestAsync(
      String method, Map<String, ?> params, CallOptions options) {
    ObjectNode tree = (ObjectNode) JsonForms.tree(Objects.requireNonNull(params, "params"));
    return Futures.map(requestAsync(method, tree, options), JsonForms::map);
  }

  /**
   * As {@link #requestAsync(String, ObjectNode, CallOptions)}, with JSON text for trees (for another JSON library).
   *
   * @param method the JSON-RPC method
   * @param params the request's params: one JSON object, as text
   * @param options the request's timeout and progress listener
   * @return the {@code result} to come, as compact JSON text
   * @throws IllegalArgumentException when {@code params} is not one JSON object, saying why; nothing is sent
   */
  public CompletableFuture<String> requestAsync(String method, String params, CallOptions options) {
    ObjectNode tree = JsonForms.params(method, Objects.requireNonNull(params, "params"));
    return Futures.map(requestAsync(method, tree, options), JsonForms::text);
  }

  /**
   * Receives lifecycle events of a supervised server ({@link SupervisionPolicy}) from now on.
   *
   * @param listener called on the supervisor's thread; keep it short
   */
  public void addLifecycleListener(Consumer<LifecycleEvent> listener) {
    live.supervisor.addLifecycleListener(Objects.requireNonNull(listener, "listener"));
  }

  /**
   * Receives every notification from now on (register on the builder to miss none sent during start-up).
   *
   * @param listener called on the client's event thread; keep it short
   */
  public void addNotificationListener(NotificationListener listener) {
    live.supervisor.addListener(listener);
  }

  /**
   * Stops delivering notifications to a listener added before; nothing when it was not added.
   *
   * @param listener the listener, as added
   */
  public void removeNotificationListener(NotificationListener listener) {
    live.supervisor.removeListener(listener);
  }

  /** {@return how many requests wait for an answer now} */
  public int pendingRequests() {
    return live.supervisor.current().pendingRequests();
  }

  /** {@return the server process's id, for diagnostics; empty for an HTTP server} */
  public OptionalInt serverPid() {
    return live.supervisor.current().pid();
  }

  /** {@return whether the client is closed or its server gone for good; calls then fail with a {@link TransportException}} */
  public boolean isClosed() {
    return live.supervisor.isClosed();
  }

  /**
   * Closes the server's stdin, waits for it to exit (see {@link ClientBuilder#shutdownGrace}), then terminates and
   * finally kills it with its children; an HTTP client ends its session with DELETE instead. Calls in flight fail with a
   * {@link TransportException}. Idempotent.
   */
  @Override
  public void close() {
    live.supervisor.close();
  }

  /** Waits for a future of this client; interrupting the waiting thread cancels the request on the wire. */
  <T> T await(CompletableFuture<T> future) {
    return live.await(future);
  }
}
