package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.InitializeResult;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Opens a session: the answer to the request sent at launch expected before anything is read ({@code initialize}
 * pinned to 2025, else the era probe, {@link EraProbe}), the transport attached ({@link TransportStart}), then the 2025
 * GET stream's first answer and the tool hints when the client trusts them. On any failure the server is stopped again.
 * A server that ends when asked {@code server/discover} is started once more and spoken to with {@code initialize},
 * and so from then on ({@link Launches}).
 */
final class Opening {
  private static final Log LOG = Log.of(Opening.class);

  private Opening() {}

  static CompletableFuture<Session> open(
      ClientSettings settings,
      ServerLaunch launch,
      BiConsumer<Session, TransportException> onExit,
      Runnable beforeReading) {
    CompletableFuture<Session> opened = attempt(settings, launch, onExit, beforeReading);
    // Nothing to stand by for where no server can end on the probe: over HTTP, or pinned to an era.
    return EraProbe.mayEndOnProbe(settings)
        ? opened.exceptionallyCompose(new Relaunch(settings, onExit, beforeReading))
        : opened;
  }

  /** After a server ended on {@code server/discover}: once more, speaking 2025's handshake. */
  private record Relaunch(
      ClientSettings settings,
      BiConsumer<Session, TransportException> onExit,
      Runnable beforeReading)
      implements Function<Throwable, CompletionStage<Session>> {
    @Override
    public CompletionStage<Session> apply(Throwable failure) {
      Throwable cause = Futures.unwrap(failure);
      if (!(cause instanceof ProbeEnded ended)) {
        return CompletableFuture.failedFuture(cause);
      }
      Launches.endedOnProbe(settings.command());
      LOG.info(
          "{} ended when asked server/discover ({}); starting it again and speaking the 2025 handshake, "
              + "as it will be spoken to from now on",
          settings.command().displayName(),
          ended.ended().getMessage().lines().findFirst().orElse(""));
      ClientSettings legacy = settings.withEra(ProtocolEra.LEGACY);
      return attempt(legacy, Launches.start(legacy), onExit, beforeReading);
    }
  }

  private static CompletableFuture<Session> attempt(
      ClientSettings settings,
      ServerLaunch launch,
      BiConsumer<Session, TransportException> onExit,
      Runnable beforeReading) {
    HttpAhead ahead = TransportStart.ahead(settings);
    Session session;
    CompletableFuture<InitializeResult> answered;
    try {
      session = new Session(settings, onExit);
      // The launch (or the HTTP transport made ahead) sent the first request already; its answer
      // is expected before anything is read.
      answered = firstAnswer(session);
    } catch (RuntimeException | Error e) {
      if (ahead != null) {
        ahead.abandon();
      }
      throw e;
    }
    try {
      TransportStart.start(session, launch, ahead, beforeReading);
    } catch (TransportException e) {
      session.close();
      return CompletableFuture.failedFuture(e);
    }
    return answered
        .thenCompose(new StreamAnswered(session))
        .thenCompose(new HintsLoaded(session))
        .handle(new Ready(session));
  }

  // The steps after the first answer: named classes, not lambdas, which a cold client spun on its
  // way to the first call.

  private record StreamAnswered(Session session)
      implements Function<InitializeResult, CompletionStage<Void>> {
    @Override
    public CompletionStage<Void> apply(InitializeResult initialized) {
      return streamAnswered(session);
    }
  }

  private record HintsLoaded(Session session) implements Function<Void, CompletionStage<Void>> {
    @Override
    public CompletionStage<Void> apply(Void streaming) {
      return session.serverEvents.loadHints();
    }
  }

  /** The session's server name as it stands, as the probe logs it. */
  private record ServerName(Session session) implements Supplier<String> {
    @Override
    public String get() {
      return session.serverName;
    }
  }

  private record Discovered(Handshake handshake)
      implements BiFunction<JsonNode, String, InitializeResult> {
    @Override
    public InitializeResult apply(JsonNode result, String version) {
      return handshake.discovered(result, version);
    }
  }

  /** The session, or its failure with the session closed. */
  private record Ready(Session session) implements BiFunction<Void, Throwable, Session> {
    @Override
    public Session apply(@Nullable Void ready, @Nullable Throwable failure) {
      if (failure != null) {
        session.close();
        throw Futures.asCompletionException(failure);
      }
      return session;
    }
  }

  private static CompletableFuture<InitializeResult> firstAnswer(Session session) {
    ClientSettings settings = session.settings;
    Handshake handshake = new Handshake(session);
    if (settings.era() != ProtocolEra.LEGACY) {
      return new EraProbe(
              session.connection,
              settings,
              new ServerName(session),
              new Discovered(handshake),
              handshake)
          .start();
    }
    return session
        .connection
        .expect(
            InitializeRequest.ID, InitializeRequest.METHOD, settings.initializeTimeout(), handshake)
        .exceptionallyCompose(failure -> CompletableFuture.failedFuture(
            VersionRefusal.map(session.serverName, Futures.unwrap(failure))));
  }

  /**
   * Over HTTP, the first answer of the stream that carries the server's own messages (2025's GET stream, 2026-07-28's
   * listen request), so that calls follow it (bounded by a quarter of the initialize timeout, at most 1 s); at once
   * otherwise.
   */
  private static CompletableFuture<Void> streamAnswered(Session session) {
    var http = session.http();
    if (http == null) {
      return CompletableFuture.completedFuture(null);
    }
    Duration quarter = session.settings.initializeTimeout().dividedBy(4);
    return http.streamAnswered(
        quarter.compareTo(Duration.ofSeconds(1)) < 0 ? quarter : Duration.ofSeconds(1));
  }
}
