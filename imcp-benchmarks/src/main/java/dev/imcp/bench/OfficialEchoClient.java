package dev.imcp.bench;

import dev.imcp.bench.http.OfficialSdk;
import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpClientTransport;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.json.JsonMapper;

/** The official MCP Java SDK's async client; blocking calls block on its Mono, as its own sync client does. */
final class OfficialEchoClient implements EchoClient {
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
    this(OfficialSdk.http(url));
  }

  private OfficialEchoClient(McpClientTransport transport) {
    this.client = OfficialSdk.started(transport);
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    return OfficialSdk.echo(client, message).toFuture();
  }

  @Override
  public String echo(String message) {
    return OfficialSdk.echo(client, message).block(OfficialSdk.TIMEOUT);
  }

  @Override
  public void close() {
    OfficialSdk.close(client);
  }
}
