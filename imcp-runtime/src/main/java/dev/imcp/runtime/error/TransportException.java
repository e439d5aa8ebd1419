package dev.imcp.runtime.error;

import dev.imcp.runtime.internal.base.Excerpt;
import java.util.List;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * The connection to the server failed: it could not be started, it exited, the client was closed, or a message could
 * not be read or written. Carries the exit code, when the process has exited, and its last lines of stderr. An HTTP
 * server's answer that is not an MCP message is an {@link HttpException}, which carries the status, the URL and the
 * start of the body.
 */
public sealed class TransportException extends McpException permits HttpException {
  private static final long serialVersionUID = 1L;

  /** How many of the tail's last lines a message shows, and how much of each. */
  private static final int SHOWN_LINES = 10;

  private static final int SHOWN_CHARS = 300;

  /** The exit code, or null: an Integer, not an OptionalInt, so that it survives serialization. */
  private final @Nullable Integer exitCode;
  /** The HTTP status that ended the connection, or 0: an int, so that it survives serialization. */
  private final int httpStatus;
  /** The server's last lines of stderr, oldest first. */
  @SuppressWarnings("serial") // always a List.copyOf, which is serializable
  private final List<String> stderrTail;

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param what what failed, such as {@code the server exited}
   * @param exitCode the process's exit code, when it has exited
   * @param stderrTail the server's last lines of stderr, oldest first
   * @param cause the failure underneath, such as an {@link java.io.IOException}
   */
  public TransportException(
      String server, String what, OptionalInt exitCode, List<String> stderrTail, Throwable cause) {
    super(server, message(server, what, exitCode, stderrTail), cause);
    this.exitCode = exitCode.isPresent() ? exitCode.getAsInt() : null;
    this.httpStatus = 0;
    this.stderrTail = List.copyOf(stderrTail);
  }

  /**
   * Creates the exception, without a cause.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param what what failed, such as {@code the server exited}
   * @param exitCode the process's exit code, when it has exited
   * @param stderrTail the server's last lines of stderr, oldest first
   */
  public TransportException(
      String server, String what, OptionalInt exitCode, List<String> stderrTail) {
    super(server, message(server, what, exitCode, stderrTail));
    this.exitCode = exitCode.isPresent() ? exitCode.getAsInt() : null;
    this.httpStatus = 0;
    this.stderrTail = List.copyOf(stderrTail);
  }

  /** For {@link HttpException}: an HTTP answer, with its status. */
  TransportException(
      String server,
      String what,
      OptionalInt exitCode,
      List<String> stderrTail,
      int httpStatus,
      @Nullable Throwable cause) {
    super(server, message(server, what, exitCode, stderrTail), cause);
    this.exitCode = exitCode.isPresent() ? exitCode.getAsInt() : null;
    this.httpStatus = httpStatus;
    this.stderrTail = List.copyOf(stderrTail);
  }

  private TransportException(String server, String message) {
    super(server, message);
    this.exitCode = null;
    this.httpStatus = 0;
    this.stderrTail = List.of();
  }

  /**
   * A call made on, or still pending at, a client that its owner closed: a healthy shutdown, so no exit code and no
   * stderr, which would only suggest a failure.
   *
   * @param server the server's name
   * @return the exception
   */
  public static TransportException clientClosed(String server) {
    return new TransportException(server, "Client for '" + server + "' is closed");
  }

  /** {@return the process's exit code; empty while it runs, and for HTTP} */
  public OptionalInt exitCode() {
    return exitCode == null ? OptionalInt.empty() : OptionalInt.of(exitCode);
  }

  /** {@return the status of the HTTP answer this is about (see {@link HttpException}); empty for any other failure} */
  public OptionalInt httpStatus() {
    return httpStatus == 0 ? OptionalInt.empty() : OptionalInt.of(httpStatus);
  }

  /** {@return the server's last lines of stderr, oldest first; empty for HTTP} */
  public List<String> stderrTail() {
    return stderrTail;
  }

  /**
   * The message shows at most the last {@value #SHOWN_LINES} lines of the tail, each cut at {@value #SHOWN_CHARS}
   * characters, so that a server that logs a lot cannot bury the failure; {@link #stderrTail()} has all of them.
   */
  private static String message(
      String server, String what, OptionalInt exitCode, List<String> stderrTail) {
    StringBuilder message =
        new StringBuilder("Server '").append(server).append("': ").append(what);
    // Not ifPresent(…): its lambda was spun for every failure, an HTTP client's refused probe on
    // its way to its first call among them.
    if (exitCode.isPresent()) {
      message.append(" (exit code ").append(exitCode.getAsInt()).append(')');
    }
    if (!stderrTail.isEmpty()) {
      int hidden = Math.max(0, stderrTail.size() - SHOWN_LINES);
      message.append("; last stderr lines");
      if (hidden > 0) {
        message.append(" (").append(hidden).append(" earlier in stderrTail())");
      }
      message.append(':');
      for (String line : stderrTail.subList(hidden, stderrTail.size())) {
        message.append("\n  ").append(Excerpt.of(line, SHOWN_CHARS));
      }
    }
    return message.toString();
  }
}
