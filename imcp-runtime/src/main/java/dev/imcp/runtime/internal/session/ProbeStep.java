package dev.imcp.runtime.internal.session;

import java.time.Duration;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * A step of the {@link EraProbe} that waits for an answer or a delay: a named class, not a lambda or method reference
 * each (four, and {@code Function.identity()}'s), as a 2025 server's probe runs on a client's way to its first call,
 * where each lambda is a class spun cold; two of them after the server's first answer, the stretch nothing overlaps.
 */
record ProbeStep(EraProbe probe, int step)
    implements BiConsumer<@Nullable JsonNode, @Nullable Throwable>, Runnable {
  static final int DISCOVER_ANSWERED = 0;
  static final int INITIALIZE_SENT = 1;
  static final int INITIALIZE_ANSWERED = 2;
  /** A {@link Runnable}: the grace for discover's answer is over. */
  static final int GRACE_OVER = 3;
  /** Long enough for a server to start; short enough that a silent 2025 server costs little. */
  private static final Duration MAX_GRACE = Duration.ofSeconds(3);
  /** An answer's result as it is, as {@code Function.identity()} would. */
  static final Function<JsonNode, JsonNode> AS_IS = new AsIs();

  /** How long a server may stay silent on discover before {@code initialize} goes too. */
  static Duration grace(Duration timeout) {
    Duration quarter = timeout.dividedBy(4);
    return quarter.compareTo(MAX_GRACE) < 0 ? quarter : MAX_GRACE;
  }

  @Override
  public void accept(@Nullable JsonNode result, @Nullable Throwable failure) {
    switch (step) {
      case DISCOVER_ANSWERED -> probe.discoverAnswered(result, failure);
      case INITIALIZE_SENT -> probe.initializeSentAnswered(result, failure);
      default -> probe.initializeAnswered(result, failure);
    }
  }

  @Override
  public void run() {
    probe.graceOver();
  }

  private static final class AsIs implements Function<JsonNode, JsonNode> {
    @Override
    public JsonNode apply(JsonNode result) {
      return result;
    }
  }
}
