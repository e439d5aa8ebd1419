package dev.imcp.runtime.internal.micro;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.jsonrpc.EventLoop;
import dev.imcp.runtime.internal.jsonrpc.JsonRpcConnection;
import dev.imcp.runtime.internal.jsonrpc.NoHandlers;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import tools.jackson.databind.JsonNode;

/**
 * Requests on one connection from 4 threads at once, answered by a loopback that echoes each id back at once: the
 * pending map, the id counter, the write lock and the response path under contention, without a process.
 */
@State(Scope.Benchmark)
public class IdCorrelation {
  private EventLoop events;
  private JsonRpcConnection connection;

  @Setup
  public void setUp() {
    events = new EventLoop("bench");
    connection = new JsonRpcConnection(() -> "bench", events, NoHandlers.INSTANCE);
    connection.attach(json -> {
      long id = Json.mapper().readTree(json).path("id").asLong();
      connection.incoming().line("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{}}");
    });
  }

  @TearDown
  public void tearDown() {
    events.close();
  }

  @Benchmark
  @Threads(4)
  public JsonNode requestAndAnswer() {
    return connection
        .request(
            "ping",
            "ping",
            Json.mapper().createObjectNode(),
            Duration.ofSeconds(60),
            Optional.empty(),
            Optional.empty(),
            true,
            Function.identity())
        .join();
  }
}
