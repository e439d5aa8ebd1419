package dev.imcp.testing;

/** The four ways to one server that the observation tests (runtime and OpenTelemetry) run each case over. */
public enum Route {
  /** stdio, the 2025 handshake. */
  STDIO_2025,
  /** stdio, 2026-07-28 (after the era probe). */
  STDIO_2026,
  /** Streamable HTTP, the 2025 handshake. */
  HTTP_2025,
  /** Streamable HTTP, 2026-07-28. */
  HTTP_2026;

  /** {@return whether the server is spoken to over Streamable HTTP} */
  public boolean http() {
    return this == HTTP_2025 || this == HTTP_2026;
  }

  /** {@return whether the 2026-07-28 revision is spoken} */
  public boolean modern() {
    return this == STDIO_2026 || this == HTTP_2026;
  }

  /** {@return the first request: the era probe, or the 2025 handshake} */
  public String opening() {
    return modern() ? "server/discover" : "initialize";
  }

  /** {@return the protocol version spoken} */
  public String version() {
    return modern() ? "2026-07-28" : "2025-11-25";
  }

  /** {@return the transport as OpenTelemetry's {@code network.transport} names it} */
  public String transport() {
    return http() ? "tcp" : "pipe";
  }
}
