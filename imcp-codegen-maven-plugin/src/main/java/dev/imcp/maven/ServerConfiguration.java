package dev.imcp.maven;

import java.io.File;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The {@code <server>} block of the goals: how to start the MCP server, or where to reach it over Streamable HTTP.
 *
 * <pre>{@code
 * <server>
 *   <command>node</command>                       <!-- or "imcp" to find iMCP's server -->
 *   <arguments><argument>server.js</argument></arguments>
 *   <environment><LOG_LEVEL>debug</LOG_LEVEL></environment>
 *   <workingDirectory>${project.basedir}</workingDirectory>
 *   <startupTimeout>60</startupTimeout>           <!-- seconds, for start-up and each request -->
 * </server>
 *
 * <server>
 *   <url>https://mcp.example.com/mcp</url>        <!-- its bearer token: <serverId> or <tokenVariable> -->
 * </server>
 * }</pre>
 */
public final class ServerConfiguration {
  /** Created by Maven from the {@code <server>} element, which then sets its fields. */
  public ServerConfiguration() {}

  private @Nullable String url;
  private @Nullable String command;
  private List<String> arguments = new ArrayList<>();
  private Map<String, String> environment = new LinkedHashMap<>();
  private @Nullable File workingDirectory;
  private int startupTimeout = 60;

  /**
   * {@return the MCP endpoint of a Streamable HTTP server, {@code http://…} or {@code https://…}, given instead of a
   * command; null when not set}
   */
  public @Nullable String getUrl() {
    return url;
  }

  /**
   * Sets the MCP endpoint to reach instead of starting a command.
   *
   * @param url the MCP endpoint, {@code http://…} or {@code https://…}
   */
  public void setUrl(String url) {
    this.url = url;
  }

  /** {@return the program that starts the server, or {@code imcp} for iMCP's server; null when not set} */
  public @Nullable String getCommand() {
    return command;
  }

  /**
   * Sets the program that starts the server: a path, a name found on the {@code PATH}, or {@code imcp} to find iMCP's
   * server where it is installed.
   *
   * @param command the program
   */
  public void setCommand(String command) {
    this.command = command;
  }

  /** {@return the program's arguments, each passed as it is, never through a shell; empty by default} */
  public List<String> getArguments() {
    return arguments;
  }

  /**
   * Sets the program's arguments.
   *
   * @param arguments the arguments, in order
   */
  public void setArguments(List<String> arguments) {
    this.arguments = arguments;
  }

  /** {@return the variables added to Maven's environment for the server; empty by default} */
  public Map<String, String> getEnvironment() {
    return environment;
  }

  /**
   * Sets the variables added to Maven's environment for the server.
   *
   * @param environment names and values
   */
  public void setEnvironment(Map<String, String> environment) {
    this.environment = environment;
  }

  /** {@return where the server runs; null means Maven's working directory} */
  public @Nullable File getWorkingDirectory() {
    return workingDirectory;
  }

  /**
   * Sets where the server runs.
   *
   * @param workingDirectory the directory
   */
  public void setWorkingDirectory(File workingDirectory) {
    this.workingDirectory = workingDirectory;
  }

  /** {@return how many seconds start-up, and then each request, may take; default 60} */
  public int getStartupTimeout() {
    return startupTimeout;
  }

  /**
   * Sets how many seconds start-up, and then each request, may take.
   *
   * @param startupTimeout seconds
   */
  public void setStartupTimeout(int startupTimeout) {
    this.startupTimeout = startupTimeout;
  }
}
