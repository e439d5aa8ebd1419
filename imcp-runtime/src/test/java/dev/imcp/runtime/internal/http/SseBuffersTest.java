package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.internal.base.RuntimeThread;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A runtime thread's SSE buffers are kept from one stream to the next, callers' threads share a few instead of keeping
 * their own, and no buffers are read with by two streams at once.
 */
class SseBuffersTest {
  @Test
  void aRuntimeThreadGetsItsBuffersBackForItsNextStream() throws Exception {
    List<SseBuffers> taken = onRuntimeThread(() -> {
      SseBuffers first = SseBuffers.take();
      first.giveBack();
      SseBuffers next = SseBuffers.take();
      next.giveBack();
      return List.of(first, next);
    });

    assertThat(taken.get(1)).isSameAs(taken.get(0));
  }

  @Test
  void aSecondStreamWhileTheFirstHoldsThemGetsBuffersOfItsOwn() throws Exception {
    List<SseBuffers> taken = onRuntimeThread(() -> {
      SseBuffers outer = SseBuffers.take();
      SseBuffers inner = SseBuffers.take();
      inner.giveBack();
      outer.giveBack();
      return List.of(outer, inner);
    });

    assertThat(taken.get(1)).isNotSameAs(taken.get(0));
    assertThat(taken.get(1).chunk).isNotSameAs(taken.get(0).chunk);
  }

  @Test
  void anotherRuntimeThreadNeverGetsThisOnesBuffers() throws Exception {
    SseBuffers mine = onRuntimeThread(() -> {
      SseBuffers buffers = SseBuffers.take();
      buffers.giveBack();
      return buffers;
    });

    SseBuffers theirs = onRuntimeThread(SseBuffers::take);

    assertThat(theirs).isNotSameAs(mine);
  }

  @Test
  void aCallersThreadKeepsNoBuffersOfItsOwnButSharesThem() throws Exception {
    SseBuffers mine = SseBuffers.take();
    mine.giveBack();

    // Another caller's thread, taking every shared slot, gets the buffers this thread gave back.
    List<SseBuffers> theirs = CompletableFuture.supplyAsync(() -> {
          List<SseBuffers> all = new ArrayList<>();
          for (int i = 0; i < SseBuffers.SHARED.size(); i++) {
            all.add(SseBuffers.take());
          }
          all.forEach(SseBuffers::giveBack);
          return all;
        })
        .get(10, TimeUnit.SECONDS);

    assertThat(theirs).contains(mine);
    assertThat(onRuntimeThread(SseBuffers::take)).isNotIn(theirs);
  }

  @Test
  void sharedBuffersAreNeverReadWithByTwoStreamsAtOnce() {
    List<SseBuffers> held = new ArrayList<>();
    for (int i = 0; i < SseBuffers.SHARED.size() + 2; i++) {
      held.add(SseBuffers.take());
    }

    assertThat(held).doesNotHaveDuplicates();
    held.forEach(SseBuffers::giveBack);
  }

  @Test
  void dataGrownPastTheKeepLimitIsNotKept() throws Exception {
    SseBuffers again = onRuntimeThread(() -> {
      SseBuffers buffers = SseBuffers.take();
      byte[] large = buffers.data(100_000);
      large[99_999] = 1;
      buffers.giveBack();
      return SseBuffers.take();
    });

    assertThat(again.data(1)).hasSizeLessThan(100_000);
  }

  @Test
  void growingKeepsWhatWasGathered() {
    SseBuffers buffers = SseBuffers.take();
    buffers.data(3)[2] = 42;

    assertThat(buffers.data(50_000)[2]).isEqualTo((byte) 42);
    buffers.giveBack();
  }

  private static <T> T onRuntimeThread(Supplier<T> work) throws Exception {
    CompletableFuture<T> done = new CompletableFuture<>();
    RuntimeThread.of("sse-buffers-test", () -> {
          try {
            done.complete(work.get());
          } catch (RuntimeException | Error e) {
            done.completeExceptionally(e);
          }
        })
        .start();
    return done.get(10, TimeUnit.SECONDS);
  }
}
