package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CacheStats;
import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.InitializeResult;
import dev.imcp.runtime.NotificationListener;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.ServerRequestHandler;
import dev.imcp.runtime.ToolErrors;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.InvalidArgumentsException;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.error.VersionMismatchException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.http.HttpEndpoint;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.runtime.internal.jsonrpc.EventLoop;
import dev.imcp.runtime.internal.jsonrpc.IncomingHandlers;
import dev.imcp.runtime.internal.jsonrpc.JsonRpcConnection;
import dev.imcp.runtime.internal.jsonrpc.PendingRequest;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import dev.imcp.runtime.internal.stdio.StdioTransport;
import dev.imcp.runtime.internal.transport.Transport;
import dev.imcp.schema.ServerInfo;
import dev.imcp.schema.ToolAnnotations;
import dev.imcp.schema.ToolDefinition;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** One MCP session with one server, a process or an HTTP endpoint: the lifecycle, and each request's shape. Thread-safe. */
public final class Session implements IncomingHandlers, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Session.class);

  private final ClientSettings settings;
  private final EventLoop events;
  private final JsonRpcConnection connection;
  private final List<NotificationListener> listeners;
  private final AtomicBoolean closing = new AtomicBoolean();
  private final AtomicReference<@Nullable Thread> closer = new AtomicReference<>();
  private final CompletableFuture<@Nullable Void> stopped = new CompletableFuture<>();
  private final ResultCache cache;
  private final BiConsumer<Session, TransportException> onExit;
  private volatile Map<String, ToolAnnotations> hints = Map.of();
  private volatile String serverName;
  private volatile @Nullable Transport transport;
  private volatile @Nullable InitializeResult initialized;
  /** The _meta of every request in the 2026-07-28 era; absent in 2025's. */
  private volatile @Nullable ObjectNode modernMeta;
  /** A change subscription lasts as long as the session. */
  private static final CallOptions LISTENING =
      CallOptions.defaults().withTimeout(java.time.Duration.ofDays(365));

  private Session(ClientSettings settings, BiConsumer<Session, TransportException> onExit) {
    this.onExit = onExit;
    this.settings = settings;
    this.serverName = settings.command().displayName();
    this.events = new EventLoop(settings.command().command().get(0), this::fatal);
    this.connection = new JsonRpcConnection(() -> serverName, events, this);
    this.listeners = new CopyOnWriteArrayList<>(settings.listeners());
    this.cache = new ResultCache(settings.cachePolicy(), this::hints);
  }

  /** Starts the server and runs {@code initialize}; on any failure the process is stopped again. */
  public static CompletableFuture<Session> open(ClientSettings settings) {
    return open(settings, ServerLaunch.start(settings), (session, failure) -> {});
  }

  /**
   * Like {@link #open(ClientSettings)}, with a server already launched; {@code onExit} hears of the process's end (or
   * of {@link #close()}) before the calls in flight fail, so that a supervisor can make new calls wait for a restart.
   */
  public static CompletableFuture<Session> open(
      ClientSettings settings,
      ServerLaunch launch,
      BiConsumer<Session, TransportException> onExit) {
    return open(settings, launch, onExit, () -> {});
  }

  /**
   * Like {@link #open(ClientSettings, ServerLaunch, BiConsumer)}, with {@code beforeReading} run once the session can
   * route every answer and before the first line is read: a test's seam, where the server's first answer can be made
   * to wait in the pipe.
   */
  public static CompletableFuture<Session> open(
      ClientSettings settings,
      ServerLaunch launch,
      BiConsumer<Session, TransportException> onExit,
      Runnable beforeReading) {
    Session session = new Session(settings, onExit);
    // The launch sent the first request already; its answer is expected before anything is read.
    CompletableFuture<InitializeResult> initialize = settings.era() == ProtocolEra.LEGACY
        ? session
            .connection
            .expect(
                InitializeRequest.ID,
                "initialize",
                settings.initializeTimeout(),
                session::initialized)
            .exceptionallyCompose(failure -> CompletableFuture.failedFuture(
                VersionRefusal.map(session.serverName, Futures.unwrap(failure))))
        : new EraProbe(
                session.connection,
                settings,
                () -> session.serverName,
                session::discovered,
                session::initialized)
            .start();
    try {
      session.start(launch, beforeReading);
    } catch (TransportException e) {
      session.close();
      return CompletableFuture.failedFuture(e);
    }
    return initialize
        .thenCompose(initialized -> session.streamAnswered())
        .thenCompose(answered -> session.loadHints())
        .handle((result, failure) -> {
          if (failure != null) {
            session.close();
            throw Futures.asCompletionException(failure);
          }
          return session;
        });
  }

  /** 2026-07-28: no handshake; every later request carries the version, capabilities and client info in its _meta. */
  private InitializeResult discovered(JsonNode result, String version) {
    JsonNode info = result.path("_meta").path(DiscoverRequest.SERVER_INFO);
    String name =
        info.path("name").isString() && !info.path("name").stringValue().isBlank()
            ? info.get("name").stringValue()
            : serverName;
    serverName = name;
    modernMeta = DiscoverRequest.metaNode(settings);
    if (overHttp() && transport instanceof HttpTransport http) {
      http.negotiated(version);
    }
    InitializeResult discoveredResult = initializeResult(version, name, info, result);
    initialized = discoveredResult;
    LOG.debug(
        "Discovered {} {} speaking protocol {}",
        name,
        discoveredResult.serverInfo().version(),
        version);
    if (result.path("capabilities").path("tools").path("listChanged").asBoolean(false)) {
      listen();
    }
    return discoveredResult;
  }

  /**
   * 2026-07-28 servers send change notifications only on a {@code subscriptions/listen} stream: one long request whose
   * notifications reach {@link #notification} like 2025's unsolicited ones.
   */
  private void listen() {
    ObjectNode params = Json.mapper().createObjectNode();
    params.putObject("notifications").put("toolsListChanged", true);
    send("subscriptions/listen", "", params, LISTENING, Function.identity())
        .whenComplete((result, failure) -> {
          if (failure != null && !isClosed()) {
            LOG.debug(
                "The change subscription of {} ended: {}",
                serverName,
                Futures.unwrap(failure).toString());
          }
        });
  }

  /**
   * Over 2025 HTTP, the GET stream's first answer, so that calls follow it (bounded by a quarter of the initialize
   * timeout, at most 1 s); at once otherwise.
   */
  private CompletableFuture<Void> streamAnswered() {
    if (!overHttp() || !(transport instanceof HttpTransport http)) {
      return CompletableFuture.completedFuture(null);
    }
    Duration quarter = settings.initializeTimeout().dividedBy(4);
    return http.streamAnswered(
        quarter.compareTo(Duration.ofSeconds(1)) < 0 ? quarter : Duration.ofSeconds(1));
  }

  /**
   * Whether this session speaks HTTP; asked before {@code instanceof HttpTransport}, which would load the HTTP classes
   * on a stdio session's start-up path.
   */
  private boolean overHttp() {
    return settings.http().isPresent();
  }

  /** The era this session speaks, so that a restarted server is spoken to without a new probe. */
  public ProtocolEra era() {
    return modernMeta != null ? ProtocolEra.MODERN : ProtocolEra.LEGACY;
  }

  /** {@code ping} in 2025; 2026-07-28 dropped it, and {@code server/discover} is the cheapest request there. */
  public CompletableFuture<Void> ping(CallOptions options) {
    String method = modernMeta != null ? "server/discover" : "ping";
    return send(method, "", Json.mapper().createObjectNode(), options, result -> null);
  }

  /** A client that trusts the server's hints (for caching or retries) needs them before its first call. */
  private CompletableFuture<Void> loadHints() {
    if (!needsHints()) {
      return CompletableFuture.completedFuture(null);
    }
    return ToolLists.all(this, CallOptions.defaults()).thenAccept(this::keepHints);
  }

  private boolean needsHints() {
    return cache.needsHints() || settings.supervision().trustHintsForRetry();
  }

  private void keepHints(List<ToolDefinition> tools) {
    hints = tools.stream()
        .collect(Collectors.toMap(ToolDefinition::name, ToolDefinition::annotations, (a, b) -> a));
  }

  /** The server's hints for {@code tool}, when this client lists tools for them. */
  public Optional<ToolAnnotations> hints(String tool) {
    return Optional.ofNullable(hints.get(tool));
  }

  /**
   * Connects the transport to the connection before anything is read: an answer that arrives at once (the server's
   * to the request sent at launch) finds the connection attached, so that what it sets off (the initialize that
   * follows a refused discover, notifications/initialized) can be sent.
   */
  private void start(ServerLaunch launch, Runnable beforeReading) {
    if (settings.http().isPresent()) {
      startHttp(settings.http().get());
      return;
    }
    StdioTransport started;
    try {
      started = StdioTransport.open(
          settings.command(), launch, settings.transport(), new StdioTransport.Listener() {
            @Override
            public void line(String line) {
              connection.incoming().line(line);
            }

            @Override
            public void line(byte[] bytes, int offset, int length) {
              connection.incoming().line(bytes, offset, length);
            }

            @Override
            public void oversized(long length, String head, String tail) {
              connection.incoming().oversized(length, head, tail);
            }

            @Override
            public void closed(OptionalInt exitCode, List<String> stderrTail) {
              transportClosed(exitCode, stderrTail);
            }

            @Override
            public void failed(Throwable error) {
              fatal(error);
            }
          });
    } catch (IOException e) {
      throw new TransportException(
          serverName,
          "cannot start the server: " + e.getMessage(),
          OptionalInt.empty(),
          List.of(),
          e);
    }
    transport = started;
    connection.attach(started);
    beforeReading.run();
    started.start();
  }

  /**
   * An HTTP server is running already: the first request goes now, as a launched process's went at its start ({@code
   * server/discover} with the 2026-07-28 headers unless pinned to 2025).
   */
  private void startHttp(HttpEndpoint endpoint) {
    HttpTransport started = HttpTransport.start(
        endpoint,
        () -> serverName,
        settings.transport(),
        settings.initializeTimeout(),
        connection.incoming(),
        new HttpTransport.Listener() {
          @Override
          public void ended(TransportException failure) {
            httpEnded(failure);
          }

          @Override
          public void failed(Error error) {
            fatal(error);
          }
        });
    transport = started;
    connection.attach(started);
    byte[] line;
    if (settings.era() == ProtocolEra.LEGACY) {
      line = InitializeRequest.line(settings);
    } else {
      started.speakModern(ProtocolVersions.MODERN.get(0));
      line = DiscoverRequest.line(settings);
    }
    try {
      started.send(java.util.Arrays.copyOf(line, line.length - 1));
    } catch (IOException e) {
      throw new TransportException(
          serverName,
          "cannot send the first request: " + e.getMessage(),
          OptionalInt.empty(),
          List.of(),
          e);
    }
  }

  private void httpEnded(TransportException failure) {
    if (!closing.get()) {
      LOG.warn("{}", failure.getMessage());
      exit(failure);
    }
  }

  private InitializeResult initialized(JsonNode result) {
    String version = result.path("protocolVersion").asString("");
    JsonNode info = result.path("serverInfo");
    String name =
        info.path("name").isString() && !info.path("name").stringValue().isBlank()
            ? info.get("name").stringValue()
            : serverName;
    if (!ProtocolVersions.LEGACY.contains(version)) {
      throw new VersionMismatchException(
          name, version.isEmpty() ? "(none)" : version, ProtocolVersions.LEGACY);
    }
    serverName = name;
    if (overHttp() && transport instanceof HttpTransport http) {
      // Before notifications/initialized: every request after initialize carries it.
      http.negotiated(version);
    }
    InitializeResult initializeResult = initializeResult(version, name, info, result);
    initialized = initializeResult;
    connection.notify("notifications/initialized", null);
    if (overHttp() && transport instanceof HttpTransport http) {
      http.openStream();
    }
    LOG.debug(
        "Initialized {} {} with protocol {}",
        name,
        initializeResult.serverInfo().version(),
        version);
    return initializeResult;
  }

  /** What {@code server/discover} or {@code initialize} answered, as the client reports it. */
  private static InitializeResult initializeResult(
      String version, String name, JsonNode info, JsonNode result) {
    return new InitializeResult(
        version,
        new ServerInfo(name, info.path("version").asString("")),
        result.path("capabilities"),
        result.path("instructions").isString()
            ? Optional.of(result.get("instructions").stringValue())
            : Optional.empty());
  }

  public InitializeResult initializeResult() {
    InitializeResult result = initialized;
    if (result == null) {
      throw new IllegalStateException(
          "Server '" + serverName() + "' has not answered initialize yet");
    }
    return result;
  }

  public String serverName() {
    return serverName;
  }

  /**
   * The tools as listed, less those a 2026-07-28 HTTP client must leave out (invalid {@code x-mcp-header} annotations),
   * each with a warning; their annotations are learned on the way.
   */
  ArrayNode screened(ArrayNode tools) {
    if (!overHttp() || !(transport instanceof HttpTransport http)) {
      return tools;
    }
    Map<String, String> invalid = http.toolsListed(tools);
    if (invalid.isEmpty()) {
      return tools;
    }
    ArrayNode kept = Json.mapper().createArrayNode();
    for (JsonNode tool : tools) {
      String name = tool.path("name").asString("");
      if (invalid.containsKey(name)) {
        LOG.warn("Leaving out tool {} of {}: {}", name, serverName, invalid.get(name));
      } else {
        kept.add(tool);
      }
    }
    return kept;
  }

  /** Any request. */
  public CompletableFuture<JsonNode> request(
      String method, ObjectNode params, CallOptions options) {
    return send(method, "", params, options, Function.identity());
  }

  private <T> CompletableFuture<T> send(
      String method,
      String subject,
      ObjectNode params,
      CallOptions options,
      Function<? super JsonNode, ? extends T> read) {
    ObjectNode meta = modernMeta;
    if (meta == null) {
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
    if (method.equals("tools/call")
        && overHttp()
        && transport instanceof HttpTransport http
        && !http.knowsTools()) {
      // Over HTTP in 2026-07-28 a call mirrors annotated arguments into headers: the tools are
      // listed once first.
      return Futures.compose(
          ToolLists.all(this, CallOptions.defaults()).handle((tools, failure) -> null),
          listed -> sendModern(meta, method, subject, params, options, read));
    }
    return sendModern(meta, method, subject, params, options, read);
  }

  /** A 2026-07-28 request: the {@code _meta} it requires, and as many rounds as the server asks input for. */
  private <T> CompletableFuture<T> sendModern(
      ObjectNode meta,
      String method,
      String subject,
      ObjectNode params,
      CallOptions options,
      Function<? super JsonNode, ? extends T> read) {
    InputRounds.Attempt<T> round = roundParams -> {
      roundParams.withObjectProperty("_meta").setAll(meta);
      return connection.request(
          method,
          subject,
          roundParams,
          options.timeout().orElse(settings.defaultTimeout()),
          options.maxTotalTimeout(),
          options.progress(),
          true,
          result -> InputRounds.read(serverName, method, result, read));
    };
    return InputRounds.run(
        serverName,
        PendingRequest.label(method, subject),
        params,
        round,
        settings.requestHandlers());
  }

  public CompletableFuture<ToolResult> callTool(
      String tool, @Nullable Object arguments, CallOptions options) {
    ObjectNode params = Json.mapper().createObjectNode().put("name", tool);
    Object wire;
    try {
      wire = arguments(tool, arguments);
    } catch (McpException e) {
      return CompletableFuture.failedFuture(e);
    }
    // A request object is written straight into the message, not first into a tree: one pass, less
    // garbage.
    if (wire instanceof JsonNode node) {
      params.set("arguments", node);
    } else {
      params.putPOJO("arguments", wire);
    }
    options
        .correlationId()
        .ifPresent(id -> LOG.debug("Calling {} on {} [{}]", tool, serverName, id));
    ToolErrors toolErrors = options.toolErrors().orElse(settings.toolErrors());
    Function<ToolResult, ToolResult> checked = toolResult -> {
      if (toolResult.isError() && toolErrors == ToolErrors.THROW) {
        throw translated(new ToolErrorException(serverName, tool, toolResult));
      }
      return toolResult;
    };
    Function<JsonNode, ToolResult> read =
        result -> ToolResults.parse(serverName, tool, result, options.correlationId());
    if (!cache.enabled()) {
      // The usual path: the result is read and checked as it arrives, into the one future the
      // caller gets.
      return send("tools/call", tool, params, options, read.andThen(checked));
    }
    Supplier<JsonNode> key =
        () -> wire instanceof JsonNode node ? node : Json.mapper().valueToTree(wire);
    return Futures.map(
        cache.call(tool, key, () -> send("tools/call", tool, params, options, read)), checked);
  }

  public CacheStats cacheStats() {
    return cache.stats();
  }

  public void invalidateCache() {
    cache.invalidateAll();
  }

  public void invalidateCache(String tool) {
    cache.invalidate(tool);
  }

  private static @Nullable Void logged(String what, Throwable failure) {
    LOG.warn("{}: {}", what, failure.toString());
    return null;
  }

  private ToolErrorException translated(ToolErrorException error) {
    try {
      return Objects.requireNonNull(
          settings.toolErrorTranslator().translate(error), "translated error");
    } catch (RuntimeException e) {
      // A broken translator must not hide the server's error.
      error.addSuppressed(e);
      return error;
    }
  }

  /** The arguments as they go on the wire, validated: a JSON tree, or the caller's object. */
  private Object arguments(String tool, @Nullable Object arguments) {
    if (arguments == null) {
      return Json.mapper().createObjectNode();
    }
    settings.validator().ifPresent(validator -> {
      var violations = validator.validate(arguments);
      if (!violations.isEmpty()) {
        throw new InvalidArgumentsException(serverName, tool, violations);
      }
    });
    return arguments;
  }

  public int pendingRequests() {
    return connection.pendingCount();
  }

  /** The server's descendants seen so far that still live; for tests. */
  List<ProcessHandle> knownDescendants() {
    return transport instanceof StdioTransport stdio ? stdio.knownDescendants() : List.of();
  }

  public OptionalInt pid() {
    return transport instanceof StdioTransport stdio
        ? OptionalInt.of((int) stdio.pid())
        : OptionalInt.empty();
  }

  @Override
  public void notification(String method, JsonNode params) {
    if (method.equals("notifications/tools/list_changed")) {
      cache.invalidateAll();
      if (overHttp() && transport instanceof HttpTransport http) {
        http.toolsChanged();
      }
      if (needsHints()) {
        ToolLists.all(this, CallOptions.defaults())
            .thenAccept(this::keepHints)
            .exceptionally(failure ->
                logged("Cannot re-list tools of " + serverName + " for cache hints", failure));
      }
    }
    for (NotificationListener listener : listeners) {
      listener.onNotification(method, params);
    }
  }

  @Override
  public Optional<ServerRequestHandler> requestHandler(String method) {
    return Optional.ofNullable(settings.requestHandlers().get(method));
  }

  /**
   * Called by the transport, possibly before {@link #start(ServerLaunch)} has returned: everything needed comes as
   * arguments.
   */
  private void transportClosed(OptionalInt exitCode, List<String> stderr) {
    if (closing.get()) {
      exit(TransportException.clientClosed(serverName));
      return;
    }
    LOG.warn(
        "Server {} exited{}",
        serverName,
        exitCode.isPresent() ? " with code " + exitCode.getAsInt() : "");
    exit(new TransportException(serverName, "the server process exited", exitCode, stderr));
  }

  /**
   * Stops the server (stdin closed, then terminate, then kill) and fails what is still pending. Idempotent; a second
   * call returns when the first has stopped the server (every wait of the first is bounded, so this one is too).
   */
  @Override
  public void close() {
    if (!closer.compareAndSet(null, Thread.currentThread())) {
      // The closing thread may come back here from within (a hook of the end); it must not wait for
      // itself.
      if (closer.get() != Thread.currentThread()) {
        stopped.join();
      }
      return;
    }
    closing.set(true);
    try {
      Transport current = transport;
      if (current != null) {
        current.close();
      }
      exit(TransportException.clientClosed(serverName));
      events.close();
    } finally {
      stopped.complete(null);
    }
  }

  /**
   * A thread of this session died of {@code error} (an {@link OutOfMemoryError}, or a listener's {@link Error}): what
   * waits fails with it at once, and the session closes, on a thread of its own, as the dying one may be one it joins.
   */
  private void fatal(Throwable error) {
    LOG.error("A thread of the client for {} failed; closing the client", serverName, error);
    exit(new TransportException(
        serverName,
        "the client failed and is closed: " + error,
        OptionalInt.empty(),
        List.of(),
        error));
    Thread closer = RuntimeThread.of("imcp-close " + serverName, this::close);
    closer.setDaemon(true);
    closer.start();
  }

  private void exit(TransportException failure) {
    try {
      onExit.accept(this, failure);
    } catch (RuntimeException e) {
      LOG.warn("An exit hook failed: {}", e.toString());
    }
    connection.close(failure);
  }

  public boolean isClosed() {
    return connection.isClosed();
  }
}
