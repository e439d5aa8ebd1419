package dev.imcp.sdk;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.simulator.ImcpSimulator;
import dev.imcp.simulator.SimulatedCall;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A simulator and the SDK connected to it, shared by a test class: {@code @RegisterExtension static final
 * SimulatedSession SESSION = new SimulatedSession();}. Started before the class, closed after it.
 */
final class SimulatedSession implements BeforeAllCallback, AfterAllCallback {
  private ImcpSimulator simulator;
  private ImcpClient imcp;

  @Override
  public void beforeAll(ExtensionContext context) {
    simulator = ImcpSimulator.start();
    imcp = Imcp.connect(ServerCommand.of(simulator.command()));
  }

  @Override
  public void afterAll(ExtensionContext context) {
    imcp.close();
    simulator.close();
  }

  ImcpSimulator simulator() {
    return simulator;
  }

  ImcpClient imcp() {
    return imcp;
  }

  /** What the simulator received last. */
  SimulatedCall lastCall() {
    List<SimulatedCall> calls = simulator.calls();
    return calls.get(calls.size() - 1);
  }
}
