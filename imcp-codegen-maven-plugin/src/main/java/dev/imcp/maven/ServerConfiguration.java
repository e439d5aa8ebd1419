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
  private @Nullable String url;
  private @Nullable String command;
  private List<String> arguments = new ArrayList<>();
  private Map<String, String> environment = new LinkedHashMap<>();
  private @Nullable File workingDirectory;
  private int startupTimeout = 60;

  /** The MCP endpoint of a Streamable HTTP server, {@code http://…} or {@code https://…}; instead of a command. */
  public @Nullable String getUrl() {
    return url;
  }

  public void setUrl(String url) {
    this.url = url;
  }

  public @Nullable String getCommand() {
    return command;
  }

  public void setCommand(String command) {
    this.command = command;
  }

  public List<String> getArguments() {
    return arguments;
  }

  public void setArguments(List<String> arguments) {
    this.arguments = arguments;
  }

  public Map<String, String> getEnvironment() {
    return environment;
  }

  public void setEnvironment(Map<String, String> environment) {
    this.environment = environment;
  }

  public @Nullable File getWorkingDirectory() {
    return workingDirectory;
  }

  public void setWorkingDirectory(File workingDirectory) {
    this.workingDirectory = workingDirectory;
  }

  public int getStartupTimeout() {
    return startupTimeout;
  }

  public void setStartupTimeout(int startupTimeout) {
    this.startupTimeout = startupTimeout;
  }
}
