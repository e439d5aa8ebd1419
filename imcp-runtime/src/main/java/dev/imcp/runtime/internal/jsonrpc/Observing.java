package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.ClientObserver;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.observe.ObservedRequest;
import dev.imcp.runtime.observe.ObservedSession;
import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.observe.RequestOutcome;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A client's {@link ClientObserver}, as the runtime calls it: one per client, shared by its sessions (one after the
 * other), absent when the user set no observer, so that an unobserved client does none of this. Every call into the
 * observer is guarded: an observer that throws is logged, and the client goes on.
 */
public final class Observing {
  private static final Log LOG = Log.of(Observing.class);

  private final ClientObserver observer;
  private final ObservedSession.Transport transport;
  private final Optional<URI> url;
  /** What the client calls the server until it names itself, never told to the observer. */
  private final String displayName;
  /** The connection of the session now: what the server's requests and cache hits are reported against. */
  private volatile @Nullable ObservedConnection current;
  /** The observation of the request written at launch, before the session's connection existed. */
  private final AtomicReference<@Nullable RequestObservation> pipelined = new AtomicReference<>();

  private volatile boolean closing;

  private Observing(ClientObserver observer, Optional<URI> url, String displayName) {
    this.observer = observer;
    this.displayName = displayName;
    this.transport = url.isPresent()
        ? ObservedSession.Transport.STREAMABLE_HTTP
        : ObservedSession.Transport.STDIO;
    this.url = url.map(Observing::withoutSecrets);
  }

  /**
   * @param url the Streamable HTTP endpoint; empty for stdio
   * @param displayName the command line or URL that names the server until it names itself
   */
  public static Observing of(ClientObserver observer, Optional<URI> url, String displayName) {
    return new Observing(observer, url, displayName);
  }

  /** The endpoint without user info, query or fragment, which may hold secrets. */
  private static URI withoutSecrets(URI uri) {
    try {
      return new URI(
          uri.getScheme(), null, uri.getHost(), uri.getPort(), uri.getPath(), null, null);
    } catch (URISyntaxException e) {
      return URI.create(uri.getScheme() + "://" + uri.getHost());
    }
  }

  /** The observer's part of a new connection, which becomes the session now. */
  ObservedConnection attach(Supplier<String> serverName, Supplier<@Nullable String> sessionId) {
    ObservedConnection connection = new ObservedConnection(this, serverName, sessionId);
    current = connection;
    return connection;
  }

  /**
   * A request the connection is about to write: the observer may add to its {@code _meta}. Null when the observer
   * keeps nothing of it ({@link RequestObservation#none()}), and then the request is not observed further.
   */
  @Nullable
  Observation starting(long id, String method, ObjectNode params, ObservedSession session) {
    ObservedRequest request = request(method, Optional.of(Long.toString(id)), params, session);
    RequestObservation observation = safely(
        "start observing " + method,
        () -> observer.requestStarting(request, ParamsMeta.of(params)),
        RequestObservation.none());
    return observation == RequestObservation.none() ? null : Observation.of(observation);
  }

  /**
   * The {@code _meta} entries of the request written at launch, before any session ({@code server/discover}, or
   * {@code initialize} in the 2025 era): its observation starts here, on the thread that connects, and waits for the
   * session's connection to claim it ({@link #pipelinedRequest()}).
   *
   * @param version the protocol revision the request offers
   */
  public Map<String, String> pipelined(String method, String version) {
    ObjectNode params = tools.jackson.databind.node.JsonNodeFactory.instance.objectNode();
    ObservedSession session = new ObservedSession(
        Optional.empty(), transport, url, Optional.of(version), Optional.empty());
    ObservedRequest request = request(method, Optional.of("1"), params, session);
    pipelined.set(safely(
        "start observing " + method,
        () -> observer.requestStarting(request, ParamsMeta.of(params)),
        RequestObservation.none()));
    Map<String, String> entries = new LinkedHashMap<>();
    params.path("_meta").properties().forEach(entry -> {
      if (entry.getValue().isString()) {
        entries.put(entry.getKey(), entry.getValue().stringValue());
      }
    });
    return entries;
  }

  /** The observation of the request written at launch, found when it is first needed. */
  Observation pipelinedRequest() {
    return Observation.later(() -> {
      RequestObservation taken = pipelined.getAndSet(null);
      return taken == null ? RequestObservation.none() : taken;
    });
  }

  /** The client's handlers, each observed as it answers the server. */
  public Map<String, TreeHandler> handlers(Map<String, TreeHandler> handlers) {
    Map<String, TreeHandler> observed = new LinkedHashMap<>();
    handlers.forEach(
        (method, handler) -> observed.put(method, new ObservedHandler(this, method, handler)));
    return observed;
  }

