package dev.imcp.bench;

import dev.imcp.testing.HttpTestServer;
import dev.imcp.testing.TestServers;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * The one server-everything over Streamable HTTP that a harness run's HTTP clients share, taking turns. With a server of
 * its own per client, a throughput ratio compared two node processes as much as two clients: over HTTP the server spends
 * 8-10x the client's CPU on a call, and the clients' servers differed in that by up to 12 % within one run
 * (docs/PERFORMANCE.md, s47-c). Shared, the server's process, heap and JIT are the same for every client, and its CPU
 * per call is read here, around each client's round. {@code -Dimcp.bench.httpServers=own} gives each client a server of
 * its own again. Cold starts always launch their own: their server answers one call.
 */
final class SharedServer implements AutoCloseable {
  /** The system property that tells a client's JVM the shared server's endpoint. */
  static final String URI_PROPERTY = "imcp.bench.httpServerUri";

  private final @Nullable HttpTestServer server;

  private SharedServer(@Nullable HttpTestServer server) {
    this.server = server;
  }

  /** A server for {@code clients} if one of them speaks Streamable HTTP and sharing is not switched off, else none. */
  static SharedServer forClients(List<String> clients) {
    if (!shared() || clients.stream().noneMatch(SharedServer::overHttp)) {
      return new SharedServer(null);
    }
    return new SharedServer(HttpTestServer.launch(
        TestServers.script("http-launcher.mjs"),
        ClientProcess.boundedEventStore() ? EventStore.preloaded() : Map.of(),
        "imcp-http-launcher: listening"));
  }

  private static boolean shared() {
    return !System.getProperty("imcp.bench.httpServers", "shared").equals("own");
  }

  /** The JVM options that send {@code client} to this server: none if it has its own. */
  List<String> jvmOptions(String client) {
    return server != null && overHttp(client)
        ? List.of("-D" + URI_PROPERTY + "=" + server.uri())
        : List.of();
  }

  /** The processes that answer {@code client}, whose JVM is {@code process}: this server, or the JVM's own children. */
  List<ProcessHandle> servers(String client, ProcessHandle process) {
    return server != null && overHttp(client)
        ? List.of(server.handle())
        : process.descendants().toList();
  }

  /**
   * One throughput round of {@code client}, with the shared server's CPU per call over it in place of what the client's
   * JVM read from its own children (none).
   */
  ObjectNode round(String client, int calls, Harness.Measurement measurement) throws IOException {
    if (server == null || !overHttp(client)) {
      return measurement.of(client);
    }
    long before = server.cpuNanos();
    ObjectNode result = measurement.of(client);
    return result.put("serverCpuPerCallUs", (server.cpuNanos() - before) / 1e3 / calls);
  }

  /** What the report says of where the HTTP clients' calls went. */
  static String describe() {
    return shared()
        ? "the Streamable HTTP clients against one server, taking turns"
        : "each Streamable HTTP client against a server of its own";
  }

  static boolean overHttp(String client) {
    return client.startsWith("http-");
  }

  @Override
  public void close() {
    if (server != null) {
      server.close();
    }
  }
}
