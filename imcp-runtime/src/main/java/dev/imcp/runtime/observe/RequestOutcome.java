package dev.imcp.runtime.observe;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * How a request ended, as an observer is told: a result, a tool's {@code isError} result, the server's JSON-RPC error,
 * a timeout, a cancellation, or a failure of the client or the transport. Immutable.
 */
public final class RequestOutcome {
  /** How a request ended. */
  public enum Kind {
    /** The server answered with a result (for {@code tools/call}, one without {@code isError}). */
    RESULT,
    /** {@code tools/call} answered with a result whose {@code isError} is true: the tool failed, the protocol did not. */
    TOOL_ERROR,
    /** The server answered with a JSON-RPC error: {@link #code()} and {@link #message()} say which. */
    ERROR,
    /** No answer came within the request's timeout; the server was told to stop ({@code notifications/cancelled}). */
    TIMEOUT,
    /** The caller cancelled the request (its future, or by interrupting the waiting thread). */
    CANCELLED,
    /**
     * The request failed without an answer: the transport failed or the client was closed ({@link
     * dev.imcp.runtime.error.TransportException}), or the answer could not be read; {@link #failure()} says why.
     */
    FAILED
  }

  private static final RequestOutcome RESULT = new RequestOutcome(Kind.RESULT, null, null, null);
  private static final RequestOutcome TOOL_ERROR =
      new RequestOutcome(Kind.TOOL_ERROR, null, null, null);
  private static final RequestOutcome CANCELLED =
      new RequestOutcome(Kind.CANCELLED, null, null, null);

  private final Kind kind;
  private final @Nullable Integer code;
  private final @Nullable String message;
  private final @Nullable Throwable failure;

  private RequestOutcome(
      Kind kind, @Nullable Integer code, @Nullable String message, @Nullable Throwable failure) {
    this.kind = kind;
    this.code = code;
    this.message = message;
    this.failure = failure;
  }

  /** {@return a result} */
  public static RequestOutcome result() {
    return RESULT;
  }

  /** {@return a tool's result with {@code isError}} */
  public static RequestOutcome toolError() {
    return TOOL_ERROR;
  }

  /**
   * {@return the server's JSON-RPC error}
   *
   * @param code its {@code code}, such as -32602
   * @param message its {@code message}
   */
  public static RequestOutcome error(int code, String message) {
    return new RequestOutcome(Kind.ERROR, code, Objects.requireNonNull(message, "message"), null);
  }

  /**
   * {@return a timeout}
   *
   * @param failure what the caller is given, a {@link dev.imcp.runtime.error.McpTimeoutException}
   */
  public static RequestOutcome timeout(Throwable failure) {
    return new RequestOutcome(Kind.TIMEOUT, null, null, Objects.requireNonNull(failure, "failure"));
  }

  /** {@return a cancellation by the caller} */
  public static RequestOutcome cancelled() {
    return CANCELLED;
  }

  /**
   * {@return a failure without an answer}
   *
   * @param failure what the caller is given, usually a {@link dev.imcp.runtime.error.TransportException}
   */
  public static RequestOutcome failed(Throwable failure) {
    return new RequestOutcome(Kind.FAILED, null, null, Objects.requireNonNull(failure, "failure"));
  }

  /** {@return how the request ended} */
  public Kind kind() {
    return kind;
  }

  /** {@return the JSON-RPC error's code; empty unless {@link Kind#ERROR}} */
  public OptionalInt code() {
    return code == null ? OptionalInt.empty() : OptionalInt.of(code);
  }

  /** {@return the JSON-RPC error's message; empty unless {@link Kind#ERROR}} */
  public Optional<String> message() {
    return Optional.ofNullable(message);
  }

  /** {@return what the caller is given for a {@link Kind#TIMEOUT} or a {@link Kind#FAILED}; empty otherwise} */
  public Optional<Throwable> failure() {
    return Optional.ofNullable(failure);
  }

  @Override
  public String toString() {
    return switch (kind) {
      case ERROR -> "ERROR " + code + " " + message;
      case TIMEOUT, FAILED -> kind + " " + failure;
      default -> kind.name();
    };
  }
}
