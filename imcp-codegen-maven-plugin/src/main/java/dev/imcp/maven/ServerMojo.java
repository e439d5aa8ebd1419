package dev.imcp.maven;

import dev.imcp.build.BuildException;
import dev.imcp.build.BuildLog;
import dev.imcp.build.CredentialSource;
import dev.imcp.build.Goal;
import dev.imcp.build.ServerSettings;
import dev.imcp.maven.internal.BuildAuthorization;
import dev.imcp.maven.internal.MavenDialect;
import dev.imcp.maven.internal.MavenLog;
import dev.imcp.maven.internal.SettingsCredentials;
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
  @Nullable
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

  /** The goal, for messages. */
  abstract Goal goal();

  /** How the server is named: {@code -Dimcp.server} wins over the {@code <server>} block. */
  ServerSettings serverSettings() {
    ServerConfiguration block = server;
    CredentialSource credentials = new BuildAuthorization(
        new SettingsCredentials(serverId, tokenVariable, this::settingsServer, System::getenv),
        oauthServerId,
        this::settingsServer,
        this::userProperty);
    if (block == null) {
      return new ServerSettings(
          serverCommandLine,
          null,
          null,
          List.of(),
          Map.of(),
          null,
          ServerSettings.DEFAULT_TIMEOUT_SECONDS,
          credentials);
    }
    return new ServerSettings(
        serverCommandLine,
        block.getUrl(),
        block.getCommand(),
        block.getArguments(),
        block.getEnvironment(),
        block.getWorkingDirectory() == null ? null : block.getWorkingDirectory().toPath(),
        block.getStartupTimeout(),
        credentials);
  }

  /** A {@code -D} property of this build (never the pom's), or null. */
  @Nullable
  String userProperty(String name) {
    MavenSession current = session;
    return current == null ? null : current.getUserProperties().getProperty(name);
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

  /**
   * Runs the goal; a configuration problem or a finding (drift, a snapshot that cannot be generated) fails the build,
   * and what the goal could not do (a server that does not answer, a file that cannot be written) is an error.
   */
  @Override
  public final void execute() throws MojoExecutionException, MojoFailureException {
    try {
      run();
    } catch (BuildException e) {
      String message = MavenDialect.INSTANCE.goal(goal()) + ": " + e.getMessage();
      if (e.kind() == BuildException.Kind.ERROR) {
        throw new MojoExecutionException(message, e.getCause());
      }
      throw new MojoFailureException(message, e.getCause());
    }
  }

  /** The goal's work. */
  abstract void run() throws BuildException;

  BuildLog buildLog() {
    return new MavenLog(getLog());
  }

  File stateDirectory() {
    return new File(buildDirectory, "imcp");
  }
}
