package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.InitializeResult;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.jsonrpc.JsonRpcConnection;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Finds a server's era by the rule of 2026-07-28's stdio binding: {@code server/discover} first (sent at launch); an
 * answer listing 2026-07-28 means that revision; any other answer means 2025 and {@code initialize}. A server still
 * silent after a short grace also gets {@code initialize}, for 2025 servers that ignore unknown requests: whichever
 * answers first decides, and a server answers in order, so a slow modern server's discover still comes first. The
 * timeout bounds the whole opening.
 */
final class EraProbe {
  private static final Log LOG = Log.of(EraProbe.class);

  private final JsonRpcConnection connection;
  private final ClientSettings settings;
  private final Supplier<String> serverName;
  private final BiFunction<JsonNode, String, InitializeResult> modern;
  private final Function<JsonNode, InitializeResult> legacy;
  private final CompletableFuture<InitializeResult> opened = new CompletableFuture<>();
  private final AtomicBoolean initializeSent = new AtomicBoolean();
  private final AtomicBoolean discoverRetried = new AtomicBoolean();
  private final CompletableFuture<JsonNode> initializeAnswer = new CompletableFuture<>();
  private final long started = System.nanoTime();

  /**
   * @param modern makes the session a 2026-07-28 one, from the discover result and the version chosen
   * @param legacy makes it a 2025 one, from the initialize result
   */
  EraProbe(
      JsonRpcConnection connection,
      ClientSettings settings,
      Supplier<String> serverName,
      BiFunction<JsonNode, String, InitializeResult> modern,
      Function<JsonNode, InitializeResult> legacy) {
    this.connection = connection;
    this.settings = settings;
    this.serverName = serverName;
    this.modern = modern;
    this.legacy = legacy;
  }

  /** Registers the discover sent at launch; must run before the first line is read. */
  CompletableFuture<InitializeResult> start() {
    connection
        .expect(
            DiscoverRequest.ID,
            DiscoverRequest.METHOD,
            settings.initializeTimeout(),
            ProbeStep.AS_IS)
        .whenComplete(new ProbeStep(this, ProbeStep.DISCOVER_ANSWERED));
    // Over HTTP every POST is answered, by an error if need be: no server stays silent on discover.
    if (settings.era() == ProtocolEra.AUTO && settings.http().isEmpty()) {
      Duration grace = ProbeStep.grace(settings.initializeTimeout());
      // On the common pool, not the timer's thread: what the send sets off may complete the
      // caller's connect.
      ProbeStep graceOver = new ProbeStep(this, ProbeStep.GRACE_OVER);
      Delays.unlessDoneWithin(opened, grace.toMillis(), ForkJoinPool.commonPool(), graceOver);
    }
    return opened;
  }

  void graceOver() {
    if (!opened.isDone() && initializeSent.compareAndSet(false, true)) {
      LOG.info(
          "{} has not answered server/discover within {} ms; sending initialize too (pin ProtocolEra.LEGACY to "
              + "skip the probe for a 2025 server)",
          serverName.get(),
          ProbeStep.grace(settings.initializeTimeout()).toMillis());
      sendInitialize();
    }
  }

  /** A 2025 HTTP server's refusal told apart first: each instanceof of another exception loads its class. */
  void discoverAnswered(@Nullable JsonNode result, @Nullable Throwable failure) {
    Throwable cause = failure == null ? null : Futures.unwrap(failure);
    boolean refusedOverHttp = refusedOverHttp(cause);
    if (!refusedOverHttp
        && refusedButSpeaksModern(cause)
        && discoverRetried.compareAndSet(false, true)) {
      // 2026-07-28: a client whose first choice is refused retries with a version the server names
      // (SEP-2575).
      LOG.debug(
          "{} refused server/discover's version but names 2026-07-28; asking again",
          serverName.get());
      ask(DiscoverRequest.METHOD, discoverParams(settings))
          .whenComplete(new ProbeStep(this, ProbeStep.DISCOVER_ANSWERED));
      return;
    }
    Optional<String> version =
        result == null ? Optional.empty() : modernVersion(result.path("supportedVersions"));
    if (version.isPresent()) {
      decide(result, version.get());
    } else if (endedOnProbe(cause)) {
      opened.completeExceptionally(new ProbeEnded((TransportException) cause));
    } else if (settings.era() == ProtocolEra.MODERN
        || !refusedOverHttp
            && (cause instanceof TransportException
                || cause instanceof McpTimeoutException && !initializeSent.get())) {
      opened.completeExceptionally(VersionRefusal.notModern(serverName.get(), result, cause));
    } else {
      speakLegacy(result, cause);
    }
  }

