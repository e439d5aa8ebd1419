package dev.imcp.runtime;

/**
 * Which generation of MCP a client speaks to its server. {@link #AUTO} (the default) asks {@code server/discover}
 * first, as the 2026-07-28 revision tells dual-era clients to on stdio: a server that answers it is spoken to in that
 * revision, statelessly; any other answer (iMCP and the 2025 servers say "method not found") falls back to the
 * {@code initialize} handshake of 2025. The answer costs one round trip on a 2025 server.
 */
public enum ProtocolEra {
  /** {@code server/discover} first, then {@code initialize} if the server does not speak 2026-07-28. */
  AUTO,
  /** Only the 2025 handshake ({@code initialize}); for servers that mishandle an unknown first request. */
  LEGACY,
  /** Only 2026-07-28: a server that does not answer {@code server/discover} fails to connect. */
  MODERN
}
