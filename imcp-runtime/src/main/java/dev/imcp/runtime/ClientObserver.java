package dev.imcp.runtime;

import dev.imcp.runtime.observe.ObservedRequest;
import dev.imcp.runtime.observe.ObservedSession;
import dev.imcp.runtime.observe.RequestMeta;
import dev.imcp.runtime.observe.RequestObservation;
import java.time.Duration;
import java.util.Optional;

/**
 * Hears of every request a client sends and every request from the server it answers, of what happens to its server,
 * and of results answered from its cache: the seam for tracing and metrics, set with {@link
 * ClientBuilder#observer(ClientObserver)}. The {@code imcp-opentelemetry} module's {@code McpTelemetry} is one; the
 * runtime knows nothing of OpenTelemetry. Modelled on OkHttp's {@code EventListener} and grpc-java's {@code
 * ClientInterceptor}: every method has a default that does nothing, so an observer implements what it needs.
 *
 * <p>Without an observer the client does none of this work and allocates nothing for it. With one, an observer that
 * throws is logged and ignored: a call never fails because of its observer. Calls are made on the client's threads or
 * the caller's, as each method says, and must be quick; one observer may serve many clients at once, so it must be
 * thread-safe.
 *
 * <pre>{@code
 * McpClient client = McpClient.stdio(ServerCommand.of("node", "server.js"))
 *     .observer(McpTelemetry.create(openTelemetry))
 *     .connect();
 * }</pre>
 */
public interface ClientObserver {
  /**
   * A request is about to be sent: every request, the opening ({@code server/discover}, {@code initialize}), calls,
   * lists, pings, a page of a list, an input round, a retry. Called before the request is written, on the thread that
   * sends it: for a call, the caller's own thread (so that its thread-local context, a current span, is there),
   * except for what the client sends on its own threads (keep-alive pings, a list after a change notification) and for
   * what continues a call there (see {@link RequestObservation#run} and {@link #wrap}).
   *
   * @param request what is sent
   * @param meta the request's {@code params._meta}, to add entries to (trace context)
   * @return what hears of the request's end; {@link RequestObservation#none()} by default
   */
  default RequestObservation requestStarting(ObservedRequest request, RequestMeta meta) {
    return RequestObservation.none();
  }

  /**
   * The server asks something of the client ({@code sampling/createMessage}, {@code elicitation/create}, {@code
   * roots/list}, …): called just before the handler registered for it runs, on the client's event thread, in both eras
   * (a 2025 request, or a 2026-07-28 input request inside a result). The handler then runs inside {@link
   * RequestObservation#run}, and {@link RequestObservation#ended} hears how it answered.
   *
   * @param request what the server asks; its {@code id} is empty
   * @param meta the request's {@code params._meta} as the server sent it (where its trace context is); read-only
   * @return what hears of the answer; {@link RequestObservation#none()} by default
   */
  default RequestObservation serverRequestStarting(ObservedRequest request, RequestMeta meta) {
    return RequestObservation.none();
  }

  /**
   * Carries the caller's context to work the client does for the caller later, on one of its own threads: a call that
   * waits for a restarting server is sent from the supervisor's thread. Called on the caller's thread; the returned
   * task runs on the client's. The default returns {@code task} itself.
   *
   * @param task the work to run later
   * @return the work to run instead, which runs {@code task} in the caller's context
   */
  default Runnable wrap(Runnable task) {
    return task;
  }

  /**
   * Something happened to the server: it started, crashed, is restarting, was restarted, was given up on, or a call is
   * retried ({@link LifecycleEvent.Kind}). Called as lifecycle listeners are; a retry is reported on the thread that
   * decides it, inside the failed attempt's {@link RequestObservation#run}.
   *
   * @param event what happened
   */
  default void lifecycle(LifecycleEvent event) {}

  /**
   * A tool call was answered by the client's result cache (see {@link CachePolicy}), or joined an identical call in
   * flight, so that nothing was sent. Called on the caller's thread.
   *
   * @param session the session the call was made on
   * @param tool the tool called
   */
  default void cacheHit(ObservedSession session, String tool) {}

  /**
   * A session ended: the client was closed, the server exited or became unreachable, or the opening failed. A restart
   * opens a new session.
   *
   * @param session the session, as it was at its end
   * @param duration from the start of its opening to its end
   * @param failure why it ended, unless the client's owner closed it
   */
  default void sessionEnded(
      ObservedSession session, Duration duration, Optional<Throwable> failure) {}
}
