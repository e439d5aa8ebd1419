package dev.imcp.runtime.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one thread that writes to a server's stdin. Callers only queue lines: a server that stops reading (a busy loop,
 * a deadlock, a full pipe) then blocks this thread alone, never a caller, a deadline or {@code close()}. The queue is
 * bounded in bytes; a line that does not fit is refused at once, which the caller reports as a failed send.
 */
final class StdinWriter {
  private static final Logger LOG = LoggerFactory.getLogger(StdinWriter.class);

  /** A line refused before it was queued: the server does not read, or the transport is closing. */
  static final class Refused extends IOException {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message);
    }
  }

  /** A line nobody waits for: a notification or a response. */
  record Plain(byte[] line) implements OutgoingLine {}

  private final String serverName;
  private final OutputStream stdin;
  private final long maxQueuedBytes;
  private final Runnable idle;
  private final long idleNanos;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition queued = lock.newCondition();
  private final ArrayDeque<OutgoingLine> queue = new ArrayDeque<>();
  private final Thread thread;
  private long queuedBytes;
  private boolean closing;
  private @Nullable IOException broken;

  /**
   * @param idle run on the writer thread when nothing was written for {@code idleInterval}, and between writes as often
   */
  StdinWriter(String serverName, String threadName, OutputStream stdin, long maxQueuedBytes, Runnable idle,
      Duration idleInterval, Thread.UncaughtExceptionHandler fatal) {
    this.serverName = serverName;
    this.stdin = stdin;
    this.maxQueuedBytes = maxQueuedBytes;
    this.idle = idle;
    this.idleNanos = idleInterval.toNanos();
    this.thread = RuntimeThread.of(threadName, this::run);
    thread.setDaemon(true);
    thread.setUncaughtExceptionHandler(fatal);
  }

  void start() {
    thread.start();
  }

  /**
   * Queues a line; never blocks on the server.
   *
   * @throws IOException when the line cannot be queued: the server is not reading (the queue is full), its stdin is
   *     closed, or the transport is closing
   */
  void send(OutgoingLine line) throws IOException {
    int size = line.line().length + 1;
    lock.lock();
    try {
      if (broken != null) {
        throw new IOException(broken.getMessage(), broken);
      }
      if (closing) {
        throw new Refused("the connection is closing");
      }
      // One line always fits, however long: the bound is for a server that stopped reading, not for large messages.
      if (!queue.isEmpty() && queuedBytes + size > maxQueuedBytes) {
        throw new Refused("the server is not reading its input (" + queuedBytes + " bytes wait to be written)");
      }
      queue.addLast(line);
      queuedBytes += size;
      queued.signal();
    } finally {
      lock.unlock();
    }
  }

  /** Writes nothing more; the thread closes stdin, once any write in progress returns (at the latest when the process is gone). */
  void close() {
    lock.lock();
    try {
      closing = true;
      queue.clear();
      queuedBytes = 0;
      queued.signal();
    } finally {
      lock.unlock();
    }
  }

  /** Waits up to {@code millis} for the thread to end. */
  void join(long millis) {
    try {
      thread.join(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  boolean isAlive() {
    return thread.isAlive();
  }

  private void run() {
    try {
      long lastIdle = System.nanoTime();
      OutgoingLine next;
      while ((next = next()) != null) {
        if (next != Idle.INSTANCE && next.claim()) {
          write(next);
        }
        if (System.nanoTime() - lastIdle >= idleNanos) {
          lastIdle = System.nanoTime();
          idle.run();
        }
      }
    } finally {
      try {
        stdin.close();
      } catch (IOException e) {
        LOG.debug("Closing stdin of {}: {}", serverName, e.toString());
      }
    }
  }

  /** The next line to write, {@link Idle#INSTANCE} after an idle interval, or null when closing. */
  private @Nullable OutgoingLine next() {
    if (isEmpty()) {
      // Everything queued is written: now is the time to hand it to the server (outside the lock: it may block).
      flush();
    }
    lock.lock();
    try {
      if (queue.isEmpty() && !closing && broken == null) {
        try {
          queued.awaitNanos(idleNanos);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return null;
        }
      }
      if (closing || broken != null) {
        return null;
      }
      OutgoingLine line = queue.pollFirst();
      if (line == null) {
        return Idle.INSTANCE;
      }
      queuedBytes -= line.line().length + 1;
      return line;
    } finally {
      lock.unlock();
    }
  }

  private boolean isEmpty() {
    lock.lock();
    try {
      return queue.isEmpty();
    } finally {
      lock.unlock();
    }
  }

  private void flush() {
    try {
      stdin.flush();
    } catch (IOException e) {
      fail(e);
    }
  }

  private void write(OutgoingLine line) {
    try {
      stdin.write(line.line());
      stdin.write('\n');
    } catch (IOException e) {
      line.failed(e);
      fail(e);
    }
  }

  /** Stdin is gone: whatever waits to be written fails, and so does every later send. */
  private void fail(IOException e) {
    ArrayDeque<OutgoingLine> lost;
    lock.lock();
    try {
      if (broken == null) {
        broken = e;
      }
      lost = new ArrayDeque<>(queue);
      queue.clear();
      queuedBytes = 0;
    } finally {
      lock.unlock();
    }
    lost.forEach(line -> line.failed(e));
  }

  /** What {@link #next()} returns when nothing came within the idle interval. */
  private enum Idle implements OutgoingLine {
    INSTANCE;

    @Override
    public byte[] line() {
      return new byte[0];
    }
  }
}
