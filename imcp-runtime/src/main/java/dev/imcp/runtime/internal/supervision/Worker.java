package dev.imcp.runtime.internal.supervision;

import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.RuntimeThread;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * Where a supervisor's tasks run, one at a time: a crashed session's close and its restart, a ping, a hung session's
 * close. Its thread is made by the first task and ends a second after the last, and delays wait on the runtime's timer
 * ({@link Delays}): a client that never crashes and never pings makes no executor of its own on its way to its first
 * call (it made a {@code ScheduledThreadPoolExecutor} there, for nothing) and holds no thread while idle. Once stopped,
 * tasks are dropped: the supervisor is closed, or gave up, and its tasks would find nothing to do.
 */
final class Worker implements Executor {
  private final String name;
  private @Nullable ThreadPoolExecutor pool; // guarded by this
  private final List<ScheduledFuture<?>> delayed = new ArrayList<>(2); // guarded by this
  private boolean stopped; // guarded by this

  Worker(String name) {
    this.name = name;
  }

  /** Runs {@code task} on the worker's thread, after the tasks before it; drops it once stopped. */
  @Override
  public synchronized void execute(Runnable task) {
    if (stopped) {
      return;
    }
    if (pool == null) {
      ThreadPoolExecutor serial = new ThreadPoolExecutor(
          1, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), new Threads(name));
      serial.allowCoreThreadTimeOut(true);
      pool = serial;
    }
    pool.execute(task);
  }

  /** Runs {@code task} as {@link #execute} does after {@code millis}, unless stopped by then. */
  synchronized void later(long millis, Runnable task) {
    if (stopped) {
      return;
    }
    for (Iterator<ScheduledFuture<?>> waiting = delayed.iterator(); waiting.hasNext(); ) {
      if (waiting.next().isDone()) {
        waiting.remove();
      }
    }
    delayed.add(Delays.after(millis, this, task));
  }

  /**
   * Drops every task from now on and those waiting on the timer; {@code interrupt} interrupts the one running, as the
   * client's close does (a restart under way ends with it).
   */
  synchronized void stop(boolean interrupt) {
    stopped = true;
    for (ScheduledFuture<?> waiting : delayed) {
      waiting.cancel(false);
    }
    delayed.clear();
    if (pool != null && interrupt) {
      pool.shutdownNow();
    } else if (pool != null) {
      pool.shutdown();
    }
  }

  /** Whether a thread pool was made: a test's view, that a client's way to its first call makes none. */
  synchronized boolean started() {
    return pool != null;
  }

  /** Names the worker's thread: a named class, as the first task may come on a client's way to its first call. */
  private record Threads(String name) implements ThreadFactory {
    @Override
    public Thread newThread(Runnable runnable) {
      return RuntimeThread.of(name, runnable);
    }
  }
}
