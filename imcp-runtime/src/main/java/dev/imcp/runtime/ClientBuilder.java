// One room: the settings every transport shares, one short setter each with its Javadoc, and the
// connect that freezes them; the transports' own settings are in StdioClientBuilder and
// HttpClientBuilder.
package dev.imcp.runtime;

import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.StackCheck;
import dev.imcp.runtime.internal.session.ClientSettings;
import dev.imcp.runtime.internal.session.FirstCallPreparation;
import dev.imcp.runtime.internal.session.Launches;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import dev.imcp.runtime.internal.supervision.Supervisor;
import dev.imcp.runtime.internal.validation.ArgumentValidator;
import jakarta.validation.Validator;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * What every {@link McpClient} is configured with, whatever its transport: {@link StdioClientBuilder} ({@link
 * McpClient#stdio}) adds what only a process has, {@link HttpClientBuilder} ({@link McpClient#http}) what only an HTTP
 * server has, so that a setting that means nothing for a transport does not compile. Every setting has a default.
 *
 * <pre>{@code
 * McpClient client = McpClient.stdio(ServerCommand.of("node", "server.js"))
 *     .clientName("my-app")                       // servers such as iMCP ask a person to approve each new name
 *     .defaultTimeout(Duration.ofSeconds(30))
 *     .requestHandler("roots/list", params -> CompletableFuture.completedFuture(roots))
 *     .notificationListener((method, params) -> log.info("{} {}", method, params))
 *     .connect();
 * }</pre>
 *
 * @param <B> the builder's own type, which every setting returns
 */
public abstract sealed class ClientBuilder<B extends ClientBuilder<B>>
    permits StdioClientBuilder, HttpClientBuilder {
  /** The {@code clientInfo.name} sent unless {@link #clientName(String)} sets another. */
  public static final String DEFAULT_CLIENT_NAME = "imcp-java";

  /** What is set so far; each subclass adds what its transport has. */
  final ClientSettings.Draft draft;

  private Optional<ArgumentValidator> validator = Optional.empty();
  private boolean validation = true;
  private Optional<ClientObserver> observer = Optional.empty();

  ClientBuilder(ServerCommand command) {
    this.draft = new ClientSettings.Draft(command);
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }

  /**
   * The {@code clientInfo.name} sent to the server; keep it stable, as servers such as iMCP ask a person to approve
   * each new name. Default {@value #DEFAULT_CLIENT_NAME}.
   *
   * @param name a non-blank name
   * @return this builder
   */
  public B clientName(String name) {
    draft.clientName = requireText(name, "name");
    return self();
  }

  /**
   * The {@code clientInfo.version} sent to the server. Default {@code 0.1.0}.
   *
   * @param version a non-blank version
   * @return this builder
   */
  public B clientVersion(String version) {
    draft.clientVersion = requireText(version, "version");
    return self();
  }

  /**
   * The timeout of a request whose {@link CallOptions} sets none. Default 60 s.
   *
   * @param timeout a positive duration
   * @return this builder
   */
  public B defaultTimeout(Duration timeout) {
    draft.defaultTimeout = Arguments.requirePositive(timeout, "timeout");
    return self();
  }

  /**
   * The timeout of the opening ({@code server/discover} or {@code initialize}), which some servers hold while a person
   * approves the client. Default 60 s.
   *
   * @param timeout a positive duration
   * @return this builder
   */
  public B initializeTimeout(Duration timeout) {
    draft.initializeTimeout = Arguments.requirePositive(timeout, "timeout");
    return self();
  }

  /**
   * What calls do with {@code isError} results unless their options say otherwise. Default {@link ToolErrors#THROW}.
   *
   * @param toolErrors throw or return
   * @return this builder
   */
  public B toolErrors(ToolErrors toolErrors) {
    draft.toolErrors = Objects.requireNonNull(toolErrors, "toolErrors");
    return self();
  }

  /**
   * Replaces thrown {@link ToolErrorException}s with specific subclasses, as an SDK that knows the server's texts
   * does. Default: none.
   *
   * @param translator consulted for every {@link ToolErrorException} before it is thrown
   * @return this builder
   */
  public B toolErrorTranslator(ToolErrorTranslator translator) {
    draft.toolErrorTranslator = Objects.requireNonNull(translator, "translator");
    return self();
  }

  /**
   * Which tool results to keep and for how long; default {@link CachePolicy#none()}. A cache runs on Caffeine, an
   * optional dependency of the runtime that a user of the cache adds ({@code com.github.ben-manes.caffeine:caffeine}).
   *
   * @param policy the cache's rules
   * @return this builder
   * @throws IllegalStateException for a policy that caches, when Caffeine is not on the class path
   */
  public B cache(CachePolicy policy) {
    if (Objects.requireNonNull(policy, "policy").enabled()) {
      StackCheck.caffeine();
    }
    draft.cachePolicy = policy;
    return self();
  }

  /**
   * Whether and how a dead server is restarted (an HTTP one: reached again), and which calls are retried; default
   * {@link SupervisionPolicy#none()}.
   *
   * @param policy the supervision rules
   * @return this builder
   */
  public B supervision(SupervisionPolicy policy) {
    draft.supervision = Objects.requireNonNull(policy, "policy");
    return self();
  }

  /**
   * Receives lifecycle events (started, crashed, restarting, restarted, gave up, a call retried) from the first start
   * on.
   *
   * @param listener called on the supervisor's thread (a retry: on the thread that decides it); keep it short
   * @return this builder
   */
  public B lifecycleListener(Consumer<LifecycleEvent> listener) {
    draft.lifecycleListeners.add(Objects.requireNonNull(listener, "listener"));
    return self();
  }

  /**
   * The longest message read from the server; a longer one fails only its own request. Default 16 MiB.
   *
   * @param bytes at least 1024
   * @return this builder
   * @throws IllegalArgumentException for fewer than 1024 bytes
   */
  public B maxMessageBytes(int bytes) {
    draft.maxMessageBytes = (int) Arguments.requireAtLeast(bytes, 1024, "maxMessageBytes");
    return self();
  }

  /**
   * How long {@link McpClient#close()} waits for the server to end by itself: for a process, to exit after its stdin
   * closed, before it is terminated; for an HTTP server, to answer the DELETE that ends the session. Default 2 s.
   *
   * @param grace how long to wait
   * @return this builder
   */
  public B shutdownGrace(Duration grace) {
    draft.shutdownGrace = Objects.requireNonNull(grace, "grace");
    return self();
  }

  /**
   * The Bean Validation validator for request objects. Default: generated records check themselves (no provider
   * needed), and any other object goes to Hibernate Validator, needing no EL (an optional dependency of the runtime,
   * {@code org.hibernate.validator:hibernate-validator}, which a client sending such objects adds). Turns validation
   * back on after {@link #withoutValidation()}.
   *
   * @param validator the validator to use
   * @return this builder
   */
  public B validator(Validator validator) {
    this.validator = Optional.of(new ArgumentValidator(validator));
    this.validation = true;
    return self();
  }

  /**
   * Turns validation of request objects off; the server then is the only judge of arguments.
   *
   * @return this builder
   */
  public B withoutValidation() {
    this.validation = false;
    return self();
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
  public B requestHandler(String method, ServerRequestHandler handler) {
    draft.requestHandler(requireText(method, "method"), Objects.requireNonNull(handler, "handler"));
    return self();
  }

  /**
   * Receives every notification, from the first one after the opening.
   *
   * @param listener called on the client's event thread; keep it short
   * @return this builder
   */
  public B notificationListener(NotificationListener listener) {
    draft.listeners.add(Objects.requireNonNull(listener, "listener"));
    return self();
  }

  /**
   * Which generation of MCP to speak; default {@link ProtocolEra#AUTO}: 2026-07-28 where the server answers {@code
   * server/discover}, else the 2025 handshake.
   *
   * @param era the era to speak
   * @return this builder
   */
  public B protocolEra(ProtocolEra era) {
    draft.era = Objects.requireNonNull(era, "era");
    return self();
  }

  /**
   * Tells {@code observer} of every request the client sends or answers, and of what happens to its server: the seam
   * for tracing and metrics ({@code imcp-opentelemetry}'s {@code McpTelemetry} is one). Default: none, and then the
   * client does no work for one. A second call replaces the first.
   *
   * @param observer what to tell
   * @return this builder
   */
  public B observer(ClientObserver observer) {
    this.observer = Optional.of(Objects.requireNonNull(observer, "observer"));
    return self();
  }

  /**
   * Starts the server (or reaches the HTTP endpoint) and opens the session, waiting for it.
   *
   * @return a connected client; close it to stop the server
   * @throws McpException when the server cannot be started or reached ({@link TransportException}), does not answer
   *     {@code server/discover} or {@code initialize} in time ({@link dev.imcp.runtime.error.McpTimeoutException}) or
   *     speaks no version this client does ({@link dev.imcp.runtime.error.VersionMismatchException})
   */
  public McpClient connect() {
    ClientSettings settings = settings();
    CompletableFuture<McpClient> connecting = checkedOpen(settings);
    if (!connecting.isDone()) {
      // This thread would only wait for the server to start: it prepares the first call meanwhile.
      prepareFirstCall(connecting);
    }
    return Futures.await(connecting, settings.command().displayName());
  }

  /**
   * Starts the server (or reaches the HTTP endpoint) and opens the session, without waiting.
   *
   * @return the client to come, failing as {@link #connect()} throws
   */
  public CompletableFuture<McpClient> connectAsync() {
    return checkedOpen(settings());
  }

  /**
   * Opens the session, the server first, then checks the Jackson the application brought: the check loads Jackson's
   * annotation introspector (0.05 s on a quiet machine, 0.5 s on a busy one), which ran ahead of the server's start and
   * now overlaps it. A failed check stops the server; a too old {@code jackson-annotations} met on the way to the
   * server's start is explained the same way.
   */
  private static CompletableFuture<McpClient> checkedOpen(ClientSettings settings) {
    CompletableFuture<McpClient> connecting;
    try {
      connecting = open(settings);
    } catch (LinkageError e) {
      throw StackCheck.explain(e).orElseThrow(() -> e);
    }
    try {
      StackCheck.jackson();
    } catch (IllegalStateException e) {
      connecting.thenAccept(McpClient::close);
      throw e;
    }
    return connecting;
  }

  /** Serializing a first record is where a jackson-annotations older than Jackson's shows: say which, stop the server. */
  private static void prepareFirstCall(CompletableFuture<McpClient> connecting) {
    try {
      FirstCallPreparation.run();
    } catch (LinkageError e) {
      connecting.thenAccept(McpClient::close);
      Optional<IllegalStateException> explained = StackCheck.explain(e);
      if (explained.isPresent()) {
        throw explained.get();
      }
      throw e;
    }
  }

  /** Completes the draft with what is the transport's own, at connect time. */
  abstract void complete(ClientSettings.Draft draft);

  /**
   * The settings, once the libraries the application brought are known to run the runtime (a clear error naming the
   * artifact and the version needed otherwise).
   */
  private ClientSettings settings() {
    // Not validator.or(…): its supplier would be a lambda spun on every client's way to its
    // first call.
    draft.validator = !validation
        ? Optional.empty()
        : validator.isPresent() ? validator : Optional.of(ArgumentValidator.hibernate());
    complete(draft);
    if (observer.isEmpty()) {
      return draft.freeze();
    }
    // Observed on a copy, so that a second connect of this builder is not observed twice.
    ClientSettings.Draft observed = draft.freeze().draft();
    observed.observe(observer.get());
    return observed.freeze();
  }

  static String requireText(String value, String name) {
    if (value.isBlank()) {
      throw new IllegalArgumentException(name + " must not be blank");
    }
    return value;
  }

  /** Opens a client with {@code settings}. */
  private static CompletableFuture<McpClient> open(ClientSettings settings) {
    // The server first: its start-up then overlaps the loading of everything else (see
    // ServerLaunch).
    ClientSettings chosen = Launches.remembered(settings);
    ServerLaunch launch = Launches.start(chosen);
    return Futures.map(Supervisor.open(chosen, launch), NewClient.INSTANCE);
  }

  /**
   * Not {@code McpClient::new}: a lambda is a class spun cold, on every client's way to its first call. Of {@code
   * Object}, so that this class names no internal type (RoomsTest: only the API's entry points do).
   */
  private enum NewClient implements Function<Object, McpClient> {
    INSTANCE;

    @Override
    public McpClient apply(Object supervisor) {
      return McpClient.of(supervisor);
    }
  }
}
