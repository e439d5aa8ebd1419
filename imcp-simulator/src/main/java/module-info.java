/**
 * An iMCP stand-in for tests: {@code ImcpSimulator} (the command of a simulator process and iMCP's switches) and
 * {@code ImcpSimulatorExtension} for JUnit. The simulated server itself is internal.
 */
// The official SDK's core and Reactor are automatic modules named in their manifests.
@SuppressWarnings("requires-automatic")
module dev.imcp.simulator {
  requires io.modelcontextprotocol.sdk.mcp;
  requires reactor.core;
  requires tools.jackson.databind;
  // Only the JUnit extensions need JUnit, and tests that use them have it; not transitive, so
  // that a module using only ImcpSimulator (as the demo does) compiles without JUnit.
  requires static org.junit.jupiter.api;

  exports dev.imcp.simulator;
}
