package dev.imcp.bench.micro;

import dev.imcp.bench.Servers;
import dev.imcp.runtime.CachePolicy;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.ToolResult;
import java.time.Duration;
import java.util.Map;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** A call answered from the result cache: canonical key, Caffeine lookup, the error policy; nothing on the wire. */
@State(Scope.Benchmark)
public class CacheHit {
  private McpClient client;
  private Map<String, Object> arguments;

  @Setup
  public void setUp() {
    client = McpClient.stdio(ServerCommand.of(Servers.everything()))
        .cache(CachePolicy.builder().ttl("echo", Duration.ofHours(1)).build())
        .connect();
    arguments = Map.of("message", "cached");
    client.callTool("echo", arguments);
  }

  @TearDown
  public void tearDown() {
    client.close();
  }

  @Benchmark
  public ToolResult hit() {
    return client.callTool("echo", arguments);
  }
}
