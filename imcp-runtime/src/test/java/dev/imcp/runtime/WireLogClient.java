package dev.imcp.runtime;

import java.util.Arrays;
import java.util.Map;

/**
 * A program for {@link WireLogTest}: one echo call whose arguments carry a password, in a JVM of its own so that its
 * logging can be configured from the start. Its arguments are the server's command.
 */
final class WireLogClient {
  private WireLogClient() {}

  public static void main(String[] args) {
    try (McpClient client =
        McpClient.stdio(ServerCommand.of(Arrays.asList(args))).connect()) {
      client.callTool("echo", Map.of("message", "wire-check", "password", "hunter2"));
    }
  }
}
