package dev.imcp.build;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * How the user named the server: one command line or URL ({@code -Dimcp.server}, {@code --server}), which wins, or a
 * URL ({@code <url>}, {@code --url}), or a command and its arguments ({@code <command>}); with what a started server
 * gets and how long it may take.
 *
 * @param commandLine one command line, split like a shell would, or an {@code http(s)://} URL; null when not given
 * @param url the endpoint of a Streamable HTTP server; null when not given
 * @param command the program that starts the server ({@code imcp} for iMCP); null when not given
 * @param arguments the program's arguments, each as it is
 * @param environment variables added to the server's environment
 * @param workingDirectory where the server runs; null for the current directory
 * @param timeoutSeconds how long start-up, and then each request, may take
 * @param credentials where an HTTP server's bearer token comes from
 */
public record ServerSettings(
    @Nullable String commandLine,
    @Nullable String url,
    @Nullable String command,
    List<String> arguments,
    Map<String, String> environment,
    @Nullable Path workingDirectory,
    int timeoutSeconds,
    CredentialSource credentials) {
  /** The timeout when none is given, in seconds. */
  public static final int DEFAULT_TIMEOUT_SECONDS = 60;

  /**
   * Copies the collections.
   *
   * @param commandLine one command line, split like a shell would, or an {@code http(s)://} URL; null when not given
   * @param url the endpoint of a Streamable HTTP server; null when not given
   * @param command the program that starts the server ({@code imcp} for iMCP); null when not given
   * @param arguments the program's arguments, each as it is
   * @param environment variables added to the server's environment
   * @param workingDirectory where the server runs; null for the current directory
   * @param timeoutSeconds how long start-up, and then each request, may take
   * @param credentials where an HTTP server's bearer token comes from
   */
  public ServerSettings {
    arguments = List.copyOf(arguments);
    environment = Collections.unmodifiableMap(new LinkedHashMap<>(environment));
  }

  /** {@return settings that name no server} */
  public static ServerSettings none() {
    return new ServerSettings(
        null,
        null,
        null,
        List.of(),
        Map.of(),
        null,
        DEFAULT_TIMEOUT_SECONDS,
        CredentialSource.NONE);
  }

  /** {@return whether a server is named at all, without looking for it (iMCP discovery included)} */
  public boolean configured() {
    return given(commandLine) || given(url) || given(command);
  }

  static boolean given(@Nullable String value) {
    return value != null && !value.isBlank();
  }
}
