package dev.imcp.runtime;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How to start a stdio MCP server: a program and its arguments (passed as they are, never through a shell), extra
 * environment variables, and a working directory.
 *
 * <pre>{@code
 * ServerCommand.of("node", "node_modules/@modelcontextprotocol/server-everything/dist/index.js", "stdio")
 *     .withEnvironment("LOG_LEVEL", "debug")
 *     .withWorkingDirectory(Path.of("/srv"));
 * }</pre>
 */
public record ServerCommand(List<String> command, Map<String, String> environment, Optional<Path> workingDirectory) {

  public ServerCommand {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("A server command names at least the program to run");
    }
    command = List.copyOf(command);
    environment = Map.copyOf(environment);
  }

  public static ServerCommand of(String program, String... arguments) {
    List<String> command = new ArrayList<>();
    command.add(program);
    command.addAll(List.of(arguments));
    return new ServerCommand(command, Map.of(), Optional.empty());
  }

  public static ServerCommand of(List<String> command) {
    return new ServerCommand(command, Map.of(), Optional.empty());
  }

  /** A copy with one more environment variable, added to the ones this JVM has. */
  public ServerCommand withEnvironment(String name, String value) {
    Map<String, String> copy = new LinkedHashMap<>(environment);
    copy.put(name, value);
    return new ServerCommand(command, copy, workingDirectory);
  }

  public ServerCommand withWorkingDirectory(Path directory) {
    return new ServerCommand(command, environment, Optional.of(directory));
  }

  /** The command as one line for messages: {@code node …/server-everything/dist/index.js stdio}. */
  public String displayName() {
    return String.join(" ", command);
  }
}
