package dev.imcp.runtime.redeploy;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * An application as an application server deploys it, loaded by {@link RedeployTest} in a class loader of its own: it
 * connects, makes one blocking call on the thread it is given (a server's request thread) and closes its client.
 * The argument is a stdio server's command, or one {@code http://} URI.
 */
public final class RedeployedApp implements Function<List<String>, String> {
  @Override
  public String apply(List<String> server) {
    try (McpClient client = connect(server)) {
      return client.callTool("echo", Map.of("message", "redeployed")).text();
    }
  }

  private static McpClient connect(List<String> server) {
    return server.get(0).startsWith("http://")
        ? McpClient.http(URI.create(server.get(0))).clientName("redeployed").connect()
        : McpClient.stdio(ServerCommand.of(server)).clientName("redeployed").connect();
  }
}
