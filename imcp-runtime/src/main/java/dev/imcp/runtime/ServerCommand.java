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
 *
 * @param command the program, then its arguments; never empty
 * @param environment variables added to this JVM's environment for the server
 * @param workingDirectory where the server runs; empty means this JVM's working directory
 */
public record ServerCommand(
    List<String> command, Map<String, String> environment, Optional<Path> workingDirectory) {

  /**
   * Copies the command and the environment.
   *
   * @param command the program, then its arguments; never empty
   * @param environment variables added to this JVM's environment for the server
   * @param workingDirectory where the server runs; empty means this JVM's working directory
   * @throws IllegalArgumentException when {@code command} is empty
   */
  public ServerCommand {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("A server command names at least the program to run");
    }
    command = List.copyOf(command);
    environment = Map.copyOf(environment);
  }

  /**
   * {@return the command that runs {@code program} with {@code arguments}, in this JVM's environment and directory}
   *
   * @param program the program, found on the {@code PATH} when it has no directory
   * @param arguments its arguments, each passed as it is
   */
  public static ServerCommand of(String program, String... arguments) {
    List<String> command = new ArrayList<>();
    command.add(program);
    command.addAll(List.of(arguments));
    return new ServerCommand(command, Map.of(), Optional.empty());
  }

  /**
   * {@return the command that runs a program and its arguments, in this JVM's environment and directory}
   *
   * @param command the program, then its arguments
   * @throws IllegalArgumentException when {@code command} is empty
   */
  public static ServerCommand of(List<String> command) {
    return new ServerCommand(command, Map.of(), Optional.empty());
  }

  /**
   * {@return a copy with one more environment variable, added to the ones this JVM has}
   *
   * @param name the variable's name; an earlier value of it is replaced
   * @param value its value
   */
  public ServerCommand withEnvironment(String name, String value) {
    Map<String, String> copy = new LinkedHashMap<>(environment);
    copy.put(name, value);
    return new ServerCommand(command, copy, workingDirectory);
  }

  /**
   * {@return a copy that runs the server in {@code directory}}
   *
   * @param directory the working directory
   */
  public ServerCommand withWorkingDirectory(Path directory) {
    return new ServerCommand(command, environment, Optional.of(directory));
  }

  /** {@return the command as one line for messages: {@code node …/server-everything/dist/index.js stdio}} */
  public String displayName() {
    return String.join(" ", command);
  }
}
