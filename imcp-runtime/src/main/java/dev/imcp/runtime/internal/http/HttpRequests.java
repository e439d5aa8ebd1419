package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.http.HttpAuthorization;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.message.BasicHeader;
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
  /**
   * Made when first asked for: a 2026-07-28 session's only, and its class off a 2025 client's way. Checked twice, the
   * second time under this object's lock, as {@code HttpTransport} makes its session renewal: a holder class cannot
   * make either, as each is one connection's state, and every 2026-07-28 call with a name asks for this one, so asking
   * takes no lock once it is made.
   */
  private volatile @Nullable ParamHeaders params;

  private final Kept kept = new Kept();

  HttpRequests(HttpEndpoint endpoint) {
    this.endpoint = endpoint;
  }

  /** From now on, the 2026-07-28 rules (the probe with {@code server/discover} included). */
  void modern(String version) {
    modern = true;
    protocolVersion = version;
    sessionId = null;
  }

  /** The {@code x-mcp-header} annotations of the tools listed. */
  ParamHeaders params() {
    ParamHeaders made = params;
    if (made == null) {
      synchronized (this) {
        made = params;
        if (made == null) {
          made = new ParamHeaders();
          params = made;
        }
      }
    }
    return made;
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
    // Read once: the era may change meanwhile (initialize, the probe), and the headers kept must be
    // of one.
    String version = protocolVersion;
    boolean stateless = modern;
    boolean plain = !stateless && endpoint.authorization().isEmpty();
    Header[] headers = plain ? kept.get(session, version) : null;
    if (headers == null) {
      headers = postHeaders(json, head, session, version, stateless);
      if (plain) {
        kept.keep(session, version, headers);
      }
    }
    return new OutgoingRequest("POST", endpoint.uri(), headers, json, Optional.empty());
  }

  private Header[] postHeaders(
      byte[] json,
      MessageHead head,
      @Nullable String session,
      @Nullable String version,
      boolean stateless) {
    Map<String, String> headers = base(session, version, stateless);
    headers.put("Content-Type", "application/json");
    headers.put("Accept", "application/json, text/event-stream");
    if (stateless && head.method() != null) {
      headers.put("Mcp-Method", head.method());
      String name = head.mcpName();
      if (name != null) {
        headers.put("Mcp-Name", McpHeaderValue.of(name));
        ParamHeaders annotations = params();
        if (head.method().equals(McpMethods.TOOLS_CALL) && annotations.annotates(name)) {
          JsonNode message = HttpAnswers.parse(json);
          annotations.add(
              headers,
              name,
              message == null
                  ? Json.mapper().missingNode()
                  : message.path("params").path("arguments"));
        }
      }
    }
    return apache(headers);
  }

  /** The 2025 stream for what the server sends outside any request, resumed after {@code lastEventId} when known. */
  OutgoingRequest get(@Nullable String lastEventId) {
    Map<String, String> headers = base(sessionId, protocolVersion, modern);
    headers.put("Accept", "text/event-stream");
    if (lastEventId != null) {
      headers.put(LAST_EVENT_ID, lastEventId);
    }
    return new OutgoingRequest("GET", endpoint.uri(), apache(headers), null, Optional.empty());
  }

  OutgoingRequest delete(String session, Duration timeout) {
    return new OutgoingRequest(
        "DELETE",
        endpoint.uri(),
        apache(base(session, protocolVersion, modern)),
        null,
        Optional.of(timeout));
  }

  /**
   * What every request carries: the configured headers, the credentials, the session and the protocol version. The
   * credentials are added in this one place: a bearer token, or what the authorization gives for the URL.
   */
  private Map<String, String> base(
      @Nullable String session, @Nullable String version, boolean stateless) {
    Map<String, String> headers = new LinkedHashMap<>(endpoint.headers());
    // No lambdas: this runs for every call.
    Optional<String> token = endpoint.bearerToken();
    if (token.isPresent()) {
      headers.put("Authorization", "Bearer " + token.get());
    }
    Optional<HttpAuthorization> authorization = endpoint.authorization();
    if (authorization.isPresent()) {
      headers.putAll(authorization.get().headers(endpoint.uri()));
    }
    if (session != null && !stateless) {
      headers.put(SESSION_ID, session);
    }
    if (version != null) {
      headers.put(PROTOCOL_VERSION, version);
    }
    return headers;
  }

  private static Header[] apache(Map<String, String> headers) {
    Header[] apache = new Header[headers.size()];
    int i = 0;
    for (Map.Entry<String, String> header : headers.entrySet()) {
      apache[i++] = new BasicHeader(header.getKey(), header.getValue());
    }
    return apache;
  }

  /**
   * The headers of the last 2025 POST without an authorization, kept for the next while the session and version stay:
   * rebuilt for every call, they were a map, its copy and a header object each.
   */
  private static final class Kept {
    private record Head(@Nullable String session, @Nullable String version, Header[] headers) {}

    private volatile @Nullable Head head;

    Header @Nullable [] get(@Nullable String session, @Nullable String version) {
      Head kept = head;
      return kept != null
              && Objects.equals(kept.session, session)
              && Objects.equals(kept.version, version)
          ? kept.headers
          : null;
    }

    void keep(@Nullable String session, @Nullable String version, Header[] headers) {
      head = new Head(session, version, headers);
    }
  }
}
