package dev.imcp.runtime.error;

import java.util.List;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * The connection to the server failed: it could not be started, it exited, the client was closed, or a message could
 * not be read or written. Carries the exit code, when the process has exited, and its last lines of stderr; over HTTP,
 * the status when an HTTP answer is what ended the connection (401, 403, or 404 on a session that could not be
 * renewed).
 */
public final class TransportException extends McpException {
  private static final long serialVersionUID = 1L;

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

  private TransportException(String server, String message, int httpStatus) {
    super(server, message);
    this.exitCode = null;
    this.httpStatus = httpStatus;
    this.stderrTail = List.of();
  }

  /**
   * An HTTP answer ended the connection: the server refused the credentials (401, 403), or ended a session that could
   * not be renewed (404).
   *
   * @param server the server's name as it announced it, or its URL before it did
   * @param what what failed, naming the status and the endpoint
   * @param status the HTTP status of the answer
   * @return the exception, whose {@link #httpStatus()} is {@code status}
   */
  public static TransportException httpAnswer(String server, String what, int status) {
    return new TransportException(
        server, message(server, what, OptionalInt.empty(), List.of()), status);
  }

  /**
   * A call made on, or still pending at, a client that its owner closed: a healthy shutdown, so no exit code and no
   * stderr, which would only suggest a failure.
   *
   * @param server the server's name
   * @return the exception
   */
  public static TransportException clientClosed(String server) {
    return new TransportException(server, "Client for '" + server + "' is closed", 0);
  }

  /** {@return the process's exit code; empty while it runs, and for HTTP} */
  public OptionalInt exitCode() {
    return exitCode == null ? OptionalInt.empty() : OptionalInt.of(exitCode);
  }

  /**
   * {@return the HTTP status of the answer that ended the connection (401 or 403 for refused credentials, 404 for a
   * session that could not be renewed); empty for stdio and for any other failure}
   */
  public OptionalInt httpStatus() {
    return httpStatus == 0 ? OptionalInt.empty() : OptionalInt.of(httpStatus);
  }

  /** {@return the server's last lines of stderr, oldest first; empty for HTTP} */
  public List<String> stderrTail() {
    return stderrTail;
  }

  private static String message(
      String server, String what, OptionalInt exitCode, List<String> stderrTail) {
    StringBuilder message =
        new StringBuilder("Server '").append(server).append("': ").append(what);
    exitCode.ifPresent(code -> message.append(" (exit code ").append(code).append(')'));
    if (!stderrTail.isEmpty()) {
      message.append("; last stderr lines:");
      stderrTail.forEach(line -> message.append("\n  ").append(line));
    }
    return message.toString();
  }
}
