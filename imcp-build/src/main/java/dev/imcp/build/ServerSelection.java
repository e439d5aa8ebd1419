package dev.imcp.build;

import dev.imcp.discovery.ImcpServer;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.http.SafeUrl;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.codehaus.plexus.util.cli.CommandLineUtils;
import org.jspecify.annotations.Nullable;

/**
 * Which server the goals talk to: the one command line or URL ({@code -Dimcp.server="…"}, {@code --server}) wins over a
 * URL or a command with its arguments; the command {@code imcp} means iMCP's server, found by {@link ImcpServer}.
 */
public final class ServerSelection {
  /** The command that asks for iMCP discovery. */
  public static final String IMCP = "imcp";

  private ServerSelection() {}

  /** iMCP was asked for and is not on this machine; the message says where discovery looked. */
  public static final class ImcpNotFoundException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ImcpNotFoundException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /**
   * {@return the named server, if any; an HTTP server comes without credentials (see {@link
   * ServerTarget.Http#withCredentials(HttpCredentials)})}
   *
   * @param settings how the server was named
   * @param dialect how the front end names its options, for messages
   * @throws IllegalArgumentException for a command line that cannot be split, a bad URL, both a URL and a command, or
   *     a timeout below one second; the message says how to fix it
   * @throws ImcpNotFoundException when iMCP is asked for and not found
   */
  public static Optional<ServerTarget> choose(ServerSettings settings, Dialect dialect) {
    // Long: a case per way to name a server (URL, iMCP, command line), each with its advice.
    if (!settings.configured()) {
      return Optional.empty();
    }
    Duration timeout = timeout(settings.timeoutSeconds(), dialect);
    String commandLine = settings.commandLine();
    if (isUrl(commandLine)) {
      return Optional.of(http(commandLine.strip(), timeout, dialect));
    }
    String url = settings.url();
    if (!ServerSettings.given(commandLine) && ServerSettings.given(url)) {
      if (ServerSettings.given(settings.command())) {
        throw new IllegalArgumentException(
            "<server> has both <url> and <command>: an HTTP server is reached at its URL, "
                + "a local one started by its command; keep one");
      }
      return Optional.of(http(url.strip(), timeout, dialect));
    }
    List<String> words = new ArrayList<>();
    if (ServerSettings.given(commandLine)) {
      words.addAll(split(commandLine, dialect));
    } else {
      words.add(settings.command());
      words.addAll(settings.arguments());
    }
    ServerCommand chosen =
        words.size() == 1 && words.get(0).equals(IMCP) ? imcp() : ServerCommand.of(words);
    for (Map.Entry<String, String> variable : settings.environment().entrySet()) {
      chosen = chosen.withEnvironment(variable.getKey(), variable.getValue());
    }
    if (settings.workingDirectory() != null) {
      chosen = chosen.withWorkingDirectory(settings.workingDirectory());
    }
    return Optional.of(new ServerTarget.Command(chosen, timeout));
  }

  private static Duration timeout(int seconds, Dialect dialect) {
    if (seconds < 1) {
      throw new IllegalArgumentException(dialect.option(Option.TIMEOUT) + " is " + seconds
          + " seconds, and a server needs at least 1 to start: "
          + dialect.set(
              Option.TIMEOUT, List.of(String.valueOf(ServerSettings.DEFAULT_TIMEOUT_SECONDS)))
          + " (the default), or more for a slow server");
    }
    return Duration.ofSeconds(seconds);
  }

  private static boolean isUrl(@Nullable String commandLine) {
    String start = commandLine == null ? "" : commandLine.strip().toLowerCase(Locale.ROOT);
    return start.startsWith("http://") || start.startsWith("https://");
  }

  private static ServerTarget.Http http(String url, Duration timeout, Dialect dialect) {
    URI parsed;
    try {
      parsed = new URI(url);
    } catch (URISyntaxException e) {
      // The reason and index only: the URL itself may carry a secret in its query.
      throw new IllegalArgumentException(
          "The server URL is not a URL: " + e.getReason() + " at index " + e.getIndex()
              + "; write it as http(s)://host[:port]/path, with %20 for a space",
          e);
    }
    if (parsed.getRawUserInfo() != null) {
      throw new IllegalArgumentException("The server URL " + SafeUrl.of(parsed)
          + " carries user info, and a build file or a command line is no place for credentials: "
          + dialect.credentialsAdvice());
    }
    return new ServerTarget.Http(parsed, HttpCredentials.none(), timeout);
  }

  static List<String> split(String commandLine, Dialect dialect) {
    try {
      return List.of(CommandLineUtils.translateCommandline(commandLine));
    } catch (Exception e) {
      throw new IllegalArgumentException(
          dialect.option(Option.SERVER) + " '" + commandLine
              + "' cannot be split into a program and its arguments as a shell would: "
              + e.getMessage() + "; close each quote, and quote an argument that holds a space "
              + "('my server.js')",
          e);
    }
  }

  private static ServerCommand imcp() {
    try {
      return ImcpServer.command();
    } catch (IllegalStateException e) {
      throw new ImcpNotFoundException(e.getMessage(), e);
    }
  }
}
