package dev.imcp.runtime;

import java.net.URI;
import java.util.Map;

/**
 * A program for {@link ColdPathTest}: connects over Streamable HTTP as a user would (the era probed), makes one untyped
 * call with a map of arguments, then loads {@link Answered}, the marker its class-load log is read up to. Its argument
 * is the server's URL.
 */
final class ColdHttpClient {
  private ColdHttpClient() {}

  /** Loaded once the first call has returned: what the log shows before it is the way to the first call. */
  static final class Answered {
    private Answered() {}

    static void mark() {}
  }

  public static void main(String[] args) {
    try (McpClient client = McpClient.http(URI.create(args[0])).connect()) {
      String text = client.callTool("echo", Map.of("message", "cold")).text();
      Answered.mark();
      System.out.println("echo: " + text);
    }
  }
}
