package dev.imcp.runtime.internal.base;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Future plumbing that {@code CompletableFuture} lacks: mapping that passes cancellation back to the source. Its steps
 * are named classes, not lambdas: every client maps its opening on its way to the first call, where a cold JVM spins a
 * class (and the method-handle forms of its shape) for each lambda.
 */
public final class Futures {
  private Futures() {}

  /**
   * Like {@code source.thenApply(mapper)}, except that cancelling the result cancels {@code source}, so that a call
   * cancelled by its caller is cancelled on the wire.
   */
  public static <T, R> CompletableFuture<R> map(
      CompletableFuture<T> source, Function<? super T, ? extends R> mapper) {
    CompletableFuture<R> result = new CompletableFuture<>();
    source.whenComplete(new Mapped<>(result, mapper));
    cancelsWith(result, source);
    return result;
  }

  /** Like {@code map}, for a mapper that itself returns a future. */
  public static <T, R> CompletableFuture<R> compose(
      CompletableFuture<T> source, Function<? super T, CompletableFuture<R>> next) {
    CompletableFuture<R> result = new CompletableFuture<>();
    source.whenComplete(new Composed<>(result, next));
    cancelsWith(result, source);
    return result;
  }

  /** {@code result} completes as {@code step} does; cancelling it cancels {@code step}. */
  private static <R> void relay(CompletableFuture<R> step, CompletableFuture<R> result) {
    step.whenComplete(new Relayed<>(result));
    cancelsWith(result, step);
  }

  /** Cancelling {@code result} cancels {@code source}: a call cancelled by its caller is cancelled on the wire. */
  private static void cancelsWith(CompletableFuture<?> result, CompletableFuture<?> source) {
    result.whenComplete(new Cancels(source));
  }

  /**
   * A step from a source's outcome to {@code result}: the source's failure, unwrapped, or the step's own, fails
   * {@code result}; otherwise {@link #take} takes the value.
   */
  private abstract static class Step<T, R> implements BiConsumer<T, @Nullable Throwable> {
    final CompletableFuture<R> result;

    Step(CompletableFuture<R> result) {
      this.result = result;
    }

    @Override
    public final void accept(T value, @Nullable Throwable failure) {
      if (failure != null) {
        result.completeExceptionally(unwrap(failure));
        return;
      }
      try {
        take(value);
      } catch (RuntimeException e) {
        result.completeExceptionally(e);
      }
    }

    abstract void take(T value);
  }

  /** Completes {@code result} with the mapped value. */
  private static final class Mapped<T, R> extends Step<T, R> {
    private final Function<? super T, ? extends R> mapper;

    Mapped(CompletableFuture<R> result, Function<? super T, ? extends R> mapper) {
      super(result);
      this.mapper = mapper;
    }

    @Override
    void take(T value) {
      result.complete(mapper.apply(value));
    }
  }

  /** Relays the future {@code next} makes of the value to {@code result}. */
  private static final class Composed<T, R> extends Step<T, R> {
    private final Function<? super T, CompletableFuture<R>> next;

    Composed(CompletableFuture<R> result, Function<? super T, CompletableFuture<R>> next) {
      super(result);
      this.next = next;
    }

    @Override
    void take(T value) {
      relay(next.apply(value), result);
    }
  }

  private record Relayed<R>(CompletableFuture<R> result)
      implements BiConsumer<R, @Nullable Throwable> {
    @Override
    public void accept(R value, @Nullable Throwable failure) {
      if (failure != null) {
        result.completeExceptionally(unwrap(failure));
      } else {
        result.complete(value);
      }
    }
  }

  private record Cancels(CompletableFuture<?> source)
      implements BiConsumer<Object, @Nullable Throwable> {
    @Override
    public void accept(Object value, @Nullable Throwable failure) {
      if (failure instanceof CancellationException) {
        source.cancel(false);
      }
    }
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
