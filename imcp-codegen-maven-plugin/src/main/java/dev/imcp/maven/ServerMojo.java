package dev.imcp.maven;

import dev.imcp.maven.internal.BuildAuthorization;
import dev.imcp.maven.internal.HttpCredentials;
import dev.imcp.maven.internal.HttpRefusal;
import dev.imcp.maven.internal.LiveServer;
import dev.imcp.maven.internal.ServerSelection;
import dev.imcp.maven.internal.ServerTarget;
import dev.imcp.runtime.error.McpException;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.Snapshot;
import java.io.File;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.settings.Server;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.crypto.DefaultSettingsDecryptionRequest;
import org.apache.maven.settings.crypto.SettingsDecrypter;
import org.apache.maven.settings.crypto.SettingsDecryptionResult;
import org.jspecify.annotations.Nullable;

/** What the goals share: the snapshot file and the server they may talk to. */
public abstract class ServerMojo extends AbstractMojo {
  /** For the goals; Maven creates them, then sets the parameters. */
  protected ServerMojo() {}

  /** The snapshot file: written by {@code imcp:snapshot}, read by {@code imcp:generate} offline and {@code imcp:check}. */
  @Parameter(
      property = "imcp.snapshot",
      defaultValue = "${project.basedir}/src/main/imcp/tools.json")
  File snapshot;

  /** How to start the MCP server; see {@link ServerConfiguration}. {@code <command>imcp</command>} finds iMCP. */
  @Parameter
  @Nullable
  ServerConfiguration server;

  /**
   * The server as one command line, split like a shell would, or the URL of a Streamable HTTP server; it wins over the
   * {@code server} block. For example {@code -Dimcp.server="node
   * node_modules/@modelcontextprotocol/server-everything/dist/index.js"}, {@code imcp}, or {@code
   * -Dimcp.server=https://mcp.example.com/mcp}.
   */
  @Parameter(property = "imcp.server")
  @Nullable
  String serverCommandLine;

  /**
   * For an HTTP server: the id of a {@code <server>} in Maven's settings.xml whose {@code <password>} is the bearer
   * token (encrypted or not). Tokens never go in the pom.
   */
  @Parameter(property = "imcp.serverId")
  @Nullable
  String serverId;

  /** For an HTTP server: the name of an environment variable holding the bearer token; instead of {@code serverId}. */
  @Parameter(property = "imcp.tokenVariable")
  @Nullable
  String tokenVariable;

  /**
   * For an HTTP server that uses OAuth: the id of a {@code <server>} in Maven's settings.xml whose {@code <username>}
   * is the client id and {@code <password>} the client secret (client credentials, for CI). Without it, and without a
   * bearer token, the token {@code imcp:login} keeps is used ({@code -Dimcp.oauth.clientId} and {@code
   * -Dimcp.oauth.clientSecret} are the other way to give client credentials).
   */
  @Parameter(property = "imcp.oauthServerId")
  @Nullable
  String oauthServerId;

  @Parameter(defaultValue = "${settings}", readonly = true, required = true)
  Settings settings;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  MavenSession session;

  // @Component is deprecated for @Inject, which would need JSR-330 wiring this plugin does not
  // otherwise use.
  @SuppressWarnings("deprecation")
  @Component
  SettingsDecrypter settingsDecrypter;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  @Parameter(defaultValue = "${project.build.directory}", readonly = true, required = true)
  File buildDirectory;

  /** The goal's name, such as {@code generate}, for messages. */
  abstract String goal();

  /** What else the goal can do when iMCP's server is not on this machine, as a sentence, or empty. */
  String withoutImcp() {
    return "";
  }

  /** Whether a server is configured, without looking for it. */
  boolean serverConfigured() {
    ServerConfiguration block = server;
    return ServerSelection.isConfigured(
        serverCommandLine,
        block == null ? null : block.getUrl(),
        block == null ? null : block.getCommand());
  }

