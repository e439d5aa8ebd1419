package dev.imcp.sdk;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.simulator.ImcpSimulator;
import dev.imcp.simulator.SimulatedCall;
import java.util.List;

/** A simulator and the SDK connected to it, as the tests share them; closing ends both. */
record SimulatedSession(ImcpSimulator simulator, ImcpClient imcp) implements AutoCloseable {
  static SimulatedSession start() {
    ImcpSimulator simulator = ImcpSimulator.start();
    return new SimulatedSession(simulator, Imcp.connect(ServerCommand.of(simulator.command())));
  }

  /** What the simulator received last. */
  SimulatedCall lastCall() {
    List<SimulatedCall> calls = simulator.calls();
    return calls.get(calls.size() - 1);
  }

  @Override
  public void close() {
    imcp.close();
    simulator.close();
  }
}
