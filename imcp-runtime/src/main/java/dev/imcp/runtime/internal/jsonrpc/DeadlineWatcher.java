package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.SharedThread;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Times out a connection's requests. One thread for every connection in the JVM sleeps until the earliest deadline of
 * any of them, instead of a timer task per request or a thread per connection: a request then costs no allocation, no
 * lock and no wake-up here, and an idle connection costs no thread (a host with 200 servers connected holds one timer
 * thread, not 200). Requests made later than the earliest one (the usual case, as they share a timeout) need nothing at
 * all; the thread wakes when that earliest deadline passes, finds it answered long ago, and sleeps until the next. Each
 * wake-up scans the pending requests of every connection once (a map each; empty ones cost nothing).
 *
 * <p>A timeout fails its request on this shared thread, which only queues the server's cancellation (it never waits on
 * a server): what a caller chains to its future without an executor runs here, as an answer's continuation runs on
 * the connection's reader thread.
 */
final class DeadlineWatcher implements AutoCloseable {
  /** A request with a deadline, in {@link System#nanoTime()} terms; {@code 0} for none. */
  interface Watched {
    long deadline();
  }

  private static final SharedThread<DeadlineWatcher> WATCHERS =
      new SharedThread<>("imcp-timer", DeadlineWatcher::run);
  private static volatile boolean idle = true;
  private static volatile long wakeAt;

  private final Supplier<? extends Iterable<? extends Watched>> pending;
  private final Consumer<Watched> expired;
  private final Thread.UncaughtExceptionHandler fatal;

  /**
   * @param name the connection's, for the log
   * @param fatal hears of what {@code expired} threw: this connection's deadlines can no longer be trusted
   */
  DeadlineWatcher(
      String name,
      Supplier<? extends Iterable<? extends Watched>> pending,
      Consumer<Watched> expired,
      Thread.UncaughtExceptionHandler fatal) {
    this.pending = pending;
    this.expired = expired;
    this.fatal = fatal;
    WATCHERS.join(this);
  }

  /** A request now has {@code deadline}; called after it became visible to {@code pending}. */
  void watch(long deadline) {
    if (idle || deadline - wakeAt < 0) {
      WATCHERS.wake();
    }
  }

  private static void run() {
    while (WATCHERS.running()) {
      // Idle while scanning: a request added meanwhile, which the scan may miss, then wakes us
      // again.
      idle = true;
      long now = System.nanoTime();
      boolean any = false;
      long earliest = 0;
      for (DeadlineWatcher watcher : WATCHERS.members()) {
        long next = watcher.expire(now);
        if (next != 0 && (!any || next - earliest < 0)) {
          earliest = next;
          any = true;
        }
      }
      if (any) {
        wakeAt = earliest;
        idle = false;
        LockSupport.parkNanos(DeadlineWatcher.class, earliest - now);
      } else {
        LockSupport.park(DeadlineWatcher.class);
      }
    }
  }

  /** Fails this connection's requests whose deadline passed; returns the earliest deadline still ahead, or 0. */
  private long expire(long now) {
    long earliest = 0;
    try {
      for (Watched request : pending.get()) {
        long deadline = request.deadline();
        if (deadline == 0) {
          continue;
        }
        if (deadline - now <= 0) {
          expired.accept(request);
        } else if (earliest == 0 || deadline - earliest < 0) {
          earliest = deadline;
        }
      }
    } catch (RuntimeException | Error e) {
      // One connection's failure (an OutOfMemoryError, a bug) must not stop the others' deadlines.
      WATCHERS.leave(this);
      fatal.uncaughtException(Thread.currentThread(), e);
      return 0;
    }
    return earliest;
  }

  /** Stops watching; requests still pending are the connection's to fail. */
  @Override
  public void close() {
    WATCHERS.leave(this);
    WATCHERS.wake();
  }
}
