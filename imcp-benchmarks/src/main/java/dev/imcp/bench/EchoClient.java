package dev.imcp.bench;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;

/** One client under test, reduced to what the benchmark does: call {@code echo} and return the text. */
interface EchoClient extends AutoCloseable {
  CompletableFuture<String> echoAsync(String message);

  String echo(String message);

  @Override
  void close();

  /** server-everything answers {@code echo} with this text: what every answer is checked against. */
  static String expected(String message) {
    return "Echo: " + message;
  }

  /** Throws unless {@code answer} is what server-everything answers {@code message} with. */
  static void check(String answer, String message) {
    if (!expected(message).equals(answer)) {
      throw new IllegalStateException(
          "wrong answer: expected '" + expected(message) + "', got '" + answer + "'");
    }
  }

  /**
   * {@code calls} calls of {@code client}, at most {@code window} in flight, each with the next of {@code messages};
   * returns when all have answered; {@code failures} counts those that failed or answered wrong.
   */
  static void inflight(
      EchoClient client, int calls, int window, Supplier<String> messages, FailedCalls failures)
      throws InterruptedException {
    Semaphore permits = new Semaphore(window);
    for (int i = 0; i < calls; i++) {
      permits.acquire();
      String message = messages.get();
      CompletableFuture<String> call;
      try {
        call = client.echoAsync(message);
      } catch (RuntimeException e) {
        call = CompletableFuture.failedFuture(e);
      }
      call.whenComplete((answer, failure) -> {
        failures.outcome(message, answer, failure);
        permits.release();
      });
    }
    permits.acquire(window);
  }

  /**
   * {@code threads} tasks on {@code pool} sharing {@code client}, blocking calls, {@code calls / threads} each with the
   * next of {@code messages}; returns when all have answered; {@code failures} counts those that failed or answered wrong.
   */
  static void threads(
      EchoClient client,
      int calls,
      int threads,
      Executor pool,
      Supplier<String> messages,
      FailedCalls failures)
      throws InterruptedException {
    CountDownLatch done = new CountDownLatch(threads);
    for (int t = 0; t < threads; t++) {
      pool.execute(() -> {
        for (int i = 0; i < calls / threads; i++) {
          String message = messages.get();
          try {
            failures.outcome(message, client.echo(message), null);
          } catch (RuntimeException e) {
            failures.failed(e);
          }
        }
        done.countDown();
      });
    }
    done.await();
  }

  /** {@code calls} calls of {@code client} one after another; returns each call's nanoseconds, answers checked. */
  static long[] timed(EchoClient client, int calls, Supplier<String> messages) {
    long[] nanos = new long[calls];
    for (int i = 0; i < calls; i++) {
      String message = messages.get();
      long start = System.nanoTime();
      String answer = client.echo(message);
      nanos[i] = System.nanoTime() - start;
      check(answer, message);
    }
    return nanos;
  }
}
