package dev.imcp.bench;

import dev.imcp.testing.HttpTestServer;
import java.net.URI;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A client of the harness over Streamable HTTP, against the run's shared server when {@link SharedServer#URI_PROPERTY}
 * names it, else with its own fresh server-everything in that mode, closed with it.
 */
final class ServedOverHttp implements EchoClient {
  private final @Nullable HttpTestServer server;
  private final EchoClient client;

  ServedOverHttp(Function<URI, EchoClient> client) {
    String shared = System.getProperty(SharedServer.URI_PROPERTY);
    if (shared != null) {
      this.server = null;
      this.client = client.apply(URI.create(shared));
      return;
    }
    HttpTestServer own = HttpTestServer.everything(null);
    this.server = own;
    try {
      this.client = client.apply(own.uri());
    } catch (RuntimeException e) {
      own.close();
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
      if (server != null) {
        server.close();
      }
    }
  }
}
