package dev.imcp.bench;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.node.ObjectNode;

/** One client's round of the sequential phase, placed on the cores by {@link Harness#PLACEMENT}. */
final class SequentialRound {
  private SequentialRound() {}

  /**
   * Sequential calls, the client and its server placed on the cores as every other client is, and what the scheduler
   * gave them and everything else the harness keeps meanwhile, per call: the pair's CPU and its wait for a CPU (its p50
   * follows the server's CPU per call, which moves from round to round), the rest's CPU.
   */
  static ObjectNode of(ClientProcess process, List<ProcessHandle> servers, Workload workload)
      throws IOException {
    List<ProcessHandle> client = List.of(process.handle());
    List<ProcessHandle> pair = new ArrayList<>(servers);
    pair.add(process.handle());
    List<ProcessHandle> others = kept(pair);
    TaskTimes clientBefore = TaskTimes.of(client);
    TaskTimes serverBefore = TaskTimes.of(servers);
    TaskTimes othersBefore = TaskTimes.of(others);
    ObjectNode result = Harness.PLACEMENT.around(
        process.handle(),
        servers,
        others,
        () -> process.command("sequential " + workload.sequential()));
    double calls = workload.sequential();
    TaskTimes clientSpent = TaskTimes.of(client).minus(clientBefore);
    TaskTimes serverSpent = TaskTimes.of(servers).minus(serverBefore);
    return result
        .put("sequentialClientCpuUs", clientSpent.runNanos() / 1e3 / calls)
        .put("sequentialServerCpuUs", serverSpent.runNanos() / 1e3 / calls)
        .put("sequentialWaitUs", (clientSpent.waitNanos() + serverSpent.waitNanos()) / 1e3 / calls)
        .put(
            "sequentialOthersCpuUs",
            TaskTimes.of(others).minus(othersBefore).runNanos() / 1e3 / calls);
  }

  /** Every process the harness keeps but {@code measured}: this JVM and the other clients and servers. */
  private static List<ProcessHandle> kept(List<ProcessHandle> measured) {
    List<ProcessHandle> kept = new ArrayList<>();
    kept.add(ProcessHandle.current());
    ProcessHandle.current()
        .descendants()
        .filter(process -> !measured.contains(process))
        .forEach(kept::add);
    return kept;
  }
}
