package dev.imcp.simulator;

import java.util.List;
import java.util.Optional;

/**
 * One {@code tools/call} the simulator answered, as its journal recorded it.
 *
 * @param tool the tool's name
 * @param arguments the arguments as received, compact JSON
 * @param ignored JSON pointers of arguments iMCP would silently ignore (whole numbers where it wants a double)
 * @param error the error text when the call failed
 */
public record SimulatedCall(
    String tool, String arguments, List<String> ignored, Optional<String> error) {
  /**
   * Copies {@code ignored}.
   *
   * @param tool the tool's name
   * @param arguments the arguments as received, compact JSON
   * @param ignored JSON pointers of arguments iMCP would silently ignore (whole numbers where it wants a double)
   * @param error the error text when the call failed
   */
  public SimulatedCall {
    ignored = List.copyOf(ignored);
  }
}
