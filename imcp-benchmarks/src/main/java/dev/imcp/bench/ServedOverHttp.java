package dev.imcp.bench;

import dev.imcp.testing.HttpTestServer;
import java.net.URI;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/** A client of the harness over Streamable HTTP, with its own fresh server-everything in that mode, closed with it. */
final class ServedOverHttp implements EchoClient {
  private final HttpTestServer server;
  private final EchoClient client;

  ServedOverHttp(Function<URI, EchoClient> client) {
    this.server = HttpTestServer.everything(null);
    try {
      this.client = client.apply(server.uri());
    } catch (RuntimeException e) {
      server.close();
      throw e;
    }
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    return client.echoAsync(message);
  }

  @Override
  public String echo(String message) {
    return client.echo(message);
  }

  @Override
  public void close() {
    try {
      client.close();
    } finally {
      server.close();
    }
  }
}
