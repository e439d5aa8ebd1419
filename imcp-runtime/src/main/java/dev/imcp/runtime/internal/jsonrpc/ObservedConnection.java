package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.observe.ObservedSession;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the client's observer needs of one connection (one session): its requests' facts as they start, the revision
 * agreed (learned on the wire, as the session has no part in it), and its end. Exists only for an observed client.
 */
final class ObservedConnection {
  private static final String MODERN_VERSION = "io.modelcontextprotocol/protocolVersion";

  private final Observing observing;
  private final Supplier<String> serverName;
  private final Supplier<@Nullable String> sessionId;
  private final long startNanos = System.nanoTime();
  private volatile @Nullable String agreedVersion;
  /** The facts told last, told again while nothing changed. */
  private volatile @Nullable ObservedSession latest;

  ObservedConnection(
      Observing observing, Supplier<String> serverName, Supplier<@Nullable String> sessionId) {
    this.observing = observing;
    this.serverName = serverName;
    this.sessionId = sessionId;
  }

  /** A request about to be written, on the thread that sends it: the observer may add to its {@code _meta}. */
  @Nullable
  Observation starting(long id, String method, ObjectNode params) {
    return observing.starting(id, method, params, facts(method, params));
  }

  /** The request written at launch, before this connection existed. */
  Observation pipelined() {
    return observing.pipelinedRequest();
  }

  /** A result arrived: a 2025 {@code initialize}'s says the revision agreed. */
  void answered(String method, ObjectNode response) {
    JsonNode version = response.path("result").path("protocolVersion");
    if (method.equals(McpMethods.INITIALIZE) && version.isString()) {
      agreedVersion = version.stringValue();
    }
  }

  /** The connection ended; called once. */
  void ended(Throwable cause) {
    observing.sessionEnded(facts("", null), startNanos, cause);
  }

  /**
   * The session as an observer is told of it when {@code method} starts (with {@code params}, when the client sends
   * it): the revision a request offers, else the one agreed, which a 2026-07-28 request says on the way.
   */
  ObservedSession facts(String method, @Nullable ObjectNode params) {
    String offered = params == null ? null : offeredVersion(method, params);
    if (offered != null
        && !method.equals(McpMethods.DISCOVER)
        && !method.equals(McpMethods.INITIALIZE)) {
      agreedVersion = offered;
    }
    String version = offered != null ? offered : agreedVersion;
    String name = serverName.get();
    String session = sessionId.get();
    ObservedSession last = latest;
    if (last != null && same(last, name, version, session)) {
      return last;
    }
    ObservedSession made =
        observing.session(name, Optional.ofNullable(version), Optional.ofNullable(session));
    latest = made;
    return made;
  }

  /** Whether {@code session} says what is known now: a session's facts change a few times in its life, not per call. */
  private boolean same(
      ObservedSession session, String name, @Nullable String version, @Nullable String id) {
    return observing.named(session, name)
        && Objects.equals(session.protocolVersion().orElse(null), version)
        && Objects.equals(session.sessionId().orElse(null), id);
  }

  /** The revision a request says it speaks: in its 2026-07-28 {@code _meta}, or offered by {@code initialize}. */
  private static @Nullable String offeredVersion(String method, ObjectNode params) {
    JsonNode modern = params.path("_meta").path(MODERN_VERSION);
    if (modern.isString()) {
      return modern.stringValue();
    }
    JsonNode offered = params.path("protocolVersion");
    return method.equals(McpMethods.INITIALIZE) && offered.isString()
        ? offered.stringValue()
        : null;
  }
}
