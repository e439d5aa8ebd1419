package dev.imcp.runtime;

import dev.imcp.runtime.internal.ArgumentValidator;
import dev.imcp.runtime.internal.ClientSettings;
import dev.imcp.runtime.internal.FirstCallPreparation;
import dev.imcp.runtime.internal.HttpEndpoint;
import dev.imcp.runtime.internal.TransportSettings;
import jakarta.validation.Validator;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;
import org.slf4j.event.Level;

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
public final class McpClientBuilder {
  public static final String DEFAULT_CLIENT_NAME = "imcp-java";

  /** Set by the transport itself: a header of the user's with one of these names would break the session. */
  private static final Set<String> TRANSPORT_HEADERS = Set.of("accept", "content-type", "mcp-session-id", "mcp-protocol-version", "last-event-id");

  private final ServerCommand command;
  private final @Nullable URI url;
  private final Map<String, String> headers = new LinkedHashMap<>();
  private Optional<String> bearerToken = Optional.empty();
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

  McpClientBuilder(ServerCommand command) {
    this.command = Objects.requireNonNull(command, "command");
    this.url = null;
  }

  McpClientBuilder(URI url) {
    // Checked now, so that a wrong URL fails where it is written.
    HttpEndpoint checked = new HttpEndpoint(Objects.requireNonNull(url, "url"), Map.of(), Optional.empty());
    this.url = url;
    // Never started: it only names the server in messages until the server names itself.
    this.command = ServerCommand.of(checked.display());
  }

  /**
   * A header sent with every request to an HTTP server ({@code X-Api-Key}, say). Its value is treated as a secret:
   * never logged, never in an exception.
   */
  public McpClientBuilder header(String name, String value) {
    requireHttp("header");
    Objects.requireNonNull(value, "value");
    if (TRANSPORT_HEADERS.contains(requireText(name, "name").toLowerCase(Locale.ROOT))) {
      throw new IllegalArgumentException("Header '" + name + "' is set by the transport itself");
    }
    try {
      HttpRequest.newBuilder(URI.create("http://localhost/")).header(name, value);
    } catch (IllegalArgumentException e) {
      // The JDK's message would quote the value.
      throw new IllegalArgumentException("Header '" + name + "' cannot be sent: the name is restricted or not a token, "
          + "or the value holds a line break");
    }
    headers.put(name, value);
    return this;
  }

  /** Sends {@code Authorization: Bearer <token>} with every request to an HTTP server; never logged, never in an exception. */
  public McpClientBuilder bearerToken(String token) {
    requireHttp("bearerToken");
    if (Objects.requireNonNull(token, "token").isBlank() || token.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
      throw new IllegalArgumentException("A bearer token is non-blank text without control characters");
    }
    this.bearerToken = Optional.of(token);
    return this;
  }

  private void requireHttp(String setting) {
    if (url == null) {
      throw new IllegalStateException(setting + "(…) applies to an HTTP server; this client starts " + command.displayName());
    }
  }

  /** The {@code clientInfo.name} sent in {@code initialize}; keep it stable. Default {@value #DEFAULT_CLIENT_NAME}. */
  public McpClientBuilder clientName(String name) {
    this.clientName = requireText(name, "name");
    return this;
  }

  public McpClientBuilder clientVersion(String version) {
    this.clientVersion = requireText(version, "version");
    return this;
  }

  /** The timeout of a request whose {@link CallOptions} sets none. Default 60 s. */
  public McpClientBuilder defaultTimeout(Duration timeout) {
    this.defaultTimeout = Durations.requirePositive(timeout, "timeout");
    return this;
  }

  /** The timeout of {@code initialize}, which some servers hold while a person approves the client. Default 60 s. */
  public McpClientBuilder initializeTimeout(Duration timeout) {
    this.initializeTimeout = Durations.requirePositive(timeout, "timeout");
    return this;
  }

  /** What calls do with {@code isError} results unless their options say otherwise. Default {@link ToolErrors#THROW}. */
  public McpClientBuilder toolErrors(ToolErrors toolErrors) {
    this.toolErrors = Objects.requireNonNull(toolErrors, "toolErrors");
    return this;
  }

  /** Replaces thrown {@link ToolErrorException}s with specific subclasses, as an SDK that knows the server's texts does. */
  public McpClientBuilder toolErrorTranslator(ToolErrorTranslator translator) {
    this.toolErrorTranslator = Objects.requireNonNull(translator, "translator");
    return this;
  }

  /** Which tool results to keep and for how long; default {@link CachePolicy#none()}. */
  public McpClientBuilder cache(CachePolicy policy) {
    this.cachePolicy = Objects.requireNonNull(policy, "policy");
    return this;
  }

