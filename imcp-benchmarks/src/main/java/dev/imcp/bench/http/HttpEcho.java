package dev.imcp.bench.http;

import dev.imcp.testing.HttpTestServer;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * HTTP echo in one run: our client, the official SDK's HttpClient Streamable HTTP transport, a raw HttpClient floor and
 * two blocking floors off java.net.http (Apache HttpClient 5 classic and a hand-written HTTP/1.1 client over sockets),
 * each against its own server, taking turns round by round; sequential p50 and calls/s with 64 in flight, with ratios
 * to the floor and to the official SDK's, and the CPU each call cost the client's JVM and the server at 64 in flight.
 *
 * <p>Arguments: {@code [--smoke]}: a few hundred calls per client, for checking, not for figures; {@code [--bare]}:
 * the bare echo server only.
 */
public final class HttpEcho {
  private static final int IN_FLIGHT = 64;

  private record Load(int warmup, int sequential, int throughput, int rounds) {}

  private static final Load FULL = new Load(5_000, 2_000, 10_000, 3);
  private static final Load SMOKE = new Load(300, 200, 1_000, 1);

  /** One client's figures, a value per round. */
  private record Figures(
      List<Double> p50, List<Double> rate, List<Double> clientCpu, List<Double> serverCpu) {
    Figures() {
      this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    }
  }

  private HttpEcho() {}

  public static void main(String[] args) throws Exception {
    Load load = Arrays.asList(args).contains("--smoke") ? SMOKE : FULL;
    if (!Arrays.asList(args).contains("--bare")) {
      run(load, "server-everything", "http-launcher.mjs");
    }
    run(load, "a bare echo server (no MCP library)", "echo-http.mjs");
  }

  private static void run(Load load, String serverName, String script) {
    // Long: each client kind started, measured and stopped against one server, in order.
    Map<String, Function<URI, HttpEchoClient>> kinds = new LinkedHashMap<>();
    kinds.put("imcp", ImcpHttpClient::new);
    kinds.put("official", OfficialHttpClient::new);
    kinds.put("raw", RawHttpClient::new);
    kinds.put("apache", ApacheHttpClient::new);
    kinds.put("socket", SocketHttpClient::new);
    Map<String, HttpTestServer> servers = new LinkedHashMap<>();
    Map<String, HttpEchoClient> clients = new LinkedHashMap<>();
    Map<String, Figures> figures = new LinkedHashMap<>();
    try {
      for (Map.Entry<String, Function<URI, HttpEchoClient>> kind : kinds.entrySet()) {
        HttpTestServer server = HttpTestServer.script(script);
        servers.put(kind.getKey(), server);
        clients.put(kind.getKey(), kind.getValue().apply(server.uri()));
        figures.put(kind.getKey(), new Figures());
      }
      clients.values().forEach(client -> inFlight(client, load.warmup()));
      List<String> order = new ArrayList<>(clients.keySet());
      for (int round = 0; round < load.rounds(); round++) {
        for (String name : order) {
          Figures mine = figures.get(name);
          mine.p50().add(sequentialP50Micros(clients.get(name), load.sequential()));
          long client = processCpuNanos();
          long server = servers.get(name).cpuNanos();
          mine.rate().add(inFlight(clients.get(name), load.throughput()));
          mine.clientCpu().add((processCpuNanos() - client) / 1e3 / load.throughput());
          mine.serverCpu().add((servers.get(name).cpuNanos() - server) / 1e3 / load.throughput());
        }
        order.add(order.remove(0));
      }
    } finally {
      clients.values().forEach(HttpEchoClient::close);
      servers.values().forEach(HttpTestServer::close);
    }
    print(load, serverName, figures);
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean)
            java.lang.management.ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static double sequentialP50Micros(HttpEchoClient client, int calls) {
    long[] nanos = new long[calls];
    for (int i = 0; i < calls; i++) {
      long start = System.nanoTime();
      check(client.echoAsync("m" + i).join(), i);
      nanos[i] = System.nanoTime() - start;
    }
    Arrays.sort(nanos);
    return nanos[calls / 2] / 1_000.0;
  }

  /** Calls per second with {@value #IN_FLIGHT} calls in flight at all times. */
  private static double inFlight(HttpEchoClient client, int calls) {
    Semaphore slots = new Semaphore(IN_FLIGHT);
    AtomicLong failures = new AtomicLong();
    long start = System.nanoTime();
    List<CompletableFuture<?>> all = new ArrayList<>(calls);
    for (int i = 0; i < calls; i++) {
      slots.acquireUninterruptibly();
      int n = i;
      all.add(client.echoAsync("m" + i).whenComplete((text, failure) -> {
        if (failure != null || !("Echo: m" + n).equals(text)) {
          failures.incrementAndGet();
        }
        slots.release();
      }));
    }
    CompletableFuture.allOf(all.toArray(CompletableFuture[]::new))
        .orTimeout(5, TimeUnit.MINUTES)
        .join();
    double perSecond = calls / ((System.nanoTime() - start) / 1e9);
    if (failures.get() > 0) {
      throw new IllegalStateException(failures.get() + " of " + calls + " calls failed");
    }
    return perSecond;
  }

  private static void check(String text, int i) {
    if (!("Echo: m" + i).equals(text)) {
      throw new IllegalStateException("unexpected answer " + text);
    }
  }

  private static List<Long> rounded(List<Double> values) {
    return values.stream().map(Math::round).toList();
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    sorted.sort(Double::compare);
    return sorted.get(sorted.size() / 2);
  }

  private static void print(Load load, String serverName, Map<String, Figures> figures) {
    // Long: one table, a row per client and load; its format lines read best together.
    System.out.printf(
        Locale.ROOT,
        "HTTP echo against %s, %s: %d sequential and %d calls at %d in flight per client and round, %d round(s)%n",
        serverName,
        load == SMOKE ? "smoke" : "full",
        load.sequential(),
        load.throughput(),
        IN_FLIGHT,
        load.rounds());
    System.out.println(
        "| client | sequential p50 (us) | / floor | calls/s, 64 in flight | / floor | / official"
            + " | client CPU per call (us) | server CPU per call (us) |");
    System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- |");
    double floorP50 = median(figures.get("raw").p50());
    double floorRate = median(figures.get("raw").rate());
    double officialRate = median(figures.get("official").rate());
    figures.forEach((name, mine) -> {
      double latency = median(mine.p50());
      double perSecond = median(mine.rate());
      System.out.printf(
          Locale.ROOT,
          "| %s | %.0f | %.2f | %.0f | %.2f | %.2f | %.0f | %.0f |%n",
          name,
          latency,
          latency / floorP50,
          perSecond,
          perSecond / floorRate,
          perSecond / officialRate,
          median(mine.clientCpu()),
          median(mine.serverCpu()));
    });
    figures.forEach((name, mine) -> System.out.printf(
        Locale.ROOT,
        "rounds %s: p50 %s, calls/s %s%n",
        name,
        rounded(mine.p50()),
        rounded(mine.rate())));
  }
}
