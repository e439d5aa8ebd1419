package dev.imcp.runtime;

import java.util.Arrays;
import java.util.Map;

/**
 * A program for {@link ColdPathTest}: connects over stdio as a user would (the era probed), makes one untyped call
 * with a map of arguments, then loads {@link Answered}, the marker its class-load log is read up to. Its arguments are
 * the server's command.
 */
final class ColdPathClient {
  private ColdPathClient() {}

  /** Loaded once the first call has returned: what the log shows before it is the way to the first call. */
  static final class Answered {
    private Answered() {}

    static void mark() {}
  }

  public static void main(String[] args) {
    ServerCommand server = ServerCommand.of(Arrays.asList(args));
    try (McpClient client = McpClient.stdio(server).connect()) {
      String text = client.callTool("echo", Map.of("message", "cold")).text();
      Answered.mark();
      System.out.println("echo: " + text);
    }
  }
}
