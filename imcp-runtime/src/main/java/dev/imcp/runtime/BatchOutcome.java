package dev.imcp.runtime;

import java.util.Optional;
import java.util.concurrent.CompletionException;
import org.jspecify.annotations.Nullable;

/**
 * How one call of a batch ended: its value, or its failure. One failure never hides another call's outcome.
 *
 * @param <T> what the call returns
 */
public final class BatchOutcome<T> {
  private final String id;
  private final @Nullable T value;
  private final @Nullable Throwable failure;

  private BatchOutcome(String id, @Nullable T value, @Nullable Throwable failure) {
    this.id = id;
    this.value = value;
    this.failure = failure;
  }

  static <T> BatchOutcome<T> success(String id, @Nullable T value) {
    return new BatchOutcome<>(id, value, null);
  }

  static <T> BatchOutcome<T> failure(String id, Throwable failure) {
    Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    return new BatchOutcome<>(id, null, cause);
  }

  /** The id given when the call was added. */
  public String id() {
    return id;
  }

  public boolean succeeded() {
    return failure == null;
  }

  public Optional<T> value() {
    return Optional.ofNullable(value);
  }

  /** Usually an {@link McpException}; a {@link BatchTimeoutException} for calls cut by the batch's deadline. */
  public Optional<Throwable> failure() {
    return Optional.ofNullable(failure);
  }

  /** The value, or the failure thrown (an unchecked one as it is, any other wrapped in a {@link CompletionException}). */
  public @Nullable T getOrThrow() {
    if (failure instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (failure != null) {
      throw new CompletionException(failure);
    }
    return value;
  }

  @Override
  public String toString() {
    return id + (failure == null ? " = " + value : " failed: " + failure);
  }
}
