package dev.imcp.maven.internal;

import dev.imcp.discovery.ImcpServer;
import dev.imcp.runtime.ServerCommand;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.codehaus.plexus.util.cli.CommandLineUtils;
import org.jspecify.annotations.Nullable;

/**
 * Which server the goals talk to: {@code -Dimcp.server="…"} (one command line, split like a shell would, or an
 * {@code http://}/{@code https://} URL) wins over the {@code <server>} block ({@code <url>}, or {@code <command>} and
 * its arguments); the command {@code imcp} means iMCP's server, found by {@link ImcpServer}.
 */
public final class ServerSelection {
  /** The value of {@code imcp.server} or {@code <command>} that asks for iMCP discovery. */
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
   * An HTTP server comes without credentials: see {@link ServerTarget.Http#withCredentials(HttpCredentials)}.
   *
   * @throws IllegalArgumentException for a command line that cannot be split, a bad URL, or both a URL and a command
   * @throws ImcpNotFoundException when iMCP is asked for and not found
   */
  public static Optional<ServerTarget> choose(
      @Nullable String commandLine,
      @Nullable String url,
      @Nullable String command,
      List<String> arguments,
      Map<String, String> environment,
      @Nullable Path workingDirectory,
      int timeoutSeconds) {
    if (!isConfigured(commandLine, url, command)) {
      return Optional.empty();
    }
    Duration timeout = Duration.ofSeconds(Math.max(1, timeoutSeconds));
    if (isUrl(commandLine)) {
      return Optional.of(http(commandLine.strip(), timeout));
    }
    if (!given(commandLine) && given(url)) {
      if (given(command)) {
        throw new IllegalArgumentException(
            "<server> has both <url> and <command>: an HTTP server is reached at its URL, "
                + "a local one started by its command; keep one");
      }
      return Optional.of(http(url.strip(), timeout));
    }
    List<String> words = new ArrayList<>();
    if (given(commandLine)) {
      words.addAll(split(commandLine));
    } else {
      words.add(command);
      words.addAll(arguments);
    }
    ServerCommand chosen =
        words.size() == 1 && words.get(0).equals(IMCP) ? imcp() : ServerCommand.of(words);
    for (Map.Entry<String, String> variable : environment.entrySet()) {
      chosen = chosen.withEnvironment(variable.getKey(), variable.getValue());
    }
    if (workingDirectory != null) {
      chosen = chosen.withWorkingDirectory(workingDirectory);
    }
    return Optional.of(new ServerTarget.Command(chosen, timeout));
  }

  /** Whether a server is configured at all, without looking for it (iMCP discovery included). */
  public static boolean isConfigured(
      @Nullable String commandLine, @Nullable String url, @Nullable String command) {
    return given(commandLine) || given(url) || given(command);
  }

  private static boolean isUrl(@Nullable String commandLine) {
    String start = commandLine == null ? "" : commandLine.strip().toLowerCase(Locale.ROOT);
    return start.startsWith("http://") || start.startsWith("https://");
  }

  private static ServerTarget.Http http(String url, Duration timeout) {
    URI parsed;
    try {
      parsed = new URI(url);
    } catch (URISyntaxException e) {
      // The reason and index only: the URL itself may carry a secret in its query.
      throw new IllegalArgumentException(
          "The server URL is not a URL: " + e.getReason() + " at index " + e.getIndex(), e);
    }
    return new ServerTarget.Http(parsed, HttpCredentials.none(), timeout);
  }

  private static boolean given(@Nullable String value) {
    return value != null && !value.isBlank();
  }

  static List<String> split(String commandLine) {
    try {
      return List.of(CommandLineUtils.translateCommandline(commandLine));
    } catch (Exception e) {
      throw new IllegalArgumentException(
          "Cannot split imcp.server '" + commandLine + "': " + e.getMessage(), e);
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
