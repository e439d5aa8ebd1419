package dev.imcp.runtime.internal.base;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * A daemon thread that every member of one kind in the JVM shares (every connection's deadlines, every server's stderr,
 * every server's process tree), instead of a thread per member: a host with 200 servers connected holds one, not 200.
 * The first member to join starts it; its loop ends once no member is left, so an idle JVM holds none, and a member
 * joining later starts another.
 *
 * @param <M> a member
 */
public final class SharedThread<M> {
  private final String name;
  private final Runnable loop;
  private final Set<M> members = ConcurrentHashMap.newKeySet();
  /** The thread, while one runs; written under this object's lock. */
  private volatile @Nullable Thread thread;

  /**
   * @param name the thread's name
   * @param loop what the thread runs: a loop that goes on while {@link #running()} says so
   */
  public SharedThread(String name, Runnable loop) {
    this.name = name;
    this.loop = loop;
  }

  /** Adds {@code member}, and starts the thread unless one runs. */
  public void join(M member) {
    members.add(member);
    started();
  }

  /** Removes {@code member}; the thread ends at its loop's next check if it was the last. */
  public void leave(M member) {
    members.remove(member);
  }

  /** {@return the members now, to iterate over from the loop; weakly consistent with joins and leaves meanwhile} */
  public Iterable<M> members() {
    return members;
  }

  /** Whether the loop is to go on: false once no member is left, and then the thread is forgotten. */
  public synchronized boolean running() {
    if (members.isEmpty()) {
      thread = null;
      return false;
    }
    return true;
  }

  /** Wakes the thread from a park, if one runs. */
  public void wake() {
    LockSupport.unpark(thread);
  }

  /** Whether the caller is the thread. */
  public boolean isCurrent() {
    return Thread.currentThread() == thread;
  }

  private synchronized void started() {
    if (thread == null) {
      Thread started = RuntimeThread.of(name, loop);
      thread = started;
      started.start();
    }
  }
}
