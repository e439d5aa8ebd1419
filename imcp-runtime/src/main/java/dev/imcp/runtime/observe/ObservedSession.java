package dev.imcp.runtime.observe;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;

/**
 * The session a request belongs to, as far as the client knows it when the request starts: one server process, or one
 * connection to a Streamable HTTP endpoint, from its opening to its end (a restarted server is a new session).
 *
 * @param serverName the server's name as it announced it ({@code serverInfo.name}); empty before it did, rather than
 *     the command line or URL the client's messages name it by meanwhile (a command line may hold a secret)
 * @param transport how the client reaches the server
 * @param url the server's MCP endpoint; empty for stdio
 * @param protocolVersion the MCP revision spoken, such as {@code 2025-11-25}; for {@code initialize} and {@code
 *     server/discover}, the revision the request offers; empty while none is known
 * @param sessionId the {@code Mcp-Session-Id} the server gave a 2025 HTTP session; empty for stdio, for 2026-07-28
 *     (stateless) and before the server gave one
 */
public record ObservedSession(
    Optional<String> serverName,
    Transport transport,
    Optional<URI> url,
    Optional<String> protocolVersion,
    Optional<String> sessionId) {
  /** How the client reaches the server. */
  public enum Transport {
    /** A child process, spoken to over its stdin and stdout. */
    STDIO,
    /** An HTTP endpoint, spoken to with Streamable HTTP (over HTTP/1.1 on TCP). */
    STREAMABLE_HTTP
  }

  /**
   * Creates the session's description; nothing may be null.
   *
   * @param serverName the server's name as it announced it, or empty
   * @param transport how the client reaches the server
   * @param url the server's MCP endpoint, or empty
   * @param protocolVersion the MCP revision spoken, or empty
   * @param sessionId the {@code Mcp-Session-Id}, or empty
   */
  public ObservedSession {
    Objects.requireNonNull(serverName, "serverName");
    Objects.requireNonNull(transport, "transport");
    Objects.requireNonNull(url, "url");
    Objects.requireNonNull(protocolVersion, "protocolVersion");
    Objects.requireNonNull(sessionId, "sessionId");
  }
}
