package dev.imcp.bench;

import dev.imcp.testing.HttpTestServer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Several Streamable HTTP clients in one JVM against ONE server-everything, taking turns round by round: the server's
 * process, heap and JIT are the same for all of them, so that a throughput ratio compares the clients, not two node
 * processes. Over HTTP a call costs the server 700-900 µs of CPU on this machine against the client's 60-250, and each
 * of the harness's clients has a node of its own, whose cost per call differs from another's by more than the clients
 * do (docs/PERFORMANCE.md, s47-c). Each round prints calls per second, the JVM's CPU per call (the active client's: the
 * others are idle; the server's output drain left out), the server's CPU per call and the open sockets on each side.
 *
 * <pre>
 * java -cp … dev.imcp.bench.HttpTurns CLIENTS MODE [--warmup N] [--calls N] [--rounds N]
 * </pre>
 *
 * CLIENTS: a comma-separated list of http-raw, http-untyped, http-imcp, http-official. MODE as in {@link ProfileCalls}:
 * sequential, inflight:N, threads:N. Each round's order is a rotation of the list, so that no client always goes first.
 */
public final class HttpTurns {
  private HttpTurns() {}

  public static void main(String[] args) throws Exception {
    // Long: a harness's main: the clients on one server, warm-up, the rounds in turn, the medians.
    List<String> names = List.of(args[0].split(","));
    String mode = args[1];
    int warmup = option(args, "--warmup", 20_000);
    int calls = option(args, "--calls", 3_000);
    int rounds = option(args, "--rounds", 6);
    Map<String, List<double[]>> figures = new LinkedHashMap<>();
    try (HttpTestServer server = HttpTestServer.everything(null)) {
      Map<String, EchoClient> clients = new LinkedHashMap<>();
      for (String name : names) {
        clients.put(name, ClientRunner.overHttp(name).apply(server.uri()));
        figures.put(name, new ArrayList<>());
      }
      AtomicLong counter = new AtomicLong();
      for (int step = 0; step < 4; step++) {
        for (EchoClient client : clients.values()) {
          Round.run(client, mode, warmup / 4, counter);
        }
      }
      for (int round = 0; round < rounds; round++) {
        for (int i = 0; i < names.size(); i++) {
          String name = names.get((round + i) % names.size());
          int linesBefore = server.lines().size();
          double[] measured = Round.measure(clients.get(name), mode, calls, counter, server);
          String gc = Round.nodeGc(server.lines(), linesBefore);
          figures.get(name).add(measured);
          System.out.println(String.format(
              Locale.ROOT,
              "round %d %-13s %s calls/s=%.0f cpu/call=%.1fus server-cpu/call=%.1fus"
                  + " sockets=%.0f server-sockets=%.0f%s",
              round,
              name,
              mode,
              measured[0],
              measured[1],
              measured[2],
              measured[3],
              measured[4],
              gc));
        }
      }
      for (EchoClient client : clients.values()) {
        client.close();
      }
    }
    double floor = Round.median(figures.get(names.get(0)), 0);
    for (Map.Entry<String, List<double[]>> entry : figures.entrySet()) {
      List<double[]> rows = entry.getValue();
      System.out.println(String.format(
          Locale.ROOT,
          "MEDIAN %-13s %s calls/s=%.0f (%.0f-%.0f) ratio=%.2f cpu/call=%.1fus server-cpu/call=%.1fus",
          entry.getKey(),
          mode,
          Round.median(rows, 0),
          Round.min(rows, 0),
          Round.max(rows, 0),
          Round.median(rows, 0) / floor,
          Round.median(rows, 1),
          Round.median(rows, 2)));
    }
    System.exit(0);
  }

  private static int option(String[] args, String name, int fallback) {
    for (int i = 2; i < args.length - 1; i++) {
      if (args[i].equals(name)) {
        return Integer.parseInt(args[i + 1]);
      }
    }
    return fallback;
  }
}
