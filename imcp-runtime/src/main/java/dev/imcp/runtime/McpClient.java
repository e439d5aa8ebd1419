package dev.imcp.runtime;

import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.http.HttpEndpoint;
import dev.imcp.runtime.internal.session.ClientSettings;
import dev.imcp.runtime.internal.session.FirstCallPreparation;
import dev.imcp.runtime.internal.session.ToolLists;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import dev.imcp.runtime.internal.supervision.Supervisor;
import dev.imcp.runtime.internal.transport.TransportSettings;
import dev.imcp.runtime.internal.validation.ArgumentValidator;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.ToolDefinition;
import jakarta.validation.Validator;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import javax.net.ssl.SSLContext;
import org.jspecify.annotations.Nullable;
import org.slf4j.event.Level;
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

  /**
   * A client of a server started as a child process and spoken to over its stdin and stdout.
   *
   * @param command the program and arguments that start the server
   * @return a builder with every setting at its default
   */
  public static Builder builder(ServerCommand command) {
    return new Builder(command);
  }

  /**
   * A client of a Streamable HTTP server ({@code http://…} or {@code https://…}, its MCP endpoint, often ending in
   * {@code /mcp}), spoken to in the era {@link Builder#protocolEra} chooses: the 2026-07-28 rules where the
   * server answers {@code server/discover}, else 2025-11-25's.
   *
   * @param url the server's MCP endpoint
   * @return a builder with every setting at its default
   * @throws IllegalArgumentException when {@code url} is not an http or https URL with a host
   */
  public static Builder builder(URI url) {
    return new Builder(url);
  }

  static CompletableFuture<McpClient> open(ClientSettings settings) {
    // The server first: its start-up then overlaps the loading of everything else (see
    // ServerLaunch).
    ServerLaunch launch = ServerLaunch.start(settings);
    return Futures.map(Supervisor.open(settings, launch), McpClient::new);
  }

  /** {@return the server's answer to {@code initialize} (for a 2026-07-28 server, to {@code server/discover})} */
  public InitializeResult initializeResult() {
    return supervisor.current().initializeResult();
  }

  /**
   * {@return the protocol version spoken: 2026-07-28 (stateless, after {@code server/discover}) or the version the 2025
   * handshake agreed on} See {@link ProtocolEra}.
   */
  public String protocolVersion() {
    return initializeResult().protocolVersion();
  }

  /** {@return the server's name as it announced it, or its command line or URL until it did} */
  public String serverName() {
    return supervisor.current().serverName();
  }

  /**
   * Calls a tool with the client's default options and waits for its result.
   *
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object (validated with Bean Validation before anything is sent), a {@code Map}, a JSON
   *     object, or null for none
   * @return the tool's result
   * @throws McpException when the call fails: {@link dev.imcp.runtime.error.InvalidArgumentsException} (nothing sent),
   *     {@link ToolErrorException} (an {@code isError} result, unless {@link ToolErrors#RETURN}), {@link
   *     dev.imcp.runtime.error.McpTimeoutException}, {@link dev.imcp.runtime.error.ProtocolErrorException}, {@link
   *     TransportException}
   */
  public ToolResult callTool(String tool, @Nullable Object arguments) {
    return await(callToolAsync(tool, arguments, CallOptions.defaults()));
  }

  /**
   * Calls a tool and waits for its result. Interrupting the waiting thread cancels the call on the wire.
   *
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object, or null for none
   * @param options this call's timeout, progress listener, correlation id and {@link ToolErrors}
   * @return the tool's result
   * @throws McpException when the call fails: {@link dev.imcp.runtime.error.InvalidArgumentsException} (nothing sent),
   *     {@link ToolErrorException} (an {@code isError} result, unless {@link ToolErrors#RETURN}), {@link
   *     dev.imcp.runtime.error.McpTimeoutException}, {@link dev.imcp.runtime.error.ProtocolErrorException}, {@link
   *     TransportException}
   */
  public ToolResult callTool(String tool, @Nullable Object arguments, CallOptions options) {
    return await(callToolAsync(tool, arguments, options));
  }

  /**
   * Calls a tool with the client's default options, without waiting.
   *
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object, or null for none
   * @return the result to come, failing with an {@link McpException} as {@link #callTool(String, Object)} throws;
   *     cancelling it cancels the call on the wire
   */
  public CompletableFuture<ToolResult> callToolAsync(String tool, @Nullable Object arguments) {
    return callToolAsync(tool, arguments, CallOptions.defaults());
  }

  /**
   * Calls a tool, without waiting.
   *
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object (validated with Bean Validation before anything is sent), a {@code Map}, a JSON
   *     object, or null for none
   * @param options this call's timeout, progress listener, correlation id and {@link ToolErrors}
   * @return the result to come, failing with an {@link McpException} as {@link #callTool(String, Object)} throws;
   *     cancelling it cancels the call on the wire
   */
  public CompletableFuture<ToolResult> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options) {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(options, "options");
    return supervisor.callTool(tool, arguments, options);
  }

  /**
   * Calls a tool that declares an {@code outputSchema} and decodes its {@code structuredContent} (or, from servers that
   * send none, its JSON text) into {@code resultType}. Cancelling the returned future cancels the call.
   *
   * @param <T> the decoded type
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object, or null for none
   * @param options this call's settings
   * @param resultType the class to decode the result into
   * @return the decoded result to come; a result that does not decode fails it with a {@link
   *     dev.imcp.runtime.error.ResultDecodingException}
   */
  public <T> CompletableFuture<T> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options, Class<T> resultType) {
    Objects.requireNonNull(resultType, "resultType");
    return Futures.map(
        callToolAsync(tool, arguments, options), result -> result.decode(resultType));
  }

  /**
   * Calls a tool that declares an {@code outputSchema} and waits for its result, decoded as {@link
   * #callToolAsync(String, Object, CallOptions, Class)} does.
   *
   * @param <T> the decoded type
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object, or null for none
   * @param options this call's settings
   * @param resultType the class to decode the result into
   * @return the decoded result
   * @throws McpException as {@link #callTool(String, Object)} does, and a {@link
   *     dev.imcp.runtime.error.ResultDecodingException} for a result that does not decode
   */
  public <T> T callTool(
      String tool, @Nullable Object arguments, CallOptions options, Class<T> resultType) {
    return await(callToolAsync(tool, arguments, options, resultType));
  }

  /**
   * Calls a tool whose result is known without an {@code outputSchema} and decodes it as {@code resultType} says.
   *
   * @param <T> the decoded type
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object, or null for none
   * @param options this call's settings
   * @param resultType how to decode the result
   * @return the decoded result to come; a result that does not decode fails it with a {@link
   *     dev.imcp.runtime.error.ResultDecodingException}
   */
  public <T> CompletableFuture<T> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options, ResultType<T> resultType) {
    Objects.requireNonNull(resultType, "resultType");
    return Futures.map(callToolAsync(tool, arguments, options), resultType::decode);
  }

  /**
   * Calls a tool whose result is known without an {@code outputSchema}, waits, and decodes it as {@code resultType}
   * says.
   *
   * @param <T> the decoded type
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object, or null for none
   * @param options this call's settings
   * @param resultType how to decode the result
   * @return the decoded result
   * @throws McpException as {@link #callTool(String, Object)} does, and a {@link
   *     dev.imcp.runtime.error.ResultDecodingException} for a result that does not decode
   */
  public <T> T callTool(
      String tool, @Nullable Object arguments, CallOptions options, ResultType<T> resultType) {
    return await(callToolAsync(tool, arguments, options, resultType));
  }

  /** {@return a new, empty batch of calls on this client} See {@link Batch}. */
  public Batch batch() {
    return new Batch(this);
  }

  /** {@return the result cache's counters; all zero when the {@link CachePolicy} caches nothing} */
  public CacheStats cacheStats() {
    return supervisor.current().cacheStats();
  }

  /** Drops every cached result. */
  public void invalidateCache() {
    supervisor.current().invalidateCache();
  }

  /**
   * Drops the cached results of one tool.
   *
   * @param tool the tool's name
   */
  public void invalidateCache(String tool) {
    supervisor.current().invalidateCache(Objects.requireNonNull(tool, "tool"));
  }

  /**
   * Lists every tool, following {@code nextCursor} to the end, and waits for the list.
   *
   * @return the tools in the server's order
   * @throws McpException when a page fails or does not arrive in the default timeout
   */
  public List<ToolDefinition> listTools() {
    return await(listToolsAsync());
  }

  /** {@return every tool to come, as {@link #listTools()} lists them} */
  public CompletableFuture<List<ToolDefinition>> listToolsAsync() {
    return supervisor.call(
        wait(CallOptions.defaults()), session -> ToolLists.all(session, CallOptions.defaults()));
  }

  /**
   * {@return the server's tool surface now: its info, the negotiated protocol version and every tool} Save it with
   * {@code SnapshotFormat} to generate from it or to check drift against it.
   *
   * @throws McpException as {@link #listTools()} does
   */
  public Snapshot snapshot() {
    InitializeResult init = initializeResult();
    return Snapshot.of(init.serverInfo(), init.protocolVersion(), listTools());
  }

  /**
   * Sends {@code ping} and waits for the answer, within the default timeout.
   *
   * @throws McpException when the server does not answer in time or the connection is lost
   */
  public void ping() {
    await(pingAsync());
  }

  /** {@return the answer to a {@code ping} to come} */
  public CompletableFuture<Void> pingAsync() {
    return supervisor.call(
        wait(CallOptions.defaults()), session -> session.ping(CallOptions.defaults()));
  }

  /**
   * Sends {@code resources/list} (first page only) and waits, within the default timeout.
   *
   * @return the result as the server sent it
   * @throws McpException as {@link #ping()} does, and a {@link dev.imcp.runtime.error.ProtocolErrorException} from a
   *     server without resources
   */
  public JsonNode listResources() {
    return await(
        requestAsync("resources/list", Json.mapper().createObjectNode(), CallOptions.defaults()));
  }

  /**
   * Sends {@code resources/read} and waits, within the default timeout.
   *
   * @param uri the resource's URI, as listed
   * @return the result as the server sent it
   * @throws McpException as {@link #listResources()} does
   */
  public JsonNode readResource(String uri) {
    return await(requestAsync(
        "resources/read",
        Json.mapper().createObjectNode().put("uri", uri),
        CallOptions.defaults()));
  }

  /**
   * Sends {@code prompts/list} (first page only) and waits, within the default timeout.
   *
   * @return the result as the server sent it
   * @throws McpException as {@link #listResources()} does
   */
  public JsonNode listPrompts() {
    return await(
        requestAsync("prompts/list", Json.mapper().createObjectNode(), CallOptions.defaults()));
  }

  /**
   * Sends {@code prompts/get} and waits, within the default timeout.
   *
   * @param name the prompt's name
   * @param arguments the prompt's arguments; empty for none
   * @return the result as the server sent it
   * @throws McpException as {@link #listResources()} does
   */
  public JsonNode getPrompt(String name, Map<String, String> arguments) {
    ObjectNode params = Json.mapper().createObjectNode().put("name", name);
    params.set("arguments", Json.mapper().valueToTree(arguments));
    return await(requestAsync("prompts/get", params, CallOptions.defaults()));
  }

  /**
   * Sends any request, untyped: for methods this client has no method for.
   *
   * @param method the JSON-RPC method, such as {@code completion/complete}
   * @param params the request's params; copied, so the caller may reuse it
   * @param options the request's timeout and progress listener; {@link ToolErrors} does not apply
   * @return the {@code result} to come; a JSON-RPC error fails it with a {@link
   *     dev.imcp.runtime.error.ProtocolErrorException}
   */
  public CompletableFuture<JsonNode> requestAsync(
      String method, ObjectNode params, CallOptions options) {
    ObjectNode copy = params.deepCopy();
    return supervisor.call(wait(options), session -> session.request(method, copy, options));
  }

  /**
   * Receives lifecycle events of a supervised server from now on; see {@link SupervisionPolicy}.
   *
   * @param listener called on the supervisor's thread; keep it short
   */
  public void addLifecycleListener(LifecycleListener listener) {
    supervisor.addLifecycleListener(Objects.requireNonNull(listener, "listener"));
  }

  /** How long a call may wait for a restarting server: its own timeout. */
  private Duration wait(CallOptions options) {
    return options.timeout().orElse(supervisor.defaultTimeout());
  }

  /**
   * Receives every notification from now on (register on the builder to miss none sent during start-up).
   *
   * @param listener called on the client's event thread; keep it short
   */
  public void addNotificationListener(NotificationListener listener) {
    supervisor.addListener(listener);
  }

  /** {@return how many requests wait for an answer now} */
  public int pendingRequests() {
    return supervisor.current().pendingRequests();
  }

  /** {@return the server process's id, for diagnostics; empty for an HTTP server} */
  public OptionalInt serverPid() {
    return supervisor.current().pid();
  }

  /**
   * {@return whether the client is closed or its server is gone for good (it died and no supervision restarts it);
   * calls then fail with a {@link TransportException}}
   */
  public boolean isClosed() {
    return supervisor.isClosed();
  }

  /**
   * Closes the server's stdin, waits for it to exit (see {@link Builder#shutdownGrace}), then terminates and
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
  <T> T await(CompletableFuture<T> future) {
    return Futures.await(future, serverName());
  }

  /**
   * Configures and opens an {@link McpClient}. Every setting has a default; only the server (a command to start, or the
   * URL of a Streamable HTTP server) is required.
   *
   * <pre>{@code
   * McpClient client = McpClient.builder(ServerCommand.of("node", "server.js"))
   *     .clientName("my-app")                       // servers such as iMCP ask a person to approve each new name
   *     .defaultTimeout(Duration.ofSeconds(30))
   *     .requestHandler("roots/list", params -> CompletableFuture.completedFuture(roots))
   *     .notificationListener((method, params) -> log.info("{} {}", method, params))
   *     .connect();
   *
   * McpClient remote = McpClient.builder(URI.create("https://mcp.example.com/mcp"))
   *     .bearerToken(System.getenv("EXAMPLE_TOKEN"))   // never logged, never in an exception
   *     .connect();
   * }</pre>
   */
  public static final class Builder {
    /** The {@code clientInfo.name} sent unless {@link #clientName(String)} sets another. */
    public static final String DEFAULT_CLIENT_NAME = "imcp-java";

    /** Set by the transport itself: a header of the user's with one of these names would break the session. */
    private static final Set<String> TRANSPORT_HEADERS =
        Set.of("accept", "content-type", "mcp-session-id", "mcp-protocol-version", "last-event-id");

    private final ServerCommand command;
    private final @Nullable URI url;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private Optional<String> bearerToken = Optional.empty();
    private Optional<SSLContext> tls = Optional.empty();
    private String clientName = DEFAULT_CLIENT_NAME;
    private String clientVersion = "0.1.0";
    private Duration defaultTimeout = Duration.ofSeconds(60);
    private Duration initializeTimeout = Duration.ofSeconds(60);
    private ToolErrors toolErrors = ToolErrors.THROW;
    private ToolErrorTranslator toolErrorTranslator = ToolErrorTranslator.none();
    private CachePolicy cachePolicy = CachePolicy.none();
    private SupervisionPolicy supervision = SupervisionPolicy.none();
    private final List<LifecycleListener> lifecycleListeners = new ArrayList<>();
    private int maxMessageBytes = TransportSettings.DEFAULT_MAX_MESSAGE_BYTES;
    private Level stderrLevel = Level.DEBUG;
    private int stderrTailLines = 50;
    private Duration shutdownGrace = Duration.ofSeconds(2);
    private Optional<ArgumentValidator> validator = Optional.empty();
    private boolean validation = true;
    private final Map<String, ServerRequestHandler> requestHandlers = new LinkedHashMap<>();
    private final List<NotificationListener> listeners = new ArrayList<>();
    private ProtocolEra era = ProtocolEra.AUTO;

    Builder(ServerCommand command) {
      this.command = Objects.requireNonNull(command, "command");
      this.url = null;
    }

    Builder(URI url) {
      // Checked now, so that a wrong URL fails where it is written.
      HttpEndpoint checked = new HttpEndpoint(
          Objects.requireNonNull(url, "url"), Map.of(), Optional.empty(), Optional.empty());
      this.url = url;
      // Never started: it only names the server in messages until the server names itself.
      this.command = ServerCommand.of(checked.display());
    }

    /**
     * A header sent with every request to an HTTP server ({@code X-Api-Key}, say). Its value is treated as a secret:
     * never logged, never in an exception.
     *
     * @param name the header's name; not one the transport sets ({@code Accept}, {@code Content-Type}, {@code
     *     Mcp-Session-Id}, {@code MCP-Protocol-Version}, {@code Last-Event-ID})
     * @param value the header's value
     * @return this builder
     * @throws IllegalStateException for a client of a stdio server
     * @throws IllegalArgumentException for a name the transport sets, a name that is not a token, or a value with a
     *     line break
     */
    public Builder header(String name, String value) {
      requireHttp("header");
      Objects.requireNonNull(value, "value");
      if (TRANSPORT_HEADERS.contains(requireText(name, "name").toLowerCase(Locale.ROOT))) {
        throw new IllegalArgumentException("Header '" + name + "' is set by the transport itself");
      }
      try {
        HttpRequest.newBuilder(URI.create("http://localhost/")).header(name, value);
      } catch (IllegalArgumentException e) {
        // The JDK's message would quote the value.
        throw new IllegalArgumentException(
            "Header '" + name + "' cannot be sent: the name is restricted or not a token, "
                + "or the value holds a line break");
      }
      headers.put(name, value);
      return this;
    }

    /**
     * Sends {@code Authorization: Bearer <token>} with every request to an HTTP server; never logged, never in an
     * exception.
     *
     * @param token the token, without the {@code Bearer } prefix
     * @return this builder
     * @throws IllegalStateException for a client of a stdio server
     * @throws IllegalArgumentException for a blank token or one with control characters
     */
    public Builder bearerToken(String token) {
      requireHttp("bearerToken");
      if (Objects.requireNonNull(token, "token").isBlank()
          || token.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
        throw new IllegalArgumentException(
            "A bearer token is non-blank text without control characters");
      }
      this.bearerToken = Optional.of(token);
      return this;
    }

    /**
     * The TLS set-up for an {@code https://} server when the JVM's is not the right one: a private certificate
     * authority to trust, or a client certificate to present. The host name is checked against the server's
     * certificate either way. Default: the JVM's ({@code javax.net.ssl.trustStore} and the other {@code javax.net.ssl}
     * properties).
     *
     * @param context an initialised context
     * @return this builder
     * @throws IllegalStateException for a client of a stdio server
     */
    public Builder sslContext(SSLContext context) {
      requireHttp("sslContext");
      this.tls = Optional.of(Objects.requireNonNull(context, "context"));
      return this;
    }

    private void requireHttp(String setting) {
      if (url == null) {
        throw new IllegalStateException(
            setting + "(…) applies to an HTTP server; this client starts " + command.displayName());
      }
    }

    /**
     * The {@code clientInfo.name} sent in {@code initialize}; keep it stable, as servers such as iMCP ask a person to
     * approve each new name. Default {@value #DEFAULT_CLIENT_NAME}.
     *
     * @param name a non-blank name
     * @return this builder
     */
    public Builder clientName(String name) {
      this.clientName = requireText(name, "name");
      return this;
    }

    /**
     * The {@code clientInfo.version} sent in {@code initialize}. Default {@code 0.1.0}.
     *
     * @param version a non-blank version
     * @return this builder
     */
    public Builder clientVersion(String version) {
      this.clientVersion = requireText(version, "version");
      return this;
    }

    /**
     * The timeout of a request whose {@link CallOptions} sets none. Default 60 s.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder defaultTimeout(Duration timeout) {
      this.defaultTimeout = Durations.requirePositive(timeout, "timeout");
      return this;
    }

    /**
     * The timeout of {@code initialize}, which some servers hold while a person approves the client. Default 60 s.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder initializeTimeout(Duration timeout) {
      this.initializeTimeout = Durations.requirePositive(timeout, "timeout");
      return this;
    }

    /**
     * What calls do with {@code isError} results unless their options say otherwise. Default {@link ToolErrors#THROW}.
     *
     * @param toolErrors throw or return
     * @return this builder
     */
    public Builder toolErrors(ToolErrors toolErrors) {
      this.toolErrors = Objects.requireNonNull(toolErrors, "toolErrors");
      return this;
    }

    /**
     * Replaces thrown {@link ToolErrorException}s with specific subclasses, as an SDK that knows the server's texts
     * does. Default: none.
     *
     * @param translator consulted for every {@link ToolErrorException} before it is thrown
     * @return this builder
     */
    public Builder toolErrorTranslator(ToolErrorTranslator translator) {
      this.toolErrorTranslator = Objects.requireNonNull(translator, "translator");
      return this;
    }

    /**
     * Which tool results to keep and for how long; default {@link CachePolicy#none()}.
     *
     * @param policy the cache's rules
     * @return this builder
     */
    public Builder cache(CachePolicy policy) {
      this.cachePolicy = Objects.requireNonNull(policy, "policy");
      return this;
    }

    /**
     * Whether and how a dead server is restarted, and which calls are retried; default {@link
     * SupervisionPolicy#none()}.
     *
     * @param policy the supervision rules
     * @return this builder
     */
    public Builder supervision(SupervisionPolicy policy) {
      this.supervision = Objects.requireNonNull(policy, "policy");
      return this;
    }

    /**
     * Receives lifecycle events (started, crashed, restarting, restarted, gave up) from the first start on.
     *
     * @param listener called on the supervisor's thread; keep it short
     * @return this builder
     */
    public Builder lifecycleListener(LifecycleListener listener) {
      lifecycleListeners.add(Objects.requireNonNull(listener, "listener"));
      return this;
    }

    /**
     * The longest message read from the server; a longer one fails only its own request. Default 16 MiB.
     *
     * @param bytes at least 1024
     * @return this builder
     * @throws IllegalArgumentException for fewer than 1024 bytes
     */
    public Builder maxMessageBytes(int bytes) {
      if (bytes < 1024) {
        throw new IllegalArgumentException("maxMessageBytes must be at least 1024, got " + bytes);
      }
      this.maxMessageBytes = bytes;
      return this;
    }

    /**
     * The log level of the server's stderr lines. Default DEBUG.
     *
     * @param level the SLF4J level
     * @return this builder
     */
    public Builder stderrLevel(Level level) {
      this.stderrLevel = Objects.requireNonNull(level, "level");
      return this;
    }

    /**
     * How many of the server's last stderr lines failures carry. Default 50.
     *
     * @param lines zero or more; zero keeps none
     * @return this builder
     * @throws IllegalArgumentException for a negative count
     */
    public Builder stderrTailLines(int lines) {
      if (lines < 0) {
        throw new IllegalArgumentException("stderrTailLines must not be negative, got " + lines);
      }
      this.stderrTailLines = lines;
      return this;
    }

    /**
     * How long {@link McpClient#close()} waits for the server to exit by itself before terminating it (for an HTTP
     * server: for its answer to the DELETE that ends the session). Default 2 s.
     *
     * @param grace how long to wait
     * @return this builder
     */
    public Builder shutdownGrace(Duration grace) {
      this.shutdownGrace = Objects.requireNonNull(grace, "grace");
      return this;
    }

    /**
     * The Bean Validation validator for request objects. Default: Hibernate Validator, needing no EL. Turns validation
     * back on after {@link #withoutValidation()}.
     *
     * @param validator the validator to use
     * @return this builder
     */
    public Builder validator(Validator validator) {
      this.validator = Optional.of(new ArgumentValidator(validator));
      this.validation = true;
      return this;
    }

    /**
     * Turns validation of request objects off; the server then is the only judge of arguments.
     *
     * @return this builder
     */
    public Builder withoutValidation() {
      this.validation = false;
      return this;
    }

    /**
     * Answers requests the server sends for {@code method}; registering {@code roots/list}, {@code
     * sampling/createMessage} or {@code elicitation/create} also declares the capability. Other methods are answered
     * with JSON-RPC -32601, and {@code ping} always with {@code {}}.
     *
     * @param method the request's method; a second handler for it replaces the first
     * @param handler answers the request; called on the client's event thread, so it must not block
     * @return this builder
     */
    public Builder requestHandler(String method, ServerRequestHandler handler) {
      requestHandlers.put(
          requireText(method, "method"), Objects.requireNonNull(handler, "handler"));
      return this;
    }

    /**
     * Receives every notification, from the first one after {@code initialize}.
     *
     * @param listener called on the client's event thread; keep it short
     * @return this builder
     */
    public Builder notificationListener(NotificationListener listener) {
      listeners.add(Objects.requireNonNull(listener, "listener"));
      return this;
    }

    /**
     * Which generation of MCP to speak; default {@link ProtocolEra#AUTO}: 2026-07-28 where the server answers {@code
     * server/discover}, else the 2025 handshake, over stdio and HTTP alike.
     *
     * @param era the era to speak
     * @return this builder
     */
    public Builder protocolEra(ProtocolEra era) {
      this.era = Objects.requireNonNull(era, "era");
      return this;
    }

    /**
     * Starts the server (or reaches the HTTP endpoint) and initializes the session, waiting for it.
     *
     * @return a connected client; close it to stop the server
     * @throws McpException when the server cannot be started or reached ({@link TransportException}), does not
     *     answer {@code server/discover} or {@code initialize} in time ({@link
     *     dev.imcp.runtime.error.McpTimeoutException}) or speaks no version this client does ({@link dev.imcp.runtime.error.VersionMismatchException})
     */
    public McpClient connect() {
      CompletableFuture<McpClient> connecting = connectAsync();
      if (!connecting.isDone()) {
        // This thread would only wait for the server to start: it prepares the first call
        // meanwhile.
        FirstCallPreparation.run();
      }
      return Futures.await(connecting, command.displayName());
    }

    /**
     * Starts the server and initializes the session, without waiting.
     *
     * @return the client to come, failing as {@link #connect()} throws
     */
    public CompletableFuture<McpClient> connectAsync() {
      return McpClient.open(settings());
    }

    private ClientSettings settings() {
      Optional<ArgumentValidator> chosen = validation
          ? validator.or(() -> Optional.of(ArgumentValidator.hibernate()))
          : Optional.empty();
      Optional<HttpEndpoint> http = url == null
          ? Optional.empty()
          : Optional.of(new HttpEndpoint(url, headers, bearerToken, tls));
      return new ClientSettings(
          command,
          clientName,
          clientVersion,
          defaultTimeout,
          initializeTimeout,
          toolErrors,
          toolErrorTranslator,
          cachePolicy,
          supervision,
          lifecycleListeners,
          new TransportSettings(maxMessageBytes, stderrLevel, stderrTailLines, shutdownGrace),
          chosen,
          requestHandlers,
          listeners,
          era,
          http);
    }

    private static String requireText(String value, String name) {
      if (value.isBlank()) {
        throw new IllegalArgumentException(name + " must not be blank");
      }
      return value;
    }
  }
}
