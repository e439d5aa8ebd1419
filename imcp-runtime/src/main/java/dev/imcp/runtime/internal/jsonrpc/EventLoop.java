package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.RuntimeThread;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The daemon thread that runs a session's listeners and handlers in arrival order, so that the reader never waits on
 * user code. (Timeouts run on the runtime's timer thread, {@link DeadlineWatcher}, so that a slow listener never delays one.) The thread
 * ends after {@link #IDLE} without events and starts again at the next.
 *
 * <p>What the server sends on its own (notifications, progress, requests) is queued only up to {@link
 * #MAX_QUEUED_EVENTS} events or {@link #MAX_QUEUED_BYTES} bytes of their lines: beyond that, a slow listener under a
 * flood would grow the heap without limit, so further events are dropped and counted ({@link #offer}). Completions of
 * the client's own calls are never dropped; there are never more of them than calls pending.
 */
public final class EventLoop implements AutoCloseable {
  private static final Log LOG = Log.of(EventLoop.class);
  /** At most this many server-sent events wait for the listeners. */
  public static final int MAX_QUEUED_EVENTS = 10_000;
  /** At most this many bytes of server-sent lines wait for the listeners. */
  public static final long MAX_QUEUED_BYTES = 64L * 1024 * 1024;
  /** How long the thread waits for the next event before it ends. */
  static final Duration IDLE = Duration.ofSeconds(2);

  private final String name;
  private final ExecutorService events;
  private final Consumer<Throwable> fatal;
  private final AtomicLong queuedEvents = new AtomicLong();
  private final AtomicLong queuedBytes = new AtomicLong();
  private final AtomicLong dropped = new AtomicLong();
  private volatile @Nullable Thread thread;

  public EventLoop(String name) {
    this(name, error -> LOG.error("An event thread failed", error));
  }

  /** @param fatal hears of an {@link Error} thrown by a task: the session cannot go on, and closes */
  public EventLoop(String name, Consumer<Throwable> fatal) {
    this.name = name;
    this.fatal = fatal;
    ThreadPoolExecutor executor = new ThreadPoolExecutor(
        1, 1, IDLE.toMillis(), TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), new Threads());
    // Most sessions never hear from their server between calls: an idle one holds no thread. One
    // thread at most keeps the order; the next event starts it again.
    executor.allowCoreThreadTimeOut(true);
    this.events = executor;
  }

  /** What the session's threads are named after. */
  String name() {
    return name;
  }

  /** Hears of an {@link Error} on another thread of the session. */
  void fatal(Throwable error) {
    fatal.accept(error);
  }

  /** Runs user code in order, always (a completion of the client's own call); a failure is logged, never lost. */
  public void execute(Runnable task) {
    queue(new Event(task, Event.UNCOUNTED));
  }

  /**
   * Runs a server-sent event's listeners in order, unless the queue is at its bound: then the event is dropped and
   * counted, and false returned.
   *
   * @param bytes the size of the line that brought it
   */
  public boolean offer(long bytes, Runnable task) {
    // Counted in first and taken out again when over: readers of several streams offer at once,
    // and a look before counting would let each of them past the bound.
    long events = queuedEvents.incrementAndGet();
    long queued = queuedBytes.addAndGet(bytes);
    if (events > MAX_QUEUED_EVENTS || queued > MAX_QUEUED_BYTES && events > 1) {
      queuedEvents.decrementAndGet();
      queuedBytes.addAndGet(-bytes);
      dropped.incrementAndGet();
      return false;
    }
    queue(new Event(task, bytes));
    return true;
  }

  private void queue(Event event) {
    try {
      events.execute(event);
    } catch (RejectedExecutionException e) {
      LOG.debug("Event dropped: the client is closed");
    }
  }

  /** How many server-sent events were dropped since the session started. */
  public long dropped() {
    return dropped.get();
  }

  /** Makes the thread, and keeps it: a named class, as {@link Event} is. */
  private final class Threads implements ThreadFactory {
    @Override
    public Thread newThread(Runnable task) {
      Thread created = RuntimeThread.of("imcp-events " + name, task);
      thread = created;
      return created;
    }
  }

  /**
   * A task queued for the thread: a named class, not a lambda, since a client's first events (its server's first
   * notifications) come on its way to its first call, where each lambda is a class spun cold.
   */
  private final class Event implements Runnable {
    /** The size of a task that the queue's bound does not count. */
    static final long UNCOUNTED = -1;

    private final Runnable task;
    private final long bytes;

    Event(Runnable task, long bytes) {
      this.task = task;
      this.bytes = bytes;
    }

    @Override
    public void run() {
      if (bytes != UNCOUNTED) {
        queuedEvents.decrementAndGet();
        queuedBytes.addAndGet(-bytes);
      }
      EventLoop.this.run(task);
    }
  }

  private void run(Runnable task) {
    try {
      task.run();
    } catch (RuntimeException e) {
      LOG.warn("A listener or handler failed", e);
    } catch (Error e) {
      // Thrown on (an OutOfMemoryError) or by user code: what waits must not wait forever for this
      // thread.
      fatal.accept(e);
    }
  }

  /** Stops the thread; events already queued still run, within a second (not waited for from the thread itself). */
  @Override
  public void close() {
    events.shutdown();
    if (Thread.currentThread() == thread) {
      return;
    }
    try {
      events.awaitTermination(1, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    events.shutdownNow();
  }
}
