package dev.imcp.bench.http;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ToolResult;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** Our client, untyped, over Streamable HTTP. */
final class ImcpHttpClient implements HttpEchoClient {
  private final McpClient client;

  ImcpHttpClient(URI url) {
    this.client = McpClient.http(url)
        .clientName("imcp-bench")
        .defaultTimeout(Duration.ofSeconds(60))
        .connect();
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    return client.callToolAsync("echo", Map.of("message", message)).thenApply(ToolResult::text);
  }

  @Override
  public void close() {
    client.close();
  }
}