  /** A request from the server, about to be answered by the client's handler for it. */
  RequestObservation serverRequestStarting(String method, JsonNode params) {
    ObservedConnection connection = current;
    ObservedSession session = connection == null
        ? new ObservedSession(Optional.empty(), transport, url, Optional.empty(), Optional.empty())
        : connection.facts(method, null);
    ObservedRequest request = request(method, Optional.empty(), params, session);
    return safely(
        "start observing " + method,
        () -> observer.serverRequestStarting(request, ParamsMeta.readOnly(params)),
        RequestObservation.none());
  }

  static void ended(RequestObservation observation, RequestOutcome outcome) {
    try {
      observation.ended(outcome);
    } catch (RuntimeException e) {
      LOG.warn("An observer failed on the end of a request: {}", e.toString());
    }
  }

  /**
   * {@code action}, run later on a thread of the client's, in the context of the thread calling this (the caller's):
   * for a call that waits for a restarting server.
   */
  public <S, T> Function<S, CompletableFuture<T>> asCaller(
      Function<S, CompletableFuture<T>> action) {
    AtomicReference<@Nullable S> argument = new AtomicReference<>();
    AtomicReference<@Nullable CompletableFuture<T>> result = new AtomicReference<>();
    Runnable wrapped = safely(
        "wrap a call for later",
        () -> observer.wrap(() -> result.set(action.apply(argument.get()))),
        () -> result.set(action.apply(argument.get())));
    return value -> {
      argument.set(value);
      wrapped.run();
      CompletableFuture<T> out = result.get();
      return out != null ? out : action.apply(value);
    };
  }

  /** A lifecycle listener that tells the observer. */
  public java.util.function.Consumer<dev.imcp.runtime.LifecycleEvent> lifecycle() {
    return observer::lifecycle;
  }

  /** A tool call answered by the cache, on the caller's thread. */
  public void cacheHit(String tool) {
    ObservedConnection connection = current;
    if (connection == null) {
      return;
    }
    ObservedSession session = connection.facts(McpMethods.TOOLS_CALL, null);
    safely("report a cache hit", () -> observer.cacheHit(session, tool));
  }

  /** The client's owner is closing it: the sessions that end from now on end without failure. */
  public void closing() {
    closing = true;
  }

  /** A session's connection ended; called once per connection. */
  void sessionEnded(ObservedSession session, long startNanos, Throwable cause) {
    Duration duration = Duration.ofNanos(System.nanoTime() - startNanos);
    Optional<Throwable> failure = closing ? Optional.empty() : Optional.of(cause);
    safely("report the end of a session", () -> observer.sessionEnded(session, duration, failure));
  }

  ObservedSession session(
      String serverName, Optional<String> protocolVersion, Optional<String> sessionId) {
    return new ObservedSession(
        serverName.equals(displayName) ? Optional.empty() : Optional.of(serverName),
        transport,
        url,
        protocolVersion,
        sessionId);
  }

  /** Whether {@code session} names the server as {@link #session} would name {@code serverName}. */
  boolean named(ObservedSession session, String serverName) {
    return serverName.equals(displayName)
        ? session.serverName().isEmpty()
        : serverName.equals(session.serverName().orElse(null));
  }

  private static ObservedRequest request(
      String method, Optional<String> id, JsonNode params, ObservedSession session) {
    return new ObservedRequest(
        method,
        id,
        method.equals(McpMethods.TOOLS_CALL) ? text(params, "name") : Optional.empty(),
        method.equals(McpMethods.PROMPTS_GET) ? text(params, "name") : Optional.empty(),
        method.startsWith("resources/") && !method.endsWith("/list")
            ? text(params, "uri")
            : Optional.empty(),
        session);
  }

  private static Optional<String> text(JsonNode params, String field) {
    JsonNode value = params.path(field);
    return value.isString() ? Optional.of(value.stringValue()) : Optional.empty();
  }

  /** Runs {@code call}; when it throws, logs it. */
  private static void safely(String what, Runnable call) {
    try {
      call.run();
    } catch (RuntimeException e) {
      LOG.warn("An observer failed to {}: {}", what, e.toString());
    }
  }

  /** {@code call}'s answer, or {@code otherwise} when it throws, which is logged. */
  static <T> T safely(String what, Supplier<T> call, T otherwise) {
    try {
      T answer = call.get();
      return answer == null ? otherwise : answer;
    } catch (RuntimeException e) {
      LOG.warn("An observer failed to {}: {}", what, e.toString());
      return otherwise;
    }
  }
}
