package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.RuntimeThread;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Times out requests with one thread that sleeps until the earliest deadline, instead of a timer task per request: a
 * request then costs no allocation, no lock and no wake-up here. Requests made later than the earliest one (the usual
 * case, as they share a timeout) need nothing at all; the thread wakes when that earliest deadline passes, finds it
 * answered long ago, and sleeps until the next. Each wake-up scans the pending requests once.
 */
final class DeadlineWatcher implements AutoCloseable {
  /** A request with a deadline, in {@link System#nanoTime()} terms; {@code 0} for none. */
  interface Watched {
    long deadline();
  }

  private final Supplier<? extends Iterable<? extends Watched>> pending;
  private final Consumer<Watched> expired;
  private final Thread thread;
  private volatile boolean idle = true;
  private volatile long wakeAt;
  private volatile boolean closed;

  /** @param fatal hears of an {@link Error} that ended the thread: no deadline would fire any more */
  DeadlineWatcher(
      String name,
      Supplier<? extends Iterable<? extends Watched>> pending,
      Consumer<Watched> expired,
      Thread.UncaughtExceptionHandler fatal) {
    this.pending = pending;
    this.expired = expired;
    this.thread = RuntimeThread.of("imcp-timer " + name, this::run);
    thread.setDaemon(true);
    thread.setUncaughtExceptionHandler(fatal);
    thread.start();
  }

  /** A request now has {@code deadline}; called after it became visible to {@code pending}. */
  void watch(long deadline) {
    if (idle || deadline - wakeAt < 0) {
      LockSupport.unpark(thread);
    }
  }

  private void run() {
    while (!closed) {
      // Idle while scanning: a request added meanwhile, which the scan may miss, then wakes us
      // again.
      idle = true;
      long now = System.nanoTime();
      boolean any = false;
      long earliest = 0;
      for (Watched request : pending.get()) {
        long deadline = request.deadline();
        if (deadline == 0) {
          continue;
        }
        if (deadline - now <= 0) {
          expired.accept(request);
        } else if (!any || deadline - earliest < 0) {
          earliest = deadline;
          any = true;
        }
      }
      if (any) {
        wakeAt = earliest;
        idle = false;
        LockSupport.parkNanos(this, earliest - now);
      } else {
        LockSupport.park(this);
      }
    }
  }

  /** Stops the thread; requests still pending are the connection's to fail. */
  @Override
  public void close() {
    closed = true;
    LockSupport.unpark(thread);
  }
}
