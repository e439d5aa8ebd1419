package dev.imcp.bench;

import dev.imcp.bench.everything.EchoRequest;
import dev.imcp.bench.everything.EverythingClient;
import dev.imcp.bench.everything.ToolsService;
import dev.imcp.runtime.ServerCommand;
import java.util.concurrent.CompletableFuture;

/** Our runtime, through the SDK generated from server-everything's snapshot: validated request records and all. */
final class ImcpEchoClient implements EchoClient {
  private final EverythingClient client;
  private final ToolsService tools;

  ImcpEchoClient() {
    this.client = EverythingClient.connect(ServerCommand.of(Servers.everything()));
    this.tools = client.tools();
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    return tools.echoAsync(EchoRequest.of(message)).thenApply(result -> result.text());
  }

  @Override
  public String echo(String message) {
    return tools.echo(EchoRequest.of(message)).text();
  }

  @Override
  public void close() {
    client.close();
  }
}
