package dev.imcp.runtime.internal.transport;

import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.slf4j.event.Level;

/**
 * @param maxMessageBytes the longest line read from the server
 * @param stderrLevel the level at which the server's stderr lines are logged; null for DEBUG, the default, which a
 *     client's way to its first call can then keep without loading SLF4J's {@code Level}
 * @param stderrTailLines how many of the server's last stderr lines error messages carry
 * @param shutdownGrace how long the server may take to exit after its stdin is closed, before it is terminated
 */
public record TransportSettings(
    int maxMessageBytes, @Nullable Level stderrLevel, int stderrTailLines, Duration shutdownGrace) {
  public static final int DEFAULT_MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

  public static TransportSettings defaults() {
    return new TransportSettings(DEFAULT_MAX_MESSAGE_BYTES, null, 50, Duration.ofSeconds(2));
  }
}
