package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CachePolicy;
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
import dev.imcp.runtime.internal.transport.TransportSettings;
import dev.imcp.runtime.internal.validation.ArgumentValidator;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

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
    Map<String, ServerRequestHandler> requestHandlers,
    List<NotificationListener> listeners,
    ProtocolEra era,
    Optional<HttpEndpoint> http,
    Optional<Observing> observing) {

  public ClientSettings {
    requestHandlers = Map.copyOf(requestHandlers);
    listeners = List.copyOf(listeners);
    lifecycleListeners = List.copyOf(lifecycleListeners);
  }

  /** The same settings, with notifications going to {@code listener} alone (the supervisor's dispatcher). */
  public ClientSettings withListener(NotificationListener listener) {
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
        transport,
        validator,
        requestHandlers,
        List.of(listener),
        era,
        http,
        observing);
  }

  /** The same settings, speaking {@code chosen}: a restarted server keeps the era found for it (no new probe). */
  public ClientSettings withEra(ProtocolEra chosen) {
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
        transport,
        validator,
        requestHandlers,
        listeners,
        chosen,
        http,
        observing);
  }
}
