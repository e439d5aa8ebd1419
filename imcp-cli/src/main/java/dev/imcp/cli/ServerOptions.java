package dev.imcp.cli;

import dev.imcp.build.CredentialSource;
import dev.imcp.build.EnvironmentCredentials;
import dev.imcp.build.ServerSettings;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/** The options every command takes: the snapshot, the server and how to reach it, and how much to say. */
final class ServerOptions {
  /** Either a command line or a URL; both is a usage error. */
  static final class Server {
    @Option(
        names = "--server",
        paramLabel = "COMMAND",
        description =
            "The server's command line, split like a shell would (\"node server.js stdio\"), "
                + "'imcp' to find iMCP's server, or the URL of a Streamable HTTP server.")
    @Nullable
    String commandLine;

    @Option(
        names = "--url",
        paramLabel = "URL",
        description = "The MCP endpoint of a Streamable HTTP server, http://… or https://….")
    @Nullable
    String url;
  }

  @Option(
      names = "--snapshot",
      paramLabel = "FILE",
      defaultValue = "src/main/imcp/tools.json",
      description =
          "The snapshot file: written by snapshot, read by check and by generate without a server "
              + "(default: ${DEFAULT-VALUE}).")
  Path snapshot = Path.of("src/main/imcp/tools.json");

  @ArgGroup(exclusive = true)
  @Nullable
  Server server;

  @Option(
      names = "--env",
      paramLabel = "NAME=VALUE",
      description = "A variable added to the server's environment; repeatable.")
  Map<String, String> environment = new LinkedHashMap<>();

  @Option(
      names = "--working-directory",
      paramLabel = "DIR",
      description = "Where the server runs (default: the current directory).")
  @Nullable
  Path workingDirectory;

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      defaultValue = "60",
      description =
          "How long the server may take to start, and then each request (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds = ServerSettings.DEFAULT_TIMEOUT_SECONDS;

  @Option(
      names = "--token-variable",
      paramLabel = "NAME",
      description = "For an HTTP server: the environment variable that holds its bearer token.")
  @Nullable
  String tokenVariable;

  @Option(
      names = {"-q", "--quiet"},
      description = "Print warnings and errors only.")
  boolean quiet;

  @Option(
      names = {"-v", "--verbose"},
      description = "Also print the client's debug log (on standard error).")
  boolean verbose;

  ServerSettings settings() {
    Server named = server;
    String variable = tokenVariable;
    CredentialSource credentials = variable == null || variable.isBlank()
        ? CredentialSource.NONE
        : new EnvironmentCredentials(variable, "--token-variable", System::getenv);
    return new ServerSettings(
        named == null ? null : named.commandLine,
        named == null ? null : named.url,
        null,
        List.of(),
        environment,
        workingDirectory,
        timeoutSeconds,
        credentials);
  }
}
