package dev.imcp.maven.internal;

import dev.imcp.runtime.McpClient;
import dev.imcp.schema.Snapshot;

/** One short session with a live server: start, initialize, list every tool, stop, however it ends. */
public final class LiveServer {
  /** The client name servers see; iMCP asks a person to approve each new one, so it never changes. */
  public static final String CLIENT_NAME = "imcp-java";

  private LiveServer() {}

  /**
   * @throws dev.imcp.runtime.McpException when the server does not start, exits, or does not answer in time; the message
   *     names the command and carries the exit code and stderr tail
   */
  public static Snapshot snapshot(ServerSelection.Server server) {
    try (McpClient client = McpClient.builder(server.command())
        .clientName(CLIENT_NAME)
        .initializeTimeout(server.timeout())
        .defaultTimeout(server.timeout())
        .connect()) {
      return client.snapshot();
    }
  }
}
