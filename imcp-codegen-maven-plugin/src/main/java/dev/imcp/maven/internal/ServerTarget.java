package dev.imcp.maven.internal;

import dev.imcp.runtime.ClientBuilder;
import dev.imcp.runtime.HttpClientBuilder;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.StdioClientBuilder;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;

/** The server a goal talks to: a command it starts, or a Streamable HTTP endpoint it reaches. */
public sealed interface ServerTarget permits ServerTarget.Command, ServerTarget.Http {
  /** How long start-up, and each request, may take. */
  Duration timeout();

  /** The server for messages: the command line, or the URL without user info or query. */
  String displayName();

  /** A client builder for this server, credentials included. */
  ClientBuilder<?> builder();

  /** A server started as a process, spoken to over stdio. */
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

  /** A Streamable HTTP server; its credentials come from settings.xml or the environment, never from the pom. */
  record Http(URI url, HttpCredentials credentials, Duration timeout) implements ServerTarget {
    /**
     * @throws IllegalArgumentException for a URL that is not http or https with a host, or that carries user info
     */
    public Http {
      String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
      if (!scheme.equals("http") && !scheme.equals("https") || url.getHost() == null) {
        throw new IllegalArgumentException(
            "The server URL is http://… or https://… with a host, got " + display(url));
      }
      if (url.getRawUserInfo() != null) {
        throw new IllegalArgumentException(
            "The server URL " + display(url) + " carries user info, and a pom or a command "
                + "line is no place for credentials: name a settings.xml <server> with <serverId>, or an environment variable "
                + "with <tokenVariable>");
      }
    }

    public Http withCredentials(HttpCredentials given) {
      return new Http(url, given, timeout);
    }

    @Override
    public String displayName() {
      return display(url);
    }

    @Override
    public HttpClientBuilder builder() {
      HttpClientBuilder builder = McpClient.http(url);
      credentials.bearerToken().ifPresent(builder::bearerToken);
      return builder;
    }

    /** Without user info, query or fragment, which may carry secrets. */
    private static String display(URI url) {
      StringBuilder text = new StringBuilder();
      if (url.getScheme() != null) {
        text.append(url.getScheme()).append("://");
      }
      text.append(url.getHost() == null ? "(no host)" : url.getHost());
      if (url.getPort() != -1) {
        text.append(':').append(url.getPort());
      }
      return text.append(url.getRawPath() == null ? "" : url.getRawPath()).toString();
    }
  }
}