  /** Any other answer to discover means 2025: initialize, unless it went already. */
  private void speakLegacy(@Nullable JsonNode result, @Nullable Throwable cause) {
    LOG.debug(
        "{} does not speak 2026-07-28 ({}); speaking 2025",
        serverName.get(),
        cause != null
            ? cause.getMessage()
            : "supportedVersions " + (result == null ? "[]" : result.path("supportedVersions")));
    if (initializeSent.compareAndSet(false, true)) {
      sendInitialize();
    }
    initializeAnswer.whenComplete(new ProbeStep(this, ProbeStep.INITIALIZE_ANSWERED));
  }

  /** The server process ended before it answered discover: see {@link ProbeEnded}. */
  private boolean endedOnProbe(@Nullable Throwable cause) {
    return mayEndOnProbe(settings)
        && cause instanceof TransportException ended
        && ended.exitCode().isPresent();
  }

  /**
   * The params of a {@code server/discover} sent again, as a request with an id of its own. Here, not in {@link
   * DiscoverRequest}: passing the meta tree where a node is expected makes the verifier load Jackson's tree classes
   * with the class that does it, and {@link DiscoverRequest} loads on the way to a client's first request.
   */
  private static ObjectNode discoverParams(ClientSettings settings) {
    ObjectNode params = Json.object();
    params.set("_meta", DiscoverRequest.metaNode(settings));
    return params;
  }

  /** Whether a server may end on the probe as {@link ProbeEnded} says: a process, asked for its era. */
  static boolean mayEndOnProbe(ClientSettings settings) {
    return settings.era() == ProtocolEra.AUTO && settings.http().isEmpty();
  }

  /**
   * A 2025 HTTP server answers a POST it cannot take without a session with an HTTP error (server-everything: 400 and
   * a JSON-RPC error with no id; others 404 or 500): a refusal of the probe like any other, which {@code initialize}
   * follows, not the end of the connection. A server that fails every request fails that one too, saying so. Refused
   * credentials (401, 403) end the connection and are no such answer.
   */
  static boolean refusedOverHttp(@Nullable Throwable cause) {
    return cause instanceof HttpException http
        && http.status() >= 400
        && http.status() != 401
        && http.status() != 403;
  }

  private static boolean refusedButSpeaksModern(@Nullable Throwable cause) {
    return cause instanceof ProtocolErrorException error
        && error.code() == ProtocolErrorException.UNSUPPORTED_PROTOCOL_VERSION
        && VersionRefusal.namesModern(error);
  }

  /** A request of the opening, within what is left of its timeout; not cancellable. */
  private CompletableFuture<JsonNode> ask(String method, ObjectNode params) {
    return connection.request(
        method, "", params, left(), Optional.empty(), Optional.empty(), false, ProbeStep.AS_IS);
  }

  /** What is left of the opening's timeout, at least 1 ms. */
  private Duration left() {
    Duration left = settings.initializeTimeout().minusNanos(System.nanoTime() - started);
    return left.isNegative() || left.isZero() ? Duration.ofMillis(1) : left;
  }

  private void sendInitialize() {
    ask(InitializeRequest.METHOD, InitializeRequest.params(settings))
        .whenComplete(new ProbeStep(this, ProbeStep.INITIALIZE_SENT));
  }

  void initializeSentAnswered(@Nullable JsonNode result, @Nullable Throwable failure) {
    if (failure != null) {
      initializeAnswer.completeExceptionally(failure);
    } else {
      initializeAnswer.complete(result);
      // A server that ignored discover answers initialize first: it speaks 2025.
      initializeAnswered(result, null);
    }
  }

  void initializeAnswered(@Nullable JsonNode result, @Nullable Throwable failure) {
    if (failure != null) {
      opened.completeExceptionally(VersionRefusal.map(serverName.get(), Futures.unwrap(failure)));
    } else {
      decide(result, null);
    }
  }

  /**
   * The first decisive answer wins; the era is a property of the server, decided once. Not a supplier to call: a
   * lambda is a class spun cold, and a 2025 server's opening runs on a client's way to its first call.
   *
   * @param version 2026-07-28's, chosen from discover's {@code result}; null for 2025's initialize result
   */
  private synchronized void decide(@Nullable JsonNode result, @Nullable String version) {
    if (opened.isDone()) {
      return;
    }
    try {
      opened.complete(version != null ? modern.apply(result, version) : legacy.apply(result));
    } catch (RuntimeException e) {
      opened.completeExceptionally(e);
    }
  }

  /** The first 2026-07-28 version of ours that discover's answer offers. */
  private static Optional<String> modernVersion(JsonNode supportedVersions) {
    for (String version : ProtocolVersions.MODERN) {
      for (JsonNode offered : supportedVersions) {
        if (version.equals(offered.asString(""))) {
          return Optional.of(version);
        }
      }
    }
    return Optional.empty();
  }
}
