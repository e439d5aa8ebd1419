package dev.imcp.runtime;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A program for {@link WireLogTest}: one echo call whose arguments carry a password, in a JVM of its own so that its
 * logging can be configured from the start. Its first argument says how it ends: {@code close} closes the client;
 * {@code exit} exits the JVM with the client open; {@code open} keeps the client open until its stdin ends, then
 * closes it; {@code hang} calls the fake server's {@code hang}, which is never answered, instead of echo, and closes
 * the client when its stdin ends. The others are the server's command.
 */
final class WireLogClient {
  private WireLogClient() {}

  public static void main(String[] args) throws IOException {
    String end = args[0];
    List<String> server = Arrays.asList(args).subList(1, args.length);
    McpClient client = McpClient.stdio(ServerCommand.of(server)).connect();
    if (end.equals("hang")) {
      client.callToolAsync("hang", Map.of());
      System.in.transferTo(System.err);
      client.close();
      return;
    }
    client.callTool("echo", Map.of("message", "wire-check", "password", "hunter2"));
    switch (end) {
      case "exit" -> System.exit(0);
      case "open" -> System.in.transferTo(System.err);
      default -> {}
    }
    client.close();
  }
}
