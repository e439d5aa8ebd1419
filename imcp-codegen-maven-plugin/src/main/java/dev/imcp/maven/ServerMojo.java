package dev.imcp.maven;

import dev.imcp.maven.internal.LiveServer;
import dev.imcp.maven.internal.ServerSelection;
import dev.imcp.runtime.error.McpException;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.Snapshot;
import java.io.File;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.jspecify.annotations.Nullable;

/** What the goals share: the snapshot file and the server they may talk to. */
public abstract class ServerMojo extends AbstractMojo {
  /** The snapshot file: written by {@code imcp:snapshot}, read by {@code imcp:generate} offline and {@code imcp:check}. */
  @Parameter(property = "imcp.snapshot", defaultValue = "${project.basedir}/src/main/imcp/tools.json")
  File snapshot;

  /** How to start the MCP server; see {@link ServerConfiguration}. {@code <command>imcp</command>} finds iMCP. */
  @Parameter
  @Nullable ServerConfiguration server;

  /**
   * The server as one command line, split like a shell would; it wins over the {@code server} block. For example
   * {@code -Dimcp.server="node node_modules/@modelcontextprotocol/server-everything/dist/index.js"}, or {@code imcp}.
   */
  @Parameter(property = "imcp.server")
  @Nullable String serverCommandLine;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  /** The goal's name, such as {@code generate}, for messages. */
  abstract String goal();

  /** What else the goal can do when iMCP's server is not on this machine, as a sentence, or empty. */
  String withoutImcp() {
    return "";
  }

  /** Whether a server is configured, without looking for it. */
  boolean serverConfigured() {
    ServerConfiguration block = server;
    return ServerSelection.isConfigured(serverCommandLine, block == null ? null : block.getCommand());
  }

  /** The configured server, if any. */
  Optional<ServerSelection.Server> configuredServer() throws MojoFailureException {
    ServerConfiguration block = server;
    try {
      return ServerSelection.choose(serverCommandLine,
          block == null ? null : block.getCommand(),
          block == null ? List.of() : block.getArguments(),
          block == null ? Map.of() : block.getEnvironment(),
          block == null || block.getWorkingDirectory() == null ? null : block.getWorkingDirectory().toPath(),
          block == null ? 60 : block.getStartupTimeout());
    } catch (IllegalArgumentException e) {
      throw new MojoFailureException("imcp: " + e.getMessage(), e);
    } catch (ServerSelection.ImcpNotFoundException e) {
      throw new MojoFailureException("imcp:" + goal() + ": " + e.getMessage()
          + "\nOr point -Dimcp.server (or <server>) at another MCP server." + withoutImcp(), e);
    }
  }

  ServerSelection.Server requireServer() throws MojoFailureException {
    return configuredServer().orElseThrow(() -> new MojoFailureException(
        "imcp:" + goal() + " talks to a live server, and none is configured: set <server> in the plugin's configuration, "
            + "or -Dimcp.server=\"<command line>\" (or -Dimcp.server=imcp for iMCP)"));
  }

  /** The server's tool surface now; a server that fails is a build error naming its command, exit code and stderr. */
  Snapshot live(ServerSelection.Server chosen) throws MojoExecutionException {
    getLog().info("imcp: reading the tools of " + chosen.command().displayName());
    try {
      return LiveServer.snapshot(chosen, LiveServer.WAIT_NOTICE_INTERVAL, notice -> getLog().info("imcp: " + notice));
    } catch (McpException | InvalidSnapshotException e) {
      throw new MojoExecutionException("imcp: cannot read the tools of " + chosen.command().displayName() + ": " + e.getMessage(), e);
    }
  }

  File stateDirectory() {
    return new File(project.getBuild().getDirectory(), "imcp");
  }
}
