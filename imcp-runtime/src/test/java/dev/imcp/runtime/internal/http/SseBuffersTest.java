package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A thread's SSE buffers are kept from one stream to the next, and never shared by two streams at once. */
class SseBuffersTest {
  @Test
  void aThreadGetsItsBuffersBackForItsNextStream() {
    SseBuffers first = SseBuffers.take();
    first.giveBack();

    SseBuffers next = SseBuffers.take();

    assertThat(next).isSameAs(first);
    next.giveBack();
  }

  @Test
  void aSecondStreamWhileTheFirstHoldsThemGetsBuffersOfItsOwn() {
    SseBuffers outer = SseBuffers.take();

    SseBuffers inner = SseBuffers.take();

    assertThat(inner).isNotSameAs(outer);
    assertThat(inner.chunk).isNotSameAs(outer.chunk);
    inner.giveBack();
    outer.giveBack();
  }

  @Test
  void anotherThreadNeverGetsThisThreadsBuffers() throws Exception {
    SseBuffers mine = SseBuffers.take();
    mine.giveBack();

    SseBuffers theirs = CompletableFuture.supplyAsync(SseBuffers::take).get(10, TimeUnit.SECONDS);

    assertThat(theirs).isNotSameAs(mine);
  }

  @Test
  void dataGrownPastTheKeepLimitIsNotKept() {
    SseBuffers buffers = SseBuffers.take();
    byte[] large = buffers.data(100_000);
    large[99_999] = 1;
    buffers.giveBack();

    SseBuffers again = SseBuffers.take();
    assertThat(again.data(1)).hasSizeLessThan(100_000);
    again.giveBack();
  }

  @Test
  void growingKeepsWhatWasGathered() {
    SseBuffers buffers = SseBuffers.take();
    buffers.data(3)[2] = 42;

    assertThat(buffers.data(50_000)[2]).isEqualTo((byte) 42);
    buffers.giveBack();
  }
}
