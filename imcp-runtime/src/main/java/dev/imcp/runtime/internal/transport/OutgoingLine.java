package dev.imcp.runtime.internal.transport;

import dev.imcp.runtime.observe.RequestObservation;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/** A message waiting to be written to the server, and whoever waits on its fate. */
public interface OutgoingLine {
  /** The message as UTF-8 JSON, without the newline. */
  byte[] line();

  /**
   * What its sender knows of the message without reading it (its id and method, no params), or {@code null} when it
   * knows nothing: an HTTP transport reads the message's head itself then.
   */
  default @Nullable MessageHead head() {
    return null;
  }

  /** Called just before writing: false when the line is no longer wanted (its request timed out, say), to skip it. */
  default boolean claim() {
    return true;
  }

  /** The line is being written, and ends at byte {@code end} of everything written to this server. */
  default void written(long end) {}

  /**
   * When its sender stops waiting, in {@link System#nanoTime()} terms, or 0 for never: a transport that could send it
   * again later (an HTTP server asking to retry) does so only before then.
   */
  default long deadline() {
    return 0;
  }

  /** The line could not be written: the server closed its stdin, or exited. */
  default void failed(IOException e) {}

  /** The transport sends it again, or resumes its answer, without its sender seeing a failure (for an observer). */
  default void recovering(RequestObservation.Recovery recovery) {}
}