  /** The configured server, if any; an HTTP server with its credentials. */
  Optional<ServerTarget> configuredServer() throws MojoFailureException {
    ServerConfiguration block = server;
    try {
      Optional<ServerTarget> chosen = ServerSelection.choose(
          serverCommandLine,
          block == null ? null : block.getUrl(),
          block == null ? null : block.getCommand(),
          block == null ? List.of() : block.getArguments(),
          block == null ? Map.of() : block.getEnvironment(),
          block == null || block.getWorkingDirectory() == null
              ? null
              : block.getWorkingDirectory().toPath(),
          block == null ? 60 : block.getStartupTimeout());
      return chosen.map(this::withCredentials);
    } catch (IllegalArgumentException e) {
      throw new MojoFailureException("imcp: " + e.getMessage(), e);
    } catch (ServerSelection.ImcpNotFoundException e) {
      throw new MojoFailureException(
          "imcp:" + goal() + ": " + e.getMessage()
              + "\nOr point -Dimcp.server (or <server>) at another MCP server." + withoutImcp(),
          e);
    }
  }

  private ServerTarget withCredentials(ServerTarget chosen) {
    if (chosen instanceof ServerTarget.Http) {
      ServerTarget.Http http = (ServerTarget.Http) chosen;
      return http.withCredentials(BuildAuthorization.forBuild(
          HttpCredentials.resolve(serverId, tokenVariable, this::settingsServer, System::getenv),
          http.displayName(),
          oauthServerId,
          this::settingsServer,
          this::userProperty));
    }
    if (serverId != null || tokenVariable != null) {
      getLog()
          .warn("imcp: <serverId> and <tokenVariable> apply to an HTTP server; ignored for "
              + chosen.displayName());
    }
    return chosen;
  }

  /** A {@code -D} property of this build (never the pom's), or null. */
  @Nullable
  String userProperty(String name) {
    return session == null ? null : session.getUserProperties().getProperty(name);
  }

  /** A {@code <server>} of settings.xml, its password decrypted. */
  private Optional<Server> settingsServer(String id) {
    Server found = settings.getServer(id);
    if (found == null) {
      return Optional.empty();
    }
    SettingsDecryptionResult decrypted =
        settingsDecrypter.decrypt(new DefaultSettingsDecryptionRequest(found));
    if (!decrypted.getProblems().isEmpty()) {
      // A problem's message may quote the encrypted value, never the plain token: its kind and
      // place are enough.
      throw new IllegalArgumentException("The <password> of settings.xml's <server> '" + id
          + "' cannot be decrypted: " + decrypted.getProblems().size()
          + " problem(s); check ~/.m2/settings-security.xml (mvn --encrypt-master-password)");
    }
    return Optional.of(decrypted.getServer());
  }

  ServerTarget requireServer() throws MojoFailureException {
    return configuredServer()
        .orElseThrow(
            () -> new MojoFailureException(
                "imcp:" + goal()
                    + " talks to a live server, and none is configured: set <server> in the plugin's configuration, "
                    + "or -Dimcp.server=\"<command line>\" (-Dimcp.server=imcp for iMCP, -Dimcp.server=https://…/mcp for an HTTP server)"));
  }

  /**
   * The server's tool surface now; a server that fails is a build error naming its command (exit code, stderr) or URL,
   * and an HTTP server that refuses the credentials a build failure saying what to configure.
   */
  Snapshot live(ServerTarget chosen) throws MojoExecutionException, MojoFailureException {
    getLog().info("imcp: reading the tools of " + chosen.displayName() + credentialsNote(chosen));
    try {
      return LiveServer.snapshot(
          chosen, LiveServer.WAIT_NOTICE_INTERVAL, notice -> getLog().info("imcp: " + notice));
    } catch (McpException | InvalidSnapshotException e) {
      if (chosen instanceof ServerTarget.Http) {
        Optional<String> refusal = HttpRefusal.explain(e, (ServerTarget.Http) chosen);
        if (refusal.isPresent()) {
          // Without the cause: its trace would only repeat the runtime's advice, which is for code,
          // not for a build.
          throw new MojoFailureException("imcp:" + goal() + ": " + refusal.get());
        }
      }
      throw new MojoExecutionException(
          "imcp: cannot read the tools of " + chosen.displayName() + ": " + e.getMessage(), e);
    }
  }

  private static String credentialsNote(ServerTarget chosen) {
    if (chosen instanceof ServerTarget.Http) {
      HttpCredentials credentials = ((ServerTarget.Http) chosen).credentials();
      return credentials.bearerToken().isPresent()
          ? " (bearer token in " + credentials.source() + ")"
          : credentials.authorization().isPresent()
              ? " (OAuth: " + credentials.source() + ")"
              : " (no credentials)";
    }
    return "";
  }

  File stateDirectory() {
    return new File(buildDirectory, "imcp");
  }
}
