package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.Delays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Times out a connection's requests. One scan of every connection in the JVM is scheduled on the runtime's timer
 * ({@link Delays}, whose thread the other timeouts share) for the earliest deadline of any of them, instead of a timer
 * task per request: a request then costs no allocation, no lock and no scheduling here, and an idle connection costs
 * no thread. Requests made later than the earliest one (the usual case, as they share a timeout) need nothing at all;
 * the scan runs when that earliest deadline passes, finds it answered long ago, and schedules itself for the next.
 * Each scan goes over the pending requests of every connection once (a map each; empty ones cost nothing).
 *
 * <p>A timeout fails its request on the timer's thread, which only queues the server's cancellation (it never waits
 * on a server): what a caller chains to its future without an executor runs there, as an answer's continuation runs
 * on the connection's reader thread.
 */
final class DeadlineWatcher implements AutoCloseable {
  /** A request with a deadline, in {@link System#nanoTime()} terms; {@code 0} for none. */
  interface Watched {
    long deadline();
  }

  private static final Set<DeadlineWatcher> WATCHERS = ConcurrentHashMap.newKeySet();
  private static final Runnable SCAN = new Scan();
  /** Whether no scan is due: then the next deadline schedules one. Written under the class's lock. */
  private static volatile boolean idle = true;
  /** When the scan due runs. */
  private static volatile long wakeAt;
  /** The scan due, or one that ran; under the class's lock. */
  private static @Nullable ScheduledFuture<?> next;

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
    joined(this);
  }

  /** Under the class's lock, so that a connection closing as the last one never drops the scan this one needs. */
  private static synchronized void joined(DeadlineWatcher watcher) {
    WATCHERS.add(watcher);
  }

  /** A request now has {@code deadline}; called after it became visible to {@code pending}. */
  void watch(long deadline) {
    if (idle || deadline - wakeAt < 0) {
      scanBy(deadline);
    }
  }

  /** Schedules the scan for {@code deadline} unless one is due by then. */
  private static synchronized void scanBy(long deadline) {
    if (!idle && deadline - wakeAt >= 0) {
      return;
    }
    if (next != null) {
      next.cancel(false);
    }
    wakeAt = deadline;
    idle = false;
    next = Delays.at(deadline, SCAN);
  }

  private static void scan() {
    // Idle while scanning: a request added meanwhile, which the scan may miss, then schedules a
    // scan of its own.
    synchronized (DeadlineWatcher.class) {
      idle = true;
    }
    long now = System.nanoTime();
    boolean any = false;
    long earliest = 0;
    for (DeadlineWatcher watcher : WATCHERS) {
      long deadline = watcher.expire(now);
      if (deadline != 0 && (!any || deadline - earliest < 0)) {
        earliest = deadline;
        any = true;
      }
    }
    if (any) {
      scanBy(earliest);
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
      WATCHERS.remove(this);
      fatal.uncaughtException(Thread.currentThread(), e);
      return 0;
    }
    return earliest;
  }

  /** Stops watching; requests still pending are the connection's to fail. */
  @Override
  public void close() {
    WATCHERS.remove(this);
    if (WATCHERS.isEmpty()) {
      unscheduled();
    }
  }

  /** Drops the scan due, so that the timer's thread can end in a JVM with no connection left. */
  private static synchronized void unscheduled() {
    if (WATCHERS.isEmpty() && next != null) {
      next.cancel(false);
      idle = true;
    }
  }

  private static final class Scan implements Runnable {
    @Override
    public void run() {
      scan();
    }
  }
}
