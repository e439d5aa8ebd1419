package dev.imcp.runtime.internal.stdio;

import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.SharedThread;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * Reads the process tree of every live server of the JVM (see {@link KnownDescendants}) every {@link #INTERVAL}, on
 * one thread shared by all: a host with 200 servers connected holds one such thread, not 200. Started with the first
 * server, it ends once no server is left.
 */
final class TreeWatch {
  private static final Log LOG = Log.of(TreeWatch.class);
  /** How often the servers' process trees are read while they live. */
  static final Duration INTERVAL = Duration.ofMillis(250);

  private static final SharedThread<KnownDescendants> WATCHED =
      new SharedThread<>("imcp-process-trees", new Loop());

  /** Not {@code TreeWatch::run}: a lambda is a class spun cold, and the first server's start sets this up. */
  private static final class Loop implements Runnable {
    @Override
    public void run() {
      TreeWatch.run();
    }
  }

  private TreeWatch() {}

  static void watch(KnownDescendants tree) {
    WATCHED.join(tree);
  }

  static void unwatch(KnownDescendants tree) {
    WATCHED.leave(tree);
  }

  private static void run() {
    while (WATCHED.running()) {
      LockSupport.parkNanos(TreeWatch.class, INTERVAL.toNanos());
      for (KnownDescendants tree : WATCHED.members()) {
        try {
          tree.refresh();
        } catch (RuntimeException e) {
          // One server's tree unreadable must not stop the others'.
          LOG.debug("Reading a server's process tree failed", e);
        }
      }
    }
  }
}
