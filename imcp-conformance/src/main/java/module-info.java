/**
 * The client the official MCP conformance suite drives ({@code conformance/client}). An application on the runtime's
 * public API: it exports nothing; run {@code dev.imcp.conformance.ConformanceClient}.
 */
module dev.imcp.conformance {
  requires dev.imcp.runtime;
  requires dev.imcp.oauth;
  requires java.net.http;
  requires static org.jspecify;
}
