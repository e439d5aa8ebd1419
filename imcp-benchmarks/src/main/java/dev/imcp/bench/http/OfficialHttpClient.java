package dev.imcp.bench.http;

import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.json.JsonMapper;

/** The official MCP Java SDK's async client on its HttpClient Streamable HTTP transport. */
final class OfficialHttpClient implements HttpEchoClient {
  private static final Duration TIMEOUT = Duration.ofSeconds(60);
  private final McpAsyncClient client;

  OfficialHttpClient(URI url) {
    String base = url.getScheme() + "://" + url.getAuthority();
    HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(base)
        .endpoint(url.getPath())
        .jsonMapper(new JacksonMcpJsonMapper(JsonMapper.builder().build()))
        .build();
    this.client = McpClient.async(transport)
        .requestTimeout(TIMEOUT)
        .initializationTimeout(TIMEOUT)
        .build();
    client.initialize().block(TIMEOUT);
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    return client
        .callTool(McpSchema.CallToolRequest.builder("echo")
            .arguments(Map.of("message", message))
            .build())
        .map(result -> ((McpSchema.TextContent) result.content().get(0)).text())
        .toFuture();
  }

  @Override
  public void close() {
    client.closeGracefully().block(Duration.ofSeconds(10));
  }
}
