package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CacheStats;
import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.InitializeResult;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.runtime.internal.jsonrpc.EventLoop;
import dev.imcp.runtime.internal.jsonrpc.JsonRpcConnection;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import dev.imcp.runtime.internal.stdio.StdioTransport;
import dev.imcp.runtime.internal.transport.Transport;
import dev.imcp.schema.ToolAnnotations;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One MCP session with one server, a process or an HTTP endpoint: what it knows of the server and how each request is
 * shaped in its era. Its jobs live in rooms of their own: {@link Opening} (start, era, handshake: {@link Handshake}),
 * {@link ToolCalls} (validation, errors, cache), {@link ServerEvents} (what the server sends on its own) and {@link
 * SessionEnd} (close, a dead server, an {@link Error} on a thread). Thread-safe.
 */
public final class Session implements AutoCloseable {
  final ClientSettings settings;
  /** When the connect began: the first request's caller waits the initialize timeout from here. */
  final long begun = System.nanoTime();

  final SessionEnd end;
  final EventLoop events;
  final JsonRpcConnection connection;
  final ServerEvents serverEvents;
  /**
   * Null when the policy caches nothing, the default: the cache's class (and Caffeine's, about 0.1 s of loading) stays
   * off a client's way to its first call.
   */
  final @Nullable ResultCache cache;

  private final ToolCalls calls;
  volatile String serverName;
  volatile @Nullable Transport transport;
  volatile @Nullable InitializeResult initialized;
  /** The _meta of every request in the 2026-07-28 era; absent in 2025's. */
  volatile @Nullable ObjectNode modernMeta;

  Session(ClientSettings settings, BiConsumer<Session, TransportException> onExit) {
    this.settings = settings;
    this.serverName = settings.command().displayName();
    this.end = new SessionEnd(this, onExit);
    SessionHooks hooks = new SessionHooks(this);
    this.events = new EventLoop(settings.command().command().get(0), hooks);
    this.cache = settings.cachePolicy().enabled()
        ? new ResultCache(settings.cachePolicy(), hooks, settings.observing())
        : null;
    this.serverEvents = new ServerEvents(this);
    this.connection = new JsonRpcConnection(hooks, events, serverEvents);
    this.calls = new ToolCalls(this);
  }

  /** Starts the server and opens the session; for tests. */
  public static CompletableFuture<Session> open(ClientSettings settings) {
    return Opening.open(settings, Launches.start(settings), (session, failure) -> {}, () -> {});
  }

  /** Nothing to run before reading: see {@link #open(ClientSettings, ServerLaunch, BiConsumer, Runnable)}. */
  public static final Runnable READ_AT_ONCE = SessionHooks.NO_WAIT;

  /**
   * Starts the session with a server already launched (see {@link Opening}); {@code onExit} hears of the process's end
   * (or of {@link #close()}) before the calls in flight fail, so that a supervisor can make new calls wait for a
   * restart. {@code beforeReading} runs once the session can route every answer and before the first line is read: a
   * test's seam, where the server's first answer can be made to wait in the pipe ({@link #READ_AT_ONCE} otherwise).
   */
  public static CompletableFuture<Session> open(
      ClientSettings settings,
      ServerLaunch launch,
      BiConsumer<Session, TransportException> onExit,
      Runnable beforeReading) {
    return Opening.open(settings, launch, onExit, beforeReading);
  }

  /** The era this session speaks, so that a restarted server is spoken to without a new probe. */
  public ProtocolEra era() {
    return modernMeta != null ? ProtocolEra.MODERN : ProtocolEra.LEGACY;
  }

  /** {@code ping} in 2025; 2026-07-28 dropped it, and {@code server/discover} is the cheapest request there. */
  public CompletableFuture<Void> ping(CallOptions options) {
    String method = modernMeta != null ? McpMethods.DISCOVER : McpMethods.PING;
    return send(method, "", Json.object(), options, result -> null);
  }

  /** The server's hints for {@code tool}, when this client lists tools for them. */
  public Optional<ToolAnnotations> hints(String tool) {
    return serverEvents.hints(tool);
  }

  public InitializeResult initializeResult() {
    InitializeResult result = initialized;
    if (result == null) {
      throw new IllegalStateException(
          "Server '" + serverName + "' has not answered initialize yet");
    }
    return result;
  }

  public String serverName() {
    return serverName;
  }

  /**
   * The HTTP transport, for what only a session over HTTP does; null over stdio. Asks the settings first: an {@code
   * instanceof HttpTransport} would load the HTTP classes on a stdio session's start-up path.
   */
  @Nullable
  HttpTransport http() {
    return settings.http().isPresent() && transport instanceof HttpTransport http ? http : null;
  }

  /**
   * The tools as listed, less those a 2026-07-28 HTTP client must leave out (invalid {@code x-mcp-header} annotations),
   * each with a warning; their annotations are learned on the way. 2025's tools are as listed.
   */
  ArrayNode screened(ArrayNode tools) {
    HttpTransport http = http();
    return http == null || modernMeta == null ? tools : ModernRequests.screened(this, http, tools);
  }

  /** Any request (its answer as it is: {@code Function.identity()} is a lambda spun cold, see {@link ToolLists}). */
  public CompletableFuture<JsonNode> request(
      String method, ObjectNode params, CallOptions options) {
    return send(method, "", params, options, ProbeStep.AS_IS);
  }

  <T> CompletableFuture<T> send(
      String method,
      String subject,
      ObjectNode params,
      CallOptions options,
      Function<? super JsonNode, ? extends T> read) {
    ObjectNode meta = modernMeta;
    return meta == null
        ? wire(method, subject, params, options, read)
        : ModernRequests.send(this, meta, method, subject, params, options, read);
  }

  <T> CompletableFuture<T> wire(
      String method,
      String subject,
      ObjectNode params,
      CallOptions options,
      Function<? super JsonNode, ? extends T> read) {
    return connection.request(
        method,
        subject,
        params,
        options.timeout().orElse(settings.defaultTimeout()),
        options.maxTotalTimeout(),
        options.progress(),
        true,
        read);
  }

  public CompletableFuture<ToolResult> callTool(
      String tool, @Nullable Object arguments, CallOptions options) {
    return calls.call(tool, arguments, options);
  }

  public CacheStats cacheStats() {
    ResultCache results = cache;
    return results == null ? new CacheStats(0, 0, 0, 0) : results.stats();
  }

  public void invalidateCache() {
    ResultCache results = cache;
    if (results != null) {
      results.invalidateAll();
    }
  }

  public void invalidateCache(String tool) {
    ResultCache results = cache;
    if (results != null) {
      results.invalidate(tool);
    }
  }

  public int pendingRequests() {
    return connection.pendingCount();
  }

  /** The server's descendants seen so far that still live; for tests. */
  List<ProcessHandle> knownDescendants() {
    return transport instanceof StdioTransport stdio ? stdio.knownDescendants() : List.of();
  }

  /**
   * The server's process id; none over HTTP, told by the settings first: {@code instanceof StdioTransport} loads that
   * class, which an HTTP client's start (this is asked for its lifecycle event) has no other use for.
   */
  public OptionalInt pid() {
    return settings.http().isEmpty() && transport instanceof StdioTransport stdio
        ? OptionalInt.of((int) stdio.pid())
        : OptionalInt.empty();
  }

  /** Stops the server and fails what is still pending; see {@link SessionEnd#close()}. */
  @Override
  public void close() {
    end.close();
  }

  public boolean isClosed() {
    return connection.isClosed();
  }
}
