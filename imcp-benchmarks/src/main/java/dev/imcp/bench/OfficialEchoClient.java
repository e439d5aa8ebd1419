package dev.imcp.bench;

import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.json.JsonMapper;

/** The official MCP Java SDK's async client; blocking calls block on its Mono, as its own sync client does. */
final class OfficialEchoClient implements EchoClient {
  private static final Duration TIMEOUT = Duration.ofSeconds(60);
  private final McpAsyncClient client;

  OfficialEchoClient() {
    this(stdio());
  }

  private static McpClientTransport stdio() {
    List<String> command = Servers.everything();
    ServerParameters server = ServerParameters.builder(command.get(0))
        .args(command.subList(1, command.size()))
        .build();
    return new StdioClientTransport(
        server, new JacksonMcpJsonMapper(JsonMapper.builder().build()));
  }

  /** Over Streamable HTTP, on the SDK's own java.net.http transport. */
  OfficialEchoClient(URI url) {
    this(HttpClientStreamableHttpTransport.builder(url.getScheme() + "://" + url.getAuthority())
        .endpoint(url.getPath())
        .jsonMapper(new JacksonMcpJsonMapper(JsonMapper.builder().build()))
        .build());
  }

  private OfficialEchoClient(McpClientTransport transport) {
    this.client = McpClient.async(transport)
        .requestTimeout(TIMEOUT)
        .initializationTimeout(TIMEOUT)
        .build();
    client.initialize().block(TIMEOUT);
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    return client.callTool(request(message)).map(OfficialEchoClient::text).toFuture();
  }

  @Override
  public String echo(String message) {
    return text(client.callTool(request(message)).block(TIMEOUT));
  }

  private static McpSchema.CallToolRequest request(String message) {
    return McpSchema.CallToolRequest.builder("echo")
        .arguments(Map.of("message", message))
        .build();
  }

  private static String text(McpSchema.CallToolResult result) {
    return ((McpSchema.TextContent) result.content().get(0)).text();
  }

  @Override
  public void close() {
    client.closeGracefully().block(Duration.ofSeconds(10));
  }
}
