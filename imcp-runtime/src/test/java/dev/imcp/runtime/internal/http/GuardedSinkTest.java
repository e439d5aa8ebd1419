package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.error.TransportException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The HTTP side's way in: several streams' threads deliver at once, and an Error while handling goes to fatal. */
class GuardedSinkTest {
  /** Holds the first message inside the dispatcher until released; lets every other through. */
  private static class HoldingFirst extends QuietInbound {
    final CountDownLatch inside = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);
    final CompletableFuture<String> second = new CompletableFuture<>();

    @Override
    public void line(byte[] bytes, int offset, int length) {
      String message = new String(bytes, offset, length, StandardCharsets.UTF_8);
      if (message.equals("first")) {
        inside.countDown();
        await(release);
      } else {
        second.complete(message);
      }
    }
  }

  @Test
  void oneStreamsAnswerIsDeliveredWhileAnotherStreamsIsStillInside() throws Exception {
    HoldingFirst inbound = new HoldingFirst();
    GuardedSink sink = new GuardedSink(inbound, error -> {});
    Thread first = new Thread(() -> deliver(sink, "first"), "stream-1");
    first.start();
    try {
      assertThat(inbound.inside.await(10, TimeUnit.SECONDS)).isTrue();
      Thread second = new Thread(() -> deliver(sink, "second"), "stream-2");
      second.start();
      // With one lock around every delivery, the second waited here until the first was done.
      assertThat(inbound.second.get(10, TimeUnit.SECONDS)).isEqualTo("second");
      second.join(10_000);
    } finally {
      inbound.release.countDown();
      first.join(10_000);
    }
    assertThat(first.isAlive()).isFalse();
  }

  @Test
  void anErrorWhileAMessageIsHandledGoesToFatal() {
    AtomicReference<Error> fatal = new AtomicReference<>();
    Error thrown = new OutOfMemoryError("no room");
    GuardedSink sink = new GuardedSink(
        new HoldingFirst() {
          @Override
          public void line(byte[] bytes, int offset, int length) {
            throw thrown;
          }

          @Override
          public void failed(long id, TransportException failure) {
            throw thrown;
          }
        },
        fatal::set);
    deliver(sink, "answer");
    assertThat(fatal.getAndSet(null)).isSameAs(thrown);
    sink.failed(1, new TransportException("s", "refused", OptionalInt.empty(), List.of()));
    assertThat(fatal.get()).isSameAs(thrown);
  }

  private static void deliver(GuardedSink sink, String message) {
    byte[] bytes = message.getBytes(StandardCharsets.UTF_8);
    sink.line(bytes, 0, bytes.length);
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
