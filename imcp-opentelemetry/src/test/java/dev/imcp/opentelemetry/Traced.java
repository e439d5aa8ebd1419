package dev.imcp.opentelemetry;

import dev.imcp.runtime.CachePolicy;
import dev.imcp.runtime.ClientBuilder;
import dev.imcp.runtime.ClientObserver;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.SupervisionPolicy;
import dev.imcp.testing.HttpTestServer;
import dev.imcp.testing.Route;
import dev.imcp.testing.TestServers;
import io.opentelemetry.api.trace.Span;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Clients of the traced server (test-servers/traced-server.mjs) by each {@link Route}, and a supervised flaky one. */
final class Traced {
  static final JsonMapper JSON = JsonMapper.builder().build();

  private Traced() {}

  /** A client of the traced server this way, and the server process when it is an HTTP one. */
  static final class Connection implements AutoCloseable {
    final McpClient client;
    final @Nullable HttpTestServer server;
    /** The span each elicitation was answered in, as the client's handler saw it current. */
    final List<Span> answeredIn = new CopyOnWriteArrayList<>();

    private Connection(Route route, ClientObserver observer, CachePolicy cache) {
      ProtocolEra era = route.modern()
          ? (route.http() ? ProtocolEra.MODERN : ProtocolEra.AUTO)
          : ProtocolEra.LEGACY;
      server = route.http() ? HttpTestServer.traced() : null;
      client = (server == null
              ? McpClient.stdio(stdio())
              : (ClientBuilder<?>) McpClient.http(server.uri()))
          .protocolEra(era)
          .observer(observer)
          .cache(cache)
          .requestHandler("elicitation/create", this::named)
          .defaultTimeout(Duration.ofSeconds(20))
          .connect();
    }

    private CompletableFuture<Map<String, Object>> named(Map<String, Object> params) {
      answeredIn.add(Span.current());
      return CompletableFuture.completedFuture(
          Map.of("action", "accept", "content", Map.of("name", "Ada")));
    }

    /** Calls a tool of the traced server and reads the JSON object it answers. */
    JsonNode call(String tool) {
      return JSON.readTree(client.callTool(tool, java.util.Map.of()).text());
    }

    @Override
    public void close() {
      client.close();
      if (server != null) {
        server.close();
      }
    }
  }

  /** test-servers/traced-server.mjs over stdio: it answers the trace context it received and the span it opened. */
  static ServerCommand stdio() {
    return ServerCommand.of(TestServers.traced());
  }

  static Connection connect(Route route, ClientObserver observer) {
    return new Connection(route, observer, CachePolicy.none());
  }

  static Connection connect(Route route, ClientObserver observer, CachePolicy cache) {
    return new Connection(route, observer, cache);
  }

  /** A supervised stdio client of a traced server whose tool {@code flaky} ends it once (the file {@code mark}). */
  static McpClient flaky(ClientObserver observer, java.nio.file.Path mark) {
    return McpClient.stdio(stdio().withEnvironment("TRACED_FLAKY", mark.toString()))
        .protocolEra(ProtocolEra.LEGACY)
        .observer(observer)
        .supervision(SupervisionPolicy.builder()
            .backoff(Duration.ofMillis(50), Duration.ofMillis(200))
            .trustHintsForRetry(true)
            .retries(2)
            .build())
        .defaultTimeout(Duration.ofSeconds(20))
        .connect();
  }
}
