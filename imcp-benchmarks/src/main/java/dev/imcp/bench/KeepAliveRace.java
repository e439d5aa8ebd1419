package dev.imcp.bench;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ToolResult;
import dev.imcp.testing.HttpTestServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Reproduces the failed calls of issue 28: bursts of 64 calls in flight from our untyped HTTP client to server-everything
 * over Streamable HTTP, separated by idle gaps just under Node's 5 s keep-alive timeout, so that some requests arrive on
 * connections the server is closing. Prints each burst's failures and whether the client was closed; not a test (it
 * waits for real time), a reproduction.
 *
 * <pre>
 * java -cp … dev.imcp.bench.KeepAliveRace [BURSTS [GAP_MS [SPREAD_MS]]]     # defaults 40, 4975, 30
 * </pre>
 *
 * The gap before burst {@code b} is {@code GAP_MS + b % SPREAD_MS} milliseconds.
 */
public final class KeepAliveRace {
  private KeepAliveRace() {}

  public static void main(String[] args) throws InterruptedException {
    int bursts = args.length > 0 ? Integer.parseInt(args[0]) : 40;
    long gap = args.length > 1 ? Long.parseLong(args[1]) : 4_975;
    int spread = args.length > 2 ? Integer.parseInt(args[2]) : 30;
    long failed = 0;
    try (HttpTestServer server = HttpTestServer.everything(null);
        McpClient client = McpClient.http(server.uri()).connect()) {
      for (int burst = 0; burst < bursts && !client.isClosed(); burst++) {
        failed += burst(client, burst);
        System.out.printf(
            "burst %d: %d failed so far, client closed: %b%n", burst, failed, client.isClosed());
        Thread.sleep(gap + burst % spread);
      }
    }
    System.out.println(failed == 0 ? "no call failed" : failed + " calls failed");
    System.exit(0);
  }

  private static long burst(McpClient client, int burst) {
    List<CompletableFuture<ToolResult>> calls = new ArrayList<>();
    for (int i = 0; i < 64; i++) {
      calls.add(client.callToolAsync("echo", Map.of("message", "m" + i)));
    }
    long failed = 0;
    for (CompletableFuture<ToolResult> call : calls) {
      try {
        call.join();
      } catch (CompletionException e) {
        if (failed++ == 0) {
          System.out.println("burst " + burst + ", first failure: " + e.getCause());
        }
      }
    }
    return failed;
  }
}
