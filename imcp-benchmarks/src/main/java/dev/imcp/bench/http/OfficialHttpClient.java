package dev.imcp.bench.http;

import io.modelcontextprotocol.client.McpAsyncClient;
import java.net.URI;
import java.util.concurrent.CompletableFuture;

/** The official MCP Java SDK's async client on its HttpClient Streamable HTTP transport. */
final class OfficialHttpClient implements HttpEchoClient {
  private final McpAsyncClient client;

  OfficialHttpClient(URI url) {
    this.client = OfficialSdk.started(OfficialSdk.http(url));
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    return OfficialSdk.echo(client, message).toFuture();
  }

  @Override
  public void close() {
    OfficialSdk.close(client);
  }
}
