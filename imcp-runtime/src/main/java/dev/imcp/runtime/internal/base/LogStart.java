package dev.imcp.runtime.internal.base;

import java.util.ArrayDeque;
import java.util.concurrent.ForkJoinPool;
import org.jspecify.annotations.Nullable;
import org.slf4j.LoggerFactory;

/**
 * When the runtime starts SLF4J: the first time something is logged at INFO or above, or when the first request
 * other than the handshake's has ended (a moment later, off the caller's way), or {@value #HELD_AT_MOST_MILLIS} ms
 * after the first line was held (a server that never answers must not hide the lines that would show why), or when a
 * connection closes, or at the JVM's exit, or once {@value #MOST_HELD} lines are held, whichever comes first. Until then DEBUG and TRACE lines (the
 * wire log's, a server's stderr at its default level) are held here in the order they came, and written when SLF4J
 * starts: a user who enables DEBUG sees every line, the first ones a little late and from the starting thread; a user
 * who does not pays nothing for them on the way to the first call.
 */
public final class LogStart {
  /** Bounds what a client that never ends a request holds. */
  static final int MOST_HELD = 1_000;

  /** How long after the first request's end SLF4J starts: after the caller has its answer, not in its way. */
  static final long AFTER_FIRST_ANSWER_MILLIS = 100;

  /** The longest a line is held: about as long as a quick server takes to its first answer from a cold JVM. */
  static final long HELD_AT_MOST_MILLIS = 1_000;

  /**
   * {@code -Ddev.imcp.internal.timedLogStart=false} leaves only the untimed starts: for tests that check, in a fresh
   * JVM, what loads before the first call whatever the machine's load.
   */
  private static final boolean TIMED =
      !"false".equals(System.getProperty("dev.imcp.internal.timedLogStart"));

  private static final Object LOCK = new Object();
  private static volatile boolean started;
  private static volatile boolean scheduled;
  /** Guarded by LOCK; empty once started. */
  private static final ArrayDeque<Held> held = new ArrayDeque<>();
  /** Guarded by LOCK: writes what is held if the JVM exits first. */
  private static @Nullable Thread atExit;

  private LogStart() {}

  /** A line held until SLF4J starts. */
  public interface Held {
    /** Writes the line to SLF4J, which has started. */
    void write();
  }

  /** Whether SLF4J has started, so that a line may be written rather than held. */
  public static boolean started() {
    return started;
  }

  /** Holds {@code line} until SLF4J starts; writes it now if it has. */
  public static void hold(Held line) {
    synchronized (LOCK) {
      if (!started) {
        held.add(line);
        if (held.size() < MOST_HELD) {
          if (atExit == null) {
            atExit = new Thread(new Start(), "imcp-log-at-exit");
            Runtime.getRuntime().addShutdownHook(atExit);
            if (TIMED) {
              Delays.after(HELD_AT_MOST_MILLIS, ForkJoinPool.commonPool(), new Start());
            }
          }
          return;
        }
        now();
        return;
      }
    }
    line.write();
  }

  /** A request other than the handshake's has ended: SLF4J starts in a moment, on a thread of the common pool. */
  public static void requestEnded(String method) {
    if (TIMED
        && !scheduled
        && !started
        && !McpMethods.INITIALIZE.equals(method)
        && !McpMethods.DISCOVER.equals(method)) {
      scheduled = true;
      Delays.after(AFTER_FIRST_ANSWER_MILLIS, ForkJoinPool.commonPool(), new Start());
    }
  }

  /** Starts SLF4J if nothing has yet, and writes what is held. Idempotent. */
  public static void now() {
    if (started) {
      return;
    }
    synchronized (LOCK) {
      if (started) {
        return;
      }
      LoggerFactory.getILoggerFactory();
      for (Held line : held) {
        line.write();
      }
      held.clear();
      started = true;
      forgetAtExit();
    }
  }

  /** Lets the hook go once it is not needed: a thread kept by the JVM keeps its starter's class loader. */
  private static void forgetAtExit() {
    Thread hook = atExit;
    if (hook != null && Thread.currentThread() != hook) {
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException exiting) {
        // the JVM is exiting: the hook runs, finds SLF4J started and returns
      }
    }
  }

  /** Starts SLF4J: a class rather than a method reference, which would spin one on the way to the first call. */
  private static final class Start implements Runnable {
    @Override
    public void run() {
      now();
    }
  }
}
