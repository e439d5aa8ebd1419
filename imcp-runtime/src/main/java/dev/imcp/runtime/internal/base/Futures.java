package dev.imcp.runtime.internal.base;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.BiConsumer;
import java.util.function.Function;

/** Future plumbing that {@code CompletableFuture} lacks: mapping that passes cancellation back to the source. */
public final class Futures {
  private Futures() {}

  /**
   * Like {@code source.thenApply(mapper)}, except that cancelling the result cancels {@code source}, so that a call
   * cancelled by its caller is cancelled on the wire.
   */
  public static <T, R> CompletableFuture<R> map(
      CompletableFuture<T> source, Function<? super T, ? extends R> mapper) {
    CompletableFuture<R> result = new CompletableFuture<>();
    source.whenComplete(new Mapped<T, R>(mapper, result));
    cancelsWith(result, source);
    return result;
  }

  /**
   * {@link #map}'s step: a named class, not a lambda (nor {@link CancelsWith}), as a client's connect maps its first
   * session on its way to its first call, where each lambda is a class spun cold.
   */
  private record Mapped<T, R>(Function<? super T, ? extends R> mapper, CompletableFuture<R> result)
      implements BiConsumer<T, Throwable> {
    @Override
    public void accept(T value, Throwable failure) {
      if (failure != null) {
        result.completeExceptionally(unwrap(failure));
        return;
      }
      try {
        result.complete(mapper.apply(value));
      } catch (RuntimeException e) {
        result.completeExceptionally(e);
      }
    }
  }

  private record CancelsWith(CompletableFuture<?> source) implements BiConsumer<Object, Throwable> {
    @Override
    public void accept(Object value, Throwable failure) {
      if (failure instanceof CancellationException) {
        source.cancel(false);
      }
    }
  }

  /** Like {@code map}, for a mapper that itself returns a future. */
  public static <T, R> CompletableFuture<R> compose(
      CompletableFuture<T> source, Function<? super T, CompletableFuture<R>> next) {
    CompletableFuture<R> result = new CompletableFuture<>();
    source.whenComplete((value, failure) -> {
      if (failure != null) {
        result.completeExceptionally(unwrap(failure));
        return;
      }
      CompletableFuture<R> step;
      try {
        step = next.apply(value);
      } catch (RuntimeException e) {
        result.completeExceptionally(e);
        return;
      }
      relay(step, result);
    });
    cancelsWith(result, source);
    return result;
  }

  /** {@code result} completes as {@code step} does; cancelling it cancels {@code step}. */
  private static <R> void relay(CompletableFuture<R> step, CompletableFuture<R> result) {
    step.whenComplete((value, failure) -> {
      if (failure != null) {
        result.completeExceptionally(unwrap(failure));
      } else {
        result.complete(value);
      }
    });
    cancelsWith(result, step);
  }

  /** Cancelling {@code result} cancels {@code source}: a call cancelled by its caller is cancelled on the wire. */
  private static void cancelsWith(CompletableFuture<?> result, CompletableFuture<?> source) {
    result.whenComplete(new CancelsWith(source));
  }

  /**
   * Waits for a future of the client, as every blocking method of the public API does. Interrupting the waiting thread
   * cancels the request on the wire.
   *
   * @param server the server's name, for the message when the wait is interrupted
   * @throws IllegalStateException on one of the runtime's own threads, which the wait would block
   */
  public static <T> T await(CompletableFuture<T> future, String server) {
    if (RuntimeThread.isCurrent()) {
      throw new IllegalStateException(
          "A blocking MCP call from the client's own threads would wait for itself; use the async API in listeners");
    }
    try {
      return future.get();
    } catch (InterruptedException e) {
      future.cancel(true);
      Thread.currentThread().interrupt();
      throw new CancellationException("Interrupted while waiting for server '" + server + "'");
    } catch (ExecutionException e) {
      Throwable cause = unwrap(e);
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new IllegalStateException(cause);
    }
  }

  public static Throwable unwrap(Throwable failure) {
    Throwable current = failure;
    while ((current instanceof CompletionException || current instanceof ExecutionException)
        && current.getCause() != null) {
      current = current.getCause();
    }
    return current;
  }

  public static CompletionException asCompletionException(Throwable failure) {
    Throwable cause = unwrap(failure);
    return cause instanceof CompletionException completion
        ? completion
        : new CompletionException(cause);
  }
}
