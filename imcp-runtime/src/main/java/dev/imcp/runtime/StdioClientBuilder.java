package dev.imcp.runtime;

import dev.imcp.runtime.internal.http.HttpEndpoint;
import dev.imcp.runtime.internal.transport.TransportSettings;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.event.Level;

/**
 * Configures a client of a server started as a child process and spoken to over its stdin and stdout: the settings of
 * every client ({@link ClientBuilder}) and those of a process, its stderr. Made by {@link McpClient#stdio}.
 *
 * <pre>{@code
 * try (McpClient client = McpClient.stdio(ServerCommand.of("node", "server.js"))
 *     .clientName("my-app")
 *     .stderrLevel(Level.INFO)
 *     .connect()) {
 *   …
 * }
 * }</pre>
 */
public final class StdioClientBuilder extends ClientBuilder<StdioClientBuilder> {
  private final ServerCommand command;
  private Level stderrLevel = Level.DEBUG;
  private int stderrTailLines = 50;

  StdioClientBuilder(ServerCommand command) {
    this.command = Objects.requireNonNull(command, "command");
  }

  /**
   * The log level of the server's stderr lines. Default DEBUG.
   *
   * @param level the SLF4J level
   * @return this builder
   */
  public StdioClientBuilder stderrLevel(Level level) {
    this.stderrLevel = Objects.requireNonNull(level, "level");
    return this;
  }

  /**
   * How many of the server's last stderr lines failures carry. Default 50.
   *
   * @param lines zero or more; zero keeps none
   * @return this builder
   * @throws IllegalArgumentException for a negative count
   */
  public StdioClientBuilder stderrTailLines(int lines) {
    if (lines < 0) {
      throw new IllegalArgumentException("stderrTailLines must not be negative, got " + lines);
    }
    this.stderrTailLines = lines;
    return this;
  }

  @Override
  ServerCommand command() {
    return command;
  }

  @Override
  Optional<HttpEndpoint> http() {
    return Optional.empty();
  }

  @Override
  TransportSettings transport(int maxMessageBytes, Duration shutdownGrace) {
    return new TransportSettings(maxMessageBytes, stderrLevel, stderrTailLines, shutdownGrace);
  }
}
