package dev.imcp.runtime;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Something that happened to a supervised server process, or to a call the supervisor retries.
 *
 * @param kind what happened
 * @param server the server's name, or its command line before it named itself
 * @param attempt the restart attempt it concerns, from 1; 0 for the first start; for {@link Kind#RETRYING}, the
 *     retry, from 1
 * @param exitCode how a crashed process ended, when known
 * @param delay the pause before a restart
 * @param message a sentence for logs
 */
public record LifecycleEvent(
    Kind kind,
    String server,
    int attempt,
    OptionalInt exitCode,
    Optional<Duration> delay,
    String message) {
  /** What happened. */
  public enum Kind {
    /** The server was started and initialized, the first time. */
    STARTED,
    /** The server process died, or stopped answering pings. */
    CRASHED,
    /** A restart is scheduled after {@code delay}. */
    RESTARTING,
    /** A restarted server was initialized; tools may have changed. */
    RESTARTED,
    /** The restart budget is spent; the client is closed. */
    GAVE_UP,
    /**
     * A tool call failed for want of a server (a crash, a timeout) and is sent again, as the {@link SupervisionPolicy}
     * allows; reported on the thread that decides it, before the call goes again.
     */
    RETRYING
  }
}
