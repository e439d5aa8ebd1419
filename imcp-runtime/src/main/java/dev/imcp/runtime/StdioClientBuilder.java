package dev.imcp.runtime;

import dev.imcp.runtime.internal.session.ClientSettings;
import java.util.Objects;
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
  StdioClientBuilder(ServerCommand command) {
    super(Objects.requireNonNull(command, "command"));
  }

  /**
   * The log level of the server's stderr lines. Default DEBUG.
   *
   * @param level the SLF4J level
   * @return this builder
   */
  public StdioClientBuilder stderrLevel(Level level) {
    draft.stderrLevel = Objects.requireNonNull(level, "level");
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
    draft.stderrTailLines = Arguments.requireNonNegative(lines, "stderrTailLines");
    return this;
  }

  @Override
  void complete(ClientSettings.Draft draft) {
    // Nothing of its own beyond what its setters set.
  }
}
