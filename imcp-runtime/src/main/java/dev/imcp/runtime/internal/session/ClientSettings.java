package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CachePolicy;
import dev.imcp.runtime.ClientBuilder;
import dev.imcp.runtime.ClientObserver;
import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.NotificationListener;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.ServerRequestHandler;
import dev.imcp.runtime.SupervisionPolicy;
import dev.imcp.runtime.ToolErrorTranslator;
import dev.imcp.runtime.ToolErrors;
import dev.imcp.runtime.internal.http.HttpEndpoint;
import dev.imcp.runtime.internal.jsonrpc.Observing;
import dev.imcp.runtime.internal.jsonrpc.TreeHandler;
import dev.imcp.runtime.internal.transport.TransportSettings;
import dev.imcp.runtime.internal.validation.ArgumentValidator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.slf4j.event.Level;

/**
 * Everything a {@code ClientBuilder} collects, frozen.
 *
 * @param command the stdio server to start; for an HTTP client, a stand-in naming its URL, never started
 * @param http the Streamable HTTP server spoken to instead of a process, when present
 * @param observing the client's observer; empty when none was set, and then nothing is observed
 */
public record ClientSettings(
    ServerCommand command,
    String clientName,
    String clientVersion,
    Duration defaultTimeout,
    Duration initializeTimeout,
    ToolErrors toolErrors,
    ToolErrorTranslator toolErrorTranslator,
    CachePolicy cachePolicy,
    SupervisionPolicy supervision,
    List<Consumer<LifecycleEvent>> lifecycleListeners,
    TransportSettings transport,
    Optional<ArgumentValidator> validator,
    Map<String, TreeHandler> requestHandlers,
    List<NotificationListener> listeners,
    ProtocolEra era,
    Optional<HttpEndpoint> http,
    Optional<Observing> observing) {

  public ClientSettings {
    requestHandlers = Map.copyOf(requestHandlers);
    listeners = List.copyOf(listeners);
    lifecycleListeners = List.copyOf(lifecycleListeners);
  }

  /** {@code action}, run later on a client's thread in the caller's context, as far as the client's observer keeps one. */
  public <S, T> Function<S, CompletableFuture<T>> asCaller(
      Function<S, CompletableFuture<T>> action) {
    return observing.map(present -> present.asCaller(action)).orElse(action);
  }

  /** Tells the client's observer, if any, that its owner is closing the client. */
  public void closing() {
    observing.ifPresent(Observing::closing);
  }

  /** The same settings, with notifications going to {@code listener} alone (the supervisor's dispatcher). */
  public ClientSettings withListener(NotificationListener listener) {
    Draft changed = draft();
    changed.listeners.clear();
    changed.listeners.add(listener);
    return changed.freeze();
  }

  /** The same settings, speaking {@code chosen}: a restarted server keeps the era found for it (no new probe). */
  public ClientSettings withEra(ProtocolEra chosen) {
    Draft changed = draft();
    changed.era = chosen;
    return changed.freeze();
  }

  /** These settings as a draft to change. */
  public Draft draft() {
    Draft draft = new Draft(command);
    draft.clientName = clientName;
    draft.clientVersion = clientVersion;
    draft.defaultTimeout = defaultTimeout;
    draft.initializeTimeout = initializeTimeout;
    draft.toolErrors = toolErrors;
    draft.toolErrorTranslator = toolErrorTranslator;
    draft.cachePolicy = cachePolicy;
    draft.supervision = supervision;
    draft.lifecycleListeners.addAll(lifecycleListeners);
    draft.maxMessageBytes = transport.maxMessageBytes();
    draft.stderrLevel = transport.stderrLevel();
    draft.stderrTailLines = transport.stderrTailLines();
    draft.shutdownGrace = transport.shutdownGrace();
    draft.validator = validator;
    draft.requestHandlers.putAll(requestHandlers);
    draft.listeners.addAll(listeners);
    draft.era = era;
    draft.http = http;
    draft.observing = observing;
    return draft;
  }

  /**
   * Settings being collected, each at its default until set: what a client builder fills in, and what a test or a
   * restart changes. Mutable, for one thread; {@link #freeze()} makes the settings.
   */
  public static final class Draft {
    public final ServerCommand command;
    public String clientName = ClientBuilder.DEFAULT_CLIENT_NAME;
    public String clientVersion = "0.1.0";
    public Duration defaultTimeout = Duration.ofSeconds(60);
    public Duration initializeTimeout = Duration.ofSeconds(60);
    public ToolErrors toolErrors = ToolErrors.THROW;
    public ToolErrorTranslator toolErrorTranslator = ToolErrorTranslator.none();
    public CachePolicy cachePolicy = CachePolicy.none();
    public SupervisionPolicy supervision = SupervisionPolicy.none();
    public final List<Consumer<LifecycleEvent>> lifecycleListeners = new ArrayList<>();
    public int maxMessageBytes = TransportSettings.DEFAULT_MAX_MESSAGE_BYTES;
    /** Null for DEBUG: see {@link TransportSettings#stderrLevel()}. */
    public @Nullable Level stderrLevel;

    public int stderrTailLines = 50;
    public Duration shutdownGrace = Duration.ofSeconds(2);
    public Optional<ArgumentValidator> validator = Optional.empty();
    public final Map<String, TreeHandler> requestHandlers = new LinkedHashMap<>();
    public final List<NotificationListener> listeners = new ArrayList<>();
    public ProtocolEra era = ProtocolEra.AUTO;
    public Optional<HttpEndpoint> http = Optional.empty();
    /** Set by {@link #observe}, once per client: its sessions, one after the other, share it. */
    Optional<Observing> observing = Optional.empty();

    /** Answers the server's requests for {@code method} with the user's {@code handler}, in maps. */
    public void requestHandler(String method, ServerRequestHandler handler) {
      requestHandlers.put(method, TreeHandler.of(handler));
    }

    /** @param command the stdio server to start; for an HTTP client, a stand-in naming its URL */
    public Draft(ServerCommand command) {
      this.command = command;
    }

    public ClientSettings freeze() {
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
          validator,
          requestHandlers,
          listeners,
          era,
          http,
          observing);
    }

    /**
     * Tells {@code observer} of everything the client does: the client's requests, the server's (its handlers run
     * inside their observation) and lifecycle events. Once, when the settings are complete (the endpoint is known).
     */
    public void observe(ClientObserver observer) {
      Observing made = Observing.of(observer, http.map(HttpEndpoint::uri), command.displayName());
      observing = Optional.of(made);
      lifecycleListeners.add(made.lifecycle());
      Map<String, TreeHandler> observed = made.handlers(requestHandlers);
      requestHandlers.clear();
      requestHandlers.putAll(observed);
    }
  }
}
