package dev.imcp.oauth.internal;

import dev.imcp.oauth.OAuthException;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * When an authorization must be done by: a little before the refused call's deadline, so that its failure, naming
 * the step, reaches the caller before the call's own timeout does; every step of it waits at most {@code stepLimit}.
 */
public final class Deadline {
  /**
   * What is kept back of the call's time for the failure to reach the caller first: a tenth, at least 1.5 s (the
   * deadline a transport reports may be that much later than its caller's, on a cold JVM), at most a quarter.
   */
  private static final Duration MARGIN = Duration.ofMillis(1500);

  private final Instant end;
  private final Duration stepLimit;
  private final Clock clock;

  private Deadline(Instant end, Duration stepLimit, Clock clock) {
    this.end = end;
    this.stepLimit = stepLimit;
    this.clock = clock;
  }

  /**
   * @param callDeadline when the refused call's caller stops waiting, if it does
   * @param stepLimit the longest any one step may take
   * @param interactiveLimit the longest the whole authorization may take when the call has no deadline
   */
  public static Deadline of(
      Optional<Instant> callDeadline, Duration stepLimit, Duration interactiveLimit, Clock clock) {
    Instant now = clock.instant();
    Instant end = callDeadline
        .map(deadline -> {
          Duration left = Duration.between(now, deadline);
          Duration tenth = left.dividedBy(10);
          Duration margin = tenth.compareTo(MARGIN) > 0 ? tenth : MARGIN;
          Duration quarter = left.dividedBy(4);
          return deadline.minus(margin.compareTo(quarter) < 0 ? margin : quarter);
        })
        .orElse(now.plus(interactiveLimit));
    return new Deadline(end, stepLimit, clock);
  }

  /** How long {@code step} at {@code url} may take: what is left, at most the step limit. */
  public Duration forStep(String step, URI url) {
    Duration left = left();
    if (left.isNegative() || left.isZero()) {
      throw new OAuthException(step, url, "no time was left before the call's deadline");
    }
    return left.compareTo(stepLimit) < 0 ? left : stepLimit;
  }

  /** How long the user may take at {@code url}: all that is left, not bounded by the step limit. */
  public Duration forUser(String step, URI url) {
    Duration left = left();
    if (left.isNegative() || left.isZero()) {
      throw new OAuthException(step, url, "no time was left before the call's deadline");
    }
    return left;
  }

  /** What is left of the whole authorization. */
  public Duration left() {
    return Duration.between(clock.instant(), end);
  }
}
