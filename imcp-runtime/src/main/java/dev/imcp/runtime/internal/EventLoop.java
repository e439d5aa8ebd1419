package dev.imcp.runtime.internal;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daemon thread that runs a session's listeners and handlers in arrival order, so that the reader never waits on
 * user code. (Timeouts have a thread of their own, {@link DeadlineWatcher}, so that a slow listener never delays one.)
 */
public final class EventLoop implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(EventLoop.class);

  private final String name;
  private final ExecutorService events;

  public EventLoop(String name) {
    this.name = name;
    this.events =
        new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), daemon("imcp-events " + name));
  }

  /** What the session's threads are named after. */
  String name() {
    return name;
  }

  /** Runs user code in order; a failure is logged, never lost and never fatal to the loop. */
  public void execute(Runnable task) {
    try {
      events.execute(() -> {
        try {
          task.run();
        } catch (RuntimeException e) {
          LOG.warn("A listener or handler failed", e);
        }
      });
    } catch (java.util.concurrent.RejectedExecutionException e) {
      LOG.debug("Event dropped: the client is closed");
    }
  }

  /** Stops the thread; events already queued still run, within a second. */
  @Override
  public void close() {
    events.shutdown();
    try {
      events.awaitTermination(1, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    events.shutdownNow();
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    return task -> {
      Thread thread = new Thread(task, name);
      thread.setDaemon(true);
      return thread;
    };
  }
}
