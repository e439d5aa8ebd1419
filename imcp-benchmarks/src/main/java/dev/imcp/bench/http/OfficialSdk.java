package dev.imcp.bench.http;

import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import reactor.core.publisher.Mono;
import tools.jackson.databind.json.JsonMapper;

/** The official MCP Java SDK's async client as every harness uses it: started, calling {@code echo}, closed. */
public final class OfficialSdk {
  /** The SDK's request and initialization timeout. */
  public static final Duration TIMEOUT = Duration.ofSeconds(60);

  private OfficialSdk() {}

  /**
   * {@return the SDK's own Streamable HTTP transport, on java.net.http}
   *
   * @param url the server's MCP endpoint
   */
  public static McpClientTransport http(URI url) {
    return HttpClientStreamableHttpTransport.builder(url.getScheme() + "://" + url.getAuthority())
        .endpoint(url.getPath())
        .jsonMapper(new JacksonMcpJsonMapper(JsonMapper.builder().build()))
        .build();
  }

  /**
   * {@return an initialized async client over {@code transport}}
   *
   * @param transport stdio or HTTP
   */
  public static McpAsyncClient started(McpClientTransport transport) {
    McpAsyncClient client = McpClient.async(transport)
        .requestTimeout(TIMEOUT)
        .initializationTimeout(TIMEOUT)
        .build();
    client.initialize().block(TIMEOUT);
    return client;
  }

  /**
   * {@return the text {@code echo} answers with}
   *
   * @param client a started client
   * @param message what to echo
   */
  public static Mono<String> echo(McpAsyncClient client, String message) {
    return client
        .callTool(McpSchema.CallToolRequest.builder("echo")
            .arguments(Map.of("message", message))
            .build())
        .map(result -> ((McpSchema.TextContent) result.content().get(0)).text());
  }

  /**
   * Closes the client, waiting for it a bounded time.
   *
   * @param client a started client
   */
  public static void close(McpAsyncClient client) {
    client.closeGracefully().block(Duration.ofSeconds(10));
  }
}