  /** Whether and how a dead server is restarted, and which calls are retried; default {@link SupervisionPolicy#none()}. */
  public McpClientBuilder supervision(SupervisionPolicy policy) {
    this.supervision = Objects.requireNonNull(policy, "policy");
    return this;
  }

  /** Receives lifecycle events (started, crashed, restarting, restarted, gave up) from the first start on. */
  public McpClientBuilder lifecycleListener(LifecycleListener listener) {
    lifecycleListeners.add(Objects.requireNonNull(listener, "listener"));
    return this;
  }

  /** The longest message read from the server; a longer one fails only its own request. Default 16 MiB. */
  public McpClientBuilder maxMessageBytes(int bytes) {
    if (bytes < 1024) {
      throw new IllegalArgumentException("maxMessageBytes must be at least 1024, got " + bytes);
    }
    this.maxMessageBytes = bytes;
    return this;
  }

  /** The log level of the server's stderr lines. Default DEBUG. */
  public McpClientBuilder stderrLevel(Level level) {
    this.stderrLevel = Objects.requireNonNull(level, "level");
    return this;
  }

  /** How many of the server's last stderr lines failures carry. Default 50. */
  public McpClientBuilder stderrTailLines(int lines) {
    if (lines < 0) {
      throw new IllegalArgumentException("stderrTailLines must not be negative, got " + lines);
    }
    this.stderrTailLines = lines;
    return this;
  }

  /**
   * How long {@link McpClient#close()} waits for the server to exit by itself before terminating it (for an HTTP
   * server: for its answer to the DELETE that ends the session). Default 2 s.
   */
  public McpClientBuilder shutdownGrace(Duration grace) {
    this.shutdownGrace = Objects.requireNonNull(grace, "grace");
    return this;
  }

  /** The Bean Validation validator for request objects. Default: Hibernate Validator, needing no EL. */
  public McpClientBuilder validator(Validator validator) {
    this.validator = Optional.of(new ArgumentValidator(validator));
    this.validation = true;
    return this;
  }

  /** Turns validation of request objects off; the server then is the only judge of arguments. */
  public McpClientBuilder withoutValidation() {
    this.validation = false;
    return this;
  }

  /**
   * Answers requests the server sends for {@code method}; registering {@code roots/list}, {@code
   * sampling/createMessage} or {@code elicitation/create} also declares the capability. Other methods are answered
   * with JSON-RPC -32601, and {@code ping} always with {@code {}}.
   */
  public McpClientBuilder requestHandler(String method, ServerRequestHandler handler) {
    requestHandlers.put(requireText(method, "method"), Objects.requireNonNull(handler, "handler"));
    return this;
  }

  /** Receives every notification, from the first one after {@code initialize}. */
  public McpClientBuilder notificationListener(NotificationListener listener) {
    listeners.add(Objects.requireNonNull(listener, "listener"));
    return this;
  }

  /** Starts the server and initializes the session, waiting for it. */
  /**
   * Which generation of MCP to speak; default {@link ProtocolEra#AUTO}: 2026-07-28 where the server answers {@code
   * server/discover}, else the 2025 handshake.
   */
  public McpClientBuilder protocolEra(ProtocolEra era) {
    this.era = Objects.requireNonNull(era, "era");
    return this;
  }

  public McpClient connect() {
    CompletableFuture<McpClient> connecting = connectAsync();
    if (!connecting.isDone()) {
      // This thread would only wait for the server to start: it prepares the first call meanwhile.
      FirstCallPreparation.run();
    }
    return McpClient.await(connecting);
  }

  public CompletableFuture<McpClient> connectAsync() {
    return McpClient.open(settings());
  }

  private ClientSettings settings() {
    Optional<ArgumentValidator> chosen = validation ? validator.or(() -> Optional.of(ArgumentValidator.hibernate())) : Optional.empty();
    Optional<HttpEndpoint> http = url == null ? Optional.empty() : Optional.of(new HttpEndpoint(url, headers, bearerToken));
    return new ClientSettings(command, clientName, clientVersion, defaultTimeout, initializeTimeout, toolErrors, toolErrorTranslator, cachePolicy, supervision, lifecycleListeners,
        new TransportSettings(maxMessageBytes, stderrLevel, stderrTailLines, shutdownGrace), chosen, requestHandlers, listeners,
        era, http);
  }

  private static String requireText(String value, String name) {
    if (value.isBlank()) {
      throw new IllegalArgumentException(name + " must not be blank");
    }
    return value;
  }
}
