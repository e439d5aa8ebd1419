package dev.imcp.runtime.internal.base;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * The runtime's timer: delayed tasks, the timeouts of futures and the deadlines of requests ({@code DeadlineWatcher}),
 * on one thread of the runtime's own for the whole JVM that ends after a second with nothing scheduled. Not the JDK's ({@code CompletableFuture.orTimeout}, {@code completeOnTimeout}, {@code
 * delayedExecutor}): its thread, started by the first caller in the JVM and never ended, keeps the access-control
 * context of the thread that started it, and with it the class loader of every class on that thread's stack. In an
 * application server, the first application to time out a future would stay in memory after its undeploy
 * (RedeployTest). Named classes, not lambdas: a timeout is set on a client's way to its first call.
 */
public final class Delays {
  private static final ScheduledThreadPoolExecutor TIMER = timer();

  private Delays() {}

  /**
   * Hands {@code task} to {@code executor} after {@code millis}, as the JDK's delayed executor does, unless cancelled
   * first through what is returned.
   */
  public static ScheduledFuture<?> after(long millis, Executor executor, Runnable task) {
    return TIMER.schedule(new HandOff(executor, task), millis, TimeUnit.MILLISECONDS);
  }

  /** Hands {@code task} to {@code executor} after {@code millis} unless {@code until} is done by then. */
  public static void unlessDoneWithin(
      CompletableFuture<?> until, long millis, Executor executor, Runnable task) {
    unlessDoneWithin(TIMER, until, millis, new HandOff(executor, task));
  }

  /**
   * Runs {@code task} on the timer's thread at {@code deadline} ({@link System#nanoTime()} terms), unless cancelled
   * first through what is returned. Only a quick task that never blocks: it holds up every other timeout of the JVM.
   */
  public static ScheduledFuture<?> at(long deadline, Runnable task) {
    return TIMER.schedule(task, deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
  }

  /** Fails {@code future} with a {@link TimeoutException} unless it completes within {@code millis}; returns it. */
  public static <T> CompletableFuture<T> orTimeout(CompletableFuture<T> future, long millis) {
    unlessDoneWithin(TIMER, future, millis, new Expiry<>(future, null, true));
    return future;
  }

  /** Completes {@code future} with {@code value} unless it completes within {@code millis}; returns it. */
  public static <T> CompletableFuture<T> completeOnTimeout(
      CompletableFuture<T> future, @Nullable T value, long millis) {
    unlessDoneWithin(TIMER, future, millis, new Expiry<>(future, value, false));
    return future;
  }

  /**
   * Runs {@code task} on {@code timer}'s thread after {@code millis} unless {@code until} is done by then (the task is
   * then dropped); package-private so that a test can use a fresh timer. The runtime's timer thread is every client's:
   * only quick tasks run on it (completing a future); one that may block, or sets off a caller's callbacks, is handed
   * to an executor.
   */
  static void unlessDoneWithin(
      ScheduledThreadPoolExecutor timer, CompletableFuture<?> until, long millis, Runnable task) {
    if (!until.isDone()) {
      until.whenComplete(new Cancel(timer.schedule(task, millis, TimeUnit.MILLISECONDS)));
    }
  }

  /** A timer as the runtime's is made: package-private for a test of its own on a fresh one. */
  static ScheduledThreadPoolExecutor timer() {
    ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, new Threads());
    timer.setRemoveOnCancelPolicy(true);
    timer.setKeepAliveTime(1, TimeUnit.SECONDS);
    timer.allowCoreThreadTimeOut(true);
    return timer;
  }

  private static final class Threads implements ThreadFactory {
    @Override
    public Thread newThread(Runnable task) {
      return RuntimeThread.of("imcp-timer", task);
    }
  }

  private record HandOff(Executor executor, Runnable task) implements Runnable {
    @Override
    public void run() {
      executor.execute(task);
    }
  }

  private record Expiry<T>(
      CompletableFuture<T> future, @Nullable T value, boolean fail) implements Runnable {
    @Override
    public void run() {
      if (fail) {
        future.completeExceptionally(new TimeoutException());
      } else {
        future.complete(value);
      }
    }
  }

  /** Drops the timeout once its future completes, so that nothing of it stays queued (or keeps the timer alive). */
  private record Cancel(ScheduledFuture<?> timeout)
      implements BiConsumer<@Nullable Object, @Nullable Throwable> {
    @Override
    public void accept(@Nullable Object result, @Nullable Throwable failure) {
      timeout.cancel(false);
    }
  }
}
