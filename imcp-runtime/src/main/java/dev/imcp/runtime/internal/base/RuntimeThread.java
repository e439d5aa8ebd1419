package dev.imcp.runtime.internal.base;

/**
 * A thread of the runtime's own (reader, writer, events, timer, supervisor): a blocking call from one would wait for
 * itself. Told apart by type, not by name, so that a user's pool named {@code imcp-…} is never taken for one.
 */
public final class RuntimeThread extends Thread {
  private RuntimeThread(Runnable task, String name) {
    super(task, name);
    setDaemon(true);
  }

  /** A daemon thread of the runtime's own, not started. */
  public static Thread of(String name, Runnable task) {
    return new RuntimeThread(task, name);
  }

  /** Whether the calling thread is one of the runtime's own. */
  public static boolean isCurrent() {
    return Thread.currentThread() instanceof RuntimeThread;
  }
}
