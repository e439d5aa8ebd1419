package dev.imcp.runtime.internal.stdio;

import dev.imcp.runtime.internal.base.RuntimeThread;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads the process tree of every live server of the JVM (see {@link KnownDescendants}) every {@link #INTERVAL}, on
 * one thread shared by all: a host with 200 servers connected holds one such thread, not 200. Started with the first
 * server, it ends once no server is left.
 */
final class TreeWatch {
  private static final Logger LOG = LoggerFactory.getLogger(TreeWatch.class);
  /** How often the servers' process trees are read while they live. */
  static final Duration INTERVAL = Duration.ofMillis(250);

  private static final Set<KnownDescendants> WATCHED = ConcurrentHashMap.newKeySet();
  /** Guarded by the class: the thread, while one runs. */
  private static @Nullable Thread thread;

  private TreeWatch() {}

  static void watch(KnownDescendants tree) {
    WATCHED.add(tree);
    started();
  }

  static void unwatch(KnownDescendants tree) {
    WATCHED.remove(tree);
  }

  private static synchronized void started() {
    if (thread == null) {
      Thread started = RuntimeThread.of("imcp-process-trees", TreeWatch::run);
      started.setDaemon(true);
      thread = started;
      started.start();
    }
  }

  /** Whether the thread is to end: no server is left to watch (a later one starts another). */
  private static synchronized boolean ending() {
    if (WATCHED.isEmpty()) {
      thread = null;
      return true;
    }
    return false;
  }

  private static void run() {
    while (!ending()) {
      LockSupport.parkNanos(TreeWatch.class, INTERVAL.toNanos());
      for (KnownDescendants tree : WATCHED) {
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
