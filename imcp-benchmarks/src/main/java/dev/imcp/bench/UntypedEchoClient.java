package dev.imcp.bench;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.ToolResult;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** Our runtime as a user calls it without a generated SDK: {@code callTool("echo", Map.of("message", …))}. */
final class UntypedEchoClient implements EchoClient {
  private final McpClient client;

  UntypedEchoClient(List<String> server) {
    this(server, ProtocolEra.AUTO);
  }

  /** With the era pinned ({@link ProtocolEra#LEGACY}: no {@code server/discover} first), to price the probe. */
  UntypedEchoClient(List<String> server, ProtocolEra era) {
    this.client = McpClient.stdio(ServerCommand.of(server)).protocolEra(era).connect();
  }

  /** Over Streamable HTTP. */
  UntypedEchoClient(URI url) {
    this.client = McpClient.http(url).connect();
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    return client.callToolAsync("echo", Map.of("message", message)).thenApply(ToolResult::text);
  }

  @Override
  public String echo(String message) {
    return client.callTool("echo", Map.of("message", message)).text();
  }

  @Override
  public void close() {
    client.close();
  }
}
