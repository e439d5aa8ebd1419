package dev.imcp.runtime.internal.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.Progress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Several readers deliver to one dispatcher at once, as an HTTP connection's streams do, each into a buffer it reuses
 * from line to line: every caller gets its own answer, and a request's progress from its stream comes before its answer.
 */
class ConcurrentReadersTest {
  private static final EventLoop EVENTS = new EventLoop("readers");
  private static final int READERS = 8;
  private static final int CALLS_EACH = 300;

  @AfterAll
  static void stop() {
    EVENTS.close();
  }

  /** One call, with what its progress listener heard and whether it heard anything after the call ended. */
  private static final class Call {
    final List<Double> heard = new CopyOnWriteArrayList<>();
    final AtomicInteger late = new AtomicInteger();
    volatile List<Double> heardBeforeAnswer = List.of();
    CompletableFuture<String> future = new CompletableFuture<>();
  }

  private final JsonRpcConnection connection =
      new JsonRpcConnection(() -> "s", EVENTS, NoHandlers.INSTANCE);

  ConcurrentReadersTest() {
    connection.attach(json -> {});
  }

  @Test
  void everyCallerGetsItsOwnAnswerAndItsProgressFirst() throws Exception {
    int total = READERS * CALLS_EACH;
    List<Call> calls = new ArrayList<>();
    for (int i = 0; i < total; i++) {
      calls.add(call(i % 5 == 0));
    }
    CountDownLatch start = new CountDownLatch(1);
    List<CompletableFuture<Void>> readers = new ArrayList<>();
    for (int r = 0; r < READERS; r++) {
      int reader = r;
      readers.add(CompletableFuture.runAsync(() -> read(reader, calls, start), runner(r)));
    }
    start.countDown();
    CompletableFuture.allOf(readers.toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);
    for (int i = 0; i < total; i++) {
      Call call = calls.get(i);
      long id = i + 1;
      assertThat(call.future.get(30, TimeUnit.SECONDS)).isIn("stream:" + id, "tree:" + id);
      if (i % 5 == 0) {
        assertThat(call.heardBeforeAnswer).as("call %d", id).containsSubsequence(1.0, 2.0, 3.0);
        assertThat(call.late).as("call %d", id).hasValue(0);
      }
    }
    assertThat(connection.pendingCount()).isZero();
  }

  private Call call(boolean withProgress) {
    Call call = new Call();
    Optional<Consumer<Progress>> progress = withProgress
        ? Optional.of(heard -> {
          if (call.future.isDone()) {
            call.late.incrementAndGet();
          }
          call.heard.add(heard.progress());
        })
        : Optional.empty();
    CompletableFuture<String> future = TextReader.call(connection, progress);
    // Attached before any answer: runs where the answer completes it (the event thread, with
    // progress).
    call.future =
        future.whenComplete((value, failure) -> call.heardBeforeAnswer = List.copyOf(call.heard));
    return call;
  }

  /**
   * Reader {@code r} answers every {@code READERS}th call, through one buffer reused for every line: streamed answers,
   * answers read as trees, and for a call with progress its progress first; and the next reader's calls with progress
   * get a stray progress from this one, racing their answers.
   */
  private void read(int r, List<Call> calls, CountDownLatch start) {
    byte[] buffer = new byte[256];
    await(start);
    for (int i = r; i < calls.size(); i += READERS) {
      long id = i + 1;
      if (i % 5 == 0) {
        for (int step = 1; step <= 3; step++) {
          deliver(buffer, progress(id, step));
        }
      }
      int next = (i + 1) % calls.size();
      if (next % 5 == 0) {
        deliver(buffer, progress(next + 1, 99));
      }
      deliver(
          buffer,
          i % 2 == 0
              ? "{\"result\":{\"text\":\"" + id + "\"},\"jsonrpc\":\"2.0\",\"id\":" + id + "}"
              : "{\"result\":{\"text\":\"" + id + "\"},\"id\":" + id + ",\"jsonrpc\":\"2.0\"}");
    }
  }

  private static String progress(long token, int step) {
    return "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":"
        + token + ",\"progress\":" + step + "}}";
  }

  /** The line written into the reader's buffer over what the last one left there, as a stream's reader does. */
  private void deliver(byte[] buffer, String line) {
    byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
    System.arraycopy(bytes, 0, buffer, 3, bytes.length);
    connection.incoming().line(buffer, 3, bytes.length);
  }

  private static java.util.concurrent.Executor runner(int r) {
    return task -> new Thread(task, "reader-" + r).start();
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
