package dev.imcp.runtime.internal.base;

import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * Lets a blocking call run its transport's exchange on the calling thread, which would otherwise hand it to a runtime
 * thread and park until that thread woke it with the answer: the hand-off, its queue node and the two wake-ups were a
 * large part of an HTTP call's cost (docs/PERFORMANCE.md). A blocking method opens a scope around sending its request
 * and closes it before waiting; the first exchange a transport {@link #offer offers} inside the scope is kept, and run
 * by {@link #close()} on this thread. Anything else (a second exchange, one sent later from another thread, any
 * exchange on a runtime thread or outside a scope) runs where it did. Deadlines and cancellation reach an exchange run
 * here as they reach one on a runtime thread: by closing its connection under it.
 */
public final class CallerRuns implements AutoCloseable {
  /**
   * This thread's scope as an array of the JDK's (open, the task, where it runs otherwise), all null once closed: a
   * thread-local of a thread the runtime does not own holds nothing of the runtime's between calls, which in an
   * application server would keep the application's class loader from the server's threads. Made on first use (no
   * method reference: one more class spun on a first call).
   */
  private static final ThreadLocal<@Nullable Object[]> CURRENT = new ThreadLocal<>();

  private static final int OPEN = 0;
  private static final int TASK = 1;
  private static final int ELSEWHERE = 2;
  /** What {@link #open()} returns on a caller's thread; stateless, the state is the thread's. */
  private static final CallerRuns SCOPE = new CallerRuns();
  /** The scope of a runtime thread: never open, as a blocking call there is refused anyway. */
  private static final CallerRuns NONE = new CallerRuns();

  private CallerRuns() {}

  /** Opens this thread's scope: the next exchange offered on it is run by {@link #close()}. */
  public static CallerRuns open() {
    if (RuntimeThread.isCurrent()) {
      return NONE;
    }
    @Nullable Object[] state = CURRENT.get();
    if (state == null) {
      state = new Object[3];
      CURRENT.set(state);
    }
    state[OPEN] = Boolean.TRUE;
    return SCOPE;
  }

  /**
   * Offers an exchange to the calling thread's open scope.
   *
   * @param other where it runs otherwise
   * @return true when the scope took it (it runs on this thread when the scope closes), false to run it elsewhere
   */
  public static boolean offer(Runnable exchange, Executor other) {
    if (RuntimeThread.isCurrent()) {
      return false;
    }
    @Nullable Object[] state = CURRENT.get();
    if (state == null || state[OPEN] == null || state[TASK] != null) {
      return false;
    }
    state[TASK] = exchange;
    state[ELSEWHERE] = other;
    return true;
  }

  /**
   * Closes the scope and runs the exchange it took, if any, on this thread (a blocking call made from a callback while
   * it runs opens a scope of its own). A thread interrupted already hands it where it would have run instead, so that
   * its wait is interrupted at once, as before. An interrupt that comes while the exchange runs here ends it too: the
   * transport's socket I/O is guarded as a channel's, so that an interrupt stops a read by closing the socket; the wait
   * then sees the interrupt.
   */
  @Override
  public void close() {
    @Nullable Object[] state = this == NONE ? null : CURRENT.get();
    if (state == null) {
      return;
    }
    Runnable taken = (Runnable) state[TASK];
    Executor other = (Executor) state[ELSEWHERE];
    state[OPEN] = null;
    state[TASK] = null;
    state[ELSEWHERE] = null;
    if (taken == null) {
      return;
    }
    if (Thread.currentThread().isInterrupted() && other != null) {
      other.execute(taken);
    } else {
      taken.run();
    }
  }

  /** What this thread's thread-local holds, for a test: null, or an array of the JDK's. */
  static @Nullable Object @Nullable [] held() {
    return CURRENT.get();
  }
}
