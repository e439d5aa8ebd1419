package dev.imcp.runtime.internal.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class FuturesTest {
  @Test
  void aMapperThatThrowsFailsTheResult() {
    CompletableFuture<Integer> mapped =
        Futures.map(CompletableFuture.completedFuture("x"), value -> {
          throw new IllegalStateException("mapper");
        });

    assertThat(mapped).isCompletedExceptionally();
    assertThat(failure(mapped)).isInstanceOf(IllegalStateException.class).hasMessage("mapper");
  }

  @Test
  void aSourcesFailureReachesTheResultUnwrapped() {
    CompletableFuture<String> source = new CompletableFuture<>();
    CompletableFuture<String> composed =
        Futures.compose(source, CompletableFuture::completedFuture);

    source.completeExceptionally(new CompletionException(new IllegalArgumentException("source")));

    assertThat(failure(composed)).isInstanceOf(IllegalArgumentException.class).hasMessage("source");
  }

  /** A composing step that makes no future used to throw into the source's completion, leaving the result pending. */
  @Test
  void aComposingStepThatMakesNoFutureFailsTheResult() {
    CompletableFuture<String> composed =
        Futures.compose(CompletableFuture.completedFuture("x"), value -> null);

    assertThat(composed).isCompletedExceptionally();
    assertThat(failure(composed)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void cancellingTheComposedResultCancelsTheSource() {
    CompletableFuture<String> source = new CompletableFuture<>();

    Futures.compose(source, CompletableFuture::completedFuture).cancel(false);

    assertThat(source).isCancelled();
  }

  private static Throwable failure(CompletableFuture<?> future) {
    return future.handle((value, failure) -> failure).join();
  }
}
