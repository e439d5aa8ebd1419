package dev.imcp.build;

import dev.imcp.runtime.ClientBuilder;
import dev.imcp.runtime.HttpClientBuilder;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.StdioClientBuilder;
import dev.imcp.runtime.http.SafeUrl;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;

/** The server a goal talks to: a command it starts, or a Streamable HTTP endpoint it reaches. */
public sealed interface ServerTarget permits ServerTarget.Command, ServerTarget.Http {
  /** {@return how long start-up, and each request, may take} */
  Duration timeout();

  /** {@return the server for messages: the command line, or the URL without user info or query} */
  String displayName();

  /** {@return a client builder for this server, credentials included} */
  ClientBuilder<?> builder();

  /**
   * A server started as a process, spoken to over stdio.
   *
   * @param command the command that starts it
   * @param timeout how long start-up, and each request, may take
   */
  record Command(ServerCommand command, Duration timeout) implements ServerTarget {
    @Override
    public String displayName() {
      return command.displayName();
    }

    @Override
    public StdioClientBuilder builder() {
      return McpClient.stdio(command);
    }
  }

  /**
   * A Streamable HTTP server; its credentials come from where the front end keeps them, never from a build file.
   *
   * @param url the MCP endpoint
   * @param credentials the bearer token, if any
   * @param timeout how long start-up, and each request, may take
   */
  record Http(URI url, HttpCredentials credentials, Duration timeout) implements ServerTarget {
    /**
     * Checks the URL.
     *
     * @param url the MCP endpoint
     * @param credentials the bearer token, if any
     * @param timeout how long start-up, and each request, may take
     * @throws IllegalArgumentException for a URL that is not http or https with a host
     */
    public Http {
      String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
      if (!scheme.equals("http") && !scheme.equals("https") || url.getHost() == null) {
        throw new IllegalArgumentException("The server URL " + SafeUrl.of(url)
            + " is not http://… or https://… with a host: write it as "
            + "http(s)://host[:port]/path, such as http://127.0.0.1:3001/mcp");
      }
    }

    /**
     * {@return this server with {@code given} credentials}
     *
     * @param given the credentials
     */
    public Http withCredentials(HttpCredentials given) {
      return new Http(url, given, timeout);
    }

    @Override
    public String displayName() {
      return SafeUrl.of(url);
    }

    @Override
    public HttpClientBuilder builder() {
      HttpClientBuilder builder = McpClient.http(url);
      credentials.bearerToken().ifPresent(builder::bearerToken);
      credentials.authorization().ifPresent(builder::authorization);
      return builder;
    }
  }
}
