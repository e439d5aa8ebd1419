/**
 * The README's demo: the generated iMCP SDK against the simulator, a real iMCP, or any server. An application: it
 * exports nothing; run {@code dev.imcp.demo.Demo}.
 */
module dev.imcp.demo {
  requires dev.imcp.sdk;
  requires dev.imcp.simulator;
}
