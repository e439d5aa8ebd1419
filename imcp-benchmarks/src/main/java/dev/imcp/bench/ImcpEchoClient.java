package dev.imcp.bench;

import dev.imcp.bench.everything.EchoRequest;
import dev.imcp.bench.everything.EverythingClient;
import dev.imcp.bench.everything.ToolsService;
import dev.imcp.runtime.ServerCommand;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Our runtime, through the SDK generated from server-everything's snapshot: validated request records and all. The
 * same SDK calls the 2026-07-28 echo server (its echo has the same contract), in that era, found by the probe.
 */
final class ImcpEchoClient implements EchoClient {
  private final EverythingClient client;
  private final ToolsService tools;

  ImcpEchoClient(List<String> server) {
    this(EverythingClient.connect(ServerCommand.of(server)));
  }

  /** Over Streamable HTTP. */
  ImcpEchoClient(URI url) {
    this(EverythingClient.connect(url));
  }

  private ImcpEchoClient(EverythingClient client) {
    this.client = client;
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
