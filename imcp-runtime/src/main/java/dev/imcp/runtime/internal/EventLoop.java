package dev.imcp.runtime.internal;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The two daemon threads of a client: one runs listeners and handlers in arrival order, so that the reader never waits
 * on user code; the other runs timeouts, so that a slow listener never delays one.
 */
public final class EventLoop implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(EventLoop.class);

  private final ExecutorService events;
  private final ScheduledThreadPoolExecutor timers;

  public EventLoop(String name) {
    this.events =
        new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), daemon("imcp-events " + name));
    this.timers = new ScheduledThreadPoolExecutor(1, daemon("imcp-timer " + name));
    this.timers.setRemoveOnCancelPolicy(true);
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

  public ScheduledFuture<?> schedule(Runnable task, long delay, TimeUnit unit) {
    return timers.schedule(task, delay, unit);
  }

  /** Stops both threads; events already queued still run, within a second. */
  @Override
  public void close() {
    timers.shutdownNow();
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
