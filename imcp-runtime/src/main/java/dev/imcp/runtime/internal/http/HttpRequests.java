package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.session.ProtocolVersions;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.net.http.HttpRequest;
import java.time.Duration;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The HTTP requests of one connection, with the headers each era requires. 2025-11-25: the configured headers, the
 * session id the server assigned and the negotiated version (after {@code initialize}). 2026-07-28: no session; every
 * POST says {@code MCP-Protocol-Version}, {@code Mcp-Method} and, for {@code tools/call}, {@code prompts/get} and
 * {@code resources/read}, {@code Mcp-Name}. Thread-safe.
 */
final class HttpRequests {
  static final String SESSION_ID = "Mcp-Session-Id";
  static final String PROTOCOL_VERSION = "MCP-Protocol-Version";
  static final String LAST_EVENT_ID = "Last-Event-ID";

  private final HttpEndpoint endpoint;
  private volatile @Nullable String sessionId;
  private volatile @Nullable String protocolVersion;
  private volatile boolean modern;
  private final ParamHeaders params = new ParamHeaders();

  HttpRequests(HttpEndpoint endpoint) {
    this.endpoint = endpoint;
  }

  /** From now on, the 2026-07-28 rules (the probe with {@code server/discover} included). */
  void modern() {
    modern = true;
    protocolVersion = ProtocolVersions.MODERN.get(0);
    sessionId = null;
  }

  /** The {@code x-mcp-header} annotations of the tools listed. */
  ParamHeaders params() {
    return params;
  }

  boolean isModern() {
    return modern;
  }

  /** The version every later request says; in 2025, the one {@code initialize} agreed. */
  void negotiated(String version) {
    protocolVersion = version;
  }

  /** An {@code initialize} goes out: the 2025 rules, no version header until it is answered, a new session. */
  void initializing() {
    modern = false;
    protocolVersion = null;
    sessionId = null;
  }

  /** The session the server assigned; only the first one counts (the answer to {@code initialize}). */
  void assigned(@Nullable String id) {
    if (id != null && !modern && sessionId == null) {
      sessionId = id;
    }
  }

  /** The server ended the session: the next {@code initialize} answer's id is the one. */
  void forgetSession() {
    sessionId = null;
  }

  @Nullable
  String sessionId() {
    return sessionId;
  }

  OutgoingRequest post(byte[] json, MessageHead head, @Nullable String session) {
    HttpRequest.Builder builder = base(session)
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream");
    if (modern && head.method() != null) {
      builder.header("Mcp-Method", head.method());
      String name = head.mcpName();
      if (name != null) {
        builder.header("Mcp-Name", McpHeaderValue.of(name));
        if (head.method().equals("tools/call") && params.annotates(name)) {
          JsonNode message = HttpAnswers.parse(json);
          params.add(
              builder,
              name,
              message == null
                  ? Json.mapper().missingNode()
                  : message.path("params").path("arguments"));
        }
      }
    }
    return new OutgoingRequest(builder.POST(HttpRequest.BodyPublishers.noBody()).build(), json);
  }

  /** The 2025 stream for what the server sends outside any request, resumed after {@code lastEventId} when known. */
  OutgoingRequest get(@Nullable String lastEventId) {
    HttpRequest.Builder builder = base(sessionId).header("Accept", "text/event-stream");
    if (lastEventId != null) {
      builder.header(LAST_EVENT_ID, lastEventId);
    }
    return new OutgoingRequest(builder.GET().build(), null);
  }

  OutgoingRequest delete(String session, Duration timeout) {
    return new OutgoingRequest(base(session).timeout(timeout).DELETE().build(), null);
  }

  private HttpRequest.Builder base(@Nullable String session) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(endpoint.uri());
    endpoint.headers().forEach(builder::header);
    endpoint.bearerToken().ifPresent(token -> builder.header("Authorization", "Bearer " + token));
    if (session != null && !modern) {
      builder.header(SESSION_ID, session);
    }
    String version = protocolVersion;
    if (version != null) {
      builder.header(PROTOCOL_VERSION, version);
    }
    return builder;
  }
}
