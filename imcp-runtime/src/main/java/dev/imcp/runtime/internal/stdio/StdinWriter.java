// One room: one lock-guarded state machine. Every method reads or changes the same state
// under the one lock (the queue and its bytes, who holds the right to write, the writer
// thread's life, stdin's position and whether it broke), and the invariants that keep a
// caller from ever blocking on the pipe hold across all of them; split, each half would reach
// into the other's fields under the other's lock. Its Javadoc is a fifth of the length.
package dev.imcp.runtime.internal.stdio;

import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.transport.OutgoingLine;
import dev.imcp.runtime.internal.transport.SendRefused;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;

/**
 * Writes lines to a server's stdin without ever letting a server that stops reading (a busy loop, a deadlock, a full
 * pipe) block a caller, a deadline or {@code close()}. A line is written on the caller's own thread when nothing else is
 * being written or waits, and when what the server may not have read yet, this line included, fits in any pipe's
 * buffer ({@link #INLINE_BYTES}): such a write cannot block. What the server has read is known from its answers: an
 * answer to a request means that everything up to that request's end was read ({@link #readThrough}). Any other line
 * is queued and written by a thread of its own, which alone then waits on the pipe. The queue is bounded in bytes; a
 * line that does not fit is refused at once, which the caller reports as a failed send.
 *
 * <p>Writing inline saves the hand-off to the writer thread, a wake-up and a context switch per message: a third of the
 * client's CPU time per sequential call, in the profiles of docs/PERFORMANCE.md. The writer thread is started only when
 * a line is queued (or to close stdin), and ends after {@code idleEnd} with nothing to write: a client whose server
 * keeps up holds no writer thread.
 */
public final class StdinWriter {
  private static final Log LOG = Log.of(StdinWriter.class);
  /**
   * At most this much may be unread by the server for a line to be written inline: a quarter of Linux's pipe (64 KiB),
   * the whole of macOS's smallest (16 KiB); Windows gives a process a pipe of about 4 KiB.
   */
  static final long INLINE_BYTES =
      System.getProperty("os.name", "").startsWith("Windows") ? 2048 : 16 * 1024;

  /** At most this many lines queued by others are written by a caller after its own. */
  private static final int MAX_COMBINED = 32;

  /** A line nobody waits for: a notification or a response. */
  record Plain(byte[] line) implements OutgoingLine {}

  private final String serverName;
  private final OutputStream stdin;
  private final long maxQueuedBytes;
  private final long idleNanos;
  private final String threadName;
  private final Thread.UncaughtExceptionHandler fatal;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition changed = lock.newCondition();
  private final ArrayDeque<OutgoingLine> queue = new ArrayDeque<>();
  private final AtomicLong read = new AtomicLong();
  /** The writer thread started last, if any; guarded by the lock. */
  private @Nullable Thread thread;
  /** Whether the writer thread runs (and will look at the queue again before it ends). */
  private boolean running;

  private long queuedBytes;
  /** Bytes handed to stdin so far, or being handed now. */
  private long position;
  /** Whether a thread (a caller, or the writer) is writing to stdin: it alone may. */
  private boolean writing;
  /** Whether the writer thread is the one writing. */
  private boolean writerHolds;

  private boolean closing;
  private @Nullable IOException broken;

  /** @param idleEnd how long the writer thread waits for another line before it ends */
  StdinWriter(
      String serverName,
      String threadName,
      OutputStream stdin,
      long maxQueuedBytes,
      Duration idleEnd,
      Thread.UncaughtExceptionHandler fatal) {
    this.serverName = serverName;
    this.stdin = stdin;
    this.maxQueuedBytes = maxQueuedBytes;
    this.idleNanos = idleEnd.toNanos();
    this.threadName = threadName;
    this.fatal = fatal;
  }

  /** Under the lock: starts a writer thread unless one runs. */
  private void ensureRunning() {
    if (running) {
      changed.signal();
      return;
    }
    running = true;
    Thread started = RuntimeThread.of(threadName, this::run);
    started.setDaemon(true);
    started.setUncaughtExceptionHandler(fatal);
    thread = started;
    started.start();
  }

  /**
   * Writes a line now, or queues it; never blocks on the server.
   *
   * @throws IOException when the line cannot be queued: the server is not reading (the queue is full), its stdin is
   *     closed, or the transport is closing
   */
  void send(OutgoingLine line) throws IOException {
    boolean inline;
    lock.lock();
    try {
      inline = admit(line, line.line().length + 1);
    } finally {
      lock.unlock();
    }
    if (inline) {
      writeInline(line);
    }
  }

  /**
   * Under the lock: whether the caller writes {@code line} itself, now (nothing else is being written and what the
   * server has not read surely fits in the pipe), or it was queued for the writer thread.
   */
  private boolean admit(OutgoingLine line, int size) throws IOException {
    if (broken != null) {
      throw new IOException(broken.getMessage(), broken);
    }
    if (closing) {
      throw new SendRefused("the connection is closing");
    }
    if (!writing && queue.isEmpty() && position + size - read.get() <= INLINE_BYTES) {
      writing = true;
      position += size;
      line.written(position);
      return true;
    }
    // One line always fits, however long: the bound is for a server that stopped reading, not
    // for large messages.
    if (!queue.isEmpty() && queuedBytes + size > maxQueuedBytes) {
      throw new SendRefused(
          "the server is not reading its input (" + queuedBytes + " bytes wait to be written)");
    }
    queue.addLast(line);
    queuedBytes += size;
    if (!writing) {
      ensureRunning();
    }
    return false;
  }

  /** The server has read everything up to {@code offset} (it answered the request that ended there). */
  void readThrough(long offset) {
    // Not accumulateAndGet(offset, Math::max): a method reference is a class spun cold, and the
    // first answer comes on a client's way to its first call.
    long before = read.get();
    while (offset > before && !read.compareAndSet(before, offset)) {
      before = read.get();
    }
  }

  /**
   * Writes on the caller's thread, then what other callers queued meanwhile, as long as it fits ({@link
   * #MAX_COMBINED} lines at most, so that no caller writes for others for long): one flush for all of them, and no
   * wake-up of the writer thread when many threads share the client. What does not fit goes to the writer thread.
   */
  private void writeInline(OutgoingLine line) {
    try {
      boolean ok = !line.claim() || write(line);
      for (int i = 0; ok && i < MAX_COMBINED; i++) {
        OutgoingLine next = nextInline();
        if (next == null) {
          break;
        }
        ok = !next.claim() || write(next);
      }
      if (ok) {
        flush();
      }
    } finally {
      lock.lock();
      try {
        writing = false;
        // Only when there is work: waking the writer thread for nothing would cost what writing
        // inline saves.
        if (!queue.isEmpty() || closing || broken != null) {
          ensureRunning();
        }
      } finally {
        lock.unlock();
      }
    }
  }

  /** The next queued line, if it may be written inline now by the caller that is writing. */
  private @Nullable OutgoingLine nextInline() {
    lock.lock();
    try {
      OutgoingLine next = queue.peekFirst();
      if (next == null || closing || broken != null) {
        return null;
      }
      int size = next.line().length + 1;
      if (position + size - read.get() > INLINE_BYTES) {
        return null;
      }
      queue.pollFirst();
      queuedBytes -= size;
      position += size;
      next.written(position);
      return next;
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
      ensureRunning();
    } finally {
      lock.unlock();
    }
  }

  /** Waits up to {@code millis} for the writer thread, if any, to end. */
  void join(long millis) {
    Thread last = lastThread();
    if (last == null) {
      return;
    }
    try {
      last.join(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Whether a writer thread runs now. */
  boolean isAlive() {
    Thread last = lastThread();
    return last != null && last.isAlive();
  }

  private @Nullable Thread lastThread() {
    lock.lock();
    try {
      return thread;
    } finally {
      lock.unlock();
    }
  }

  /** Whether a line is being written or waits: the next line would not be written inline. */
  boolean isBusy() {
    lock.lock();
    try {
      return writing || !queue.isEmpty();
    } finally {
      lock.unlock();
    }
  }

  private void run() {
    try {
      OutgoingLine next;
      while ((next = next()) != null) {
        if (next == Idle.INSTANCE) {
          return; // nothing to write for a while: the next queued line starts another thread
        }
        if (next.claim()) {
          write(next);
        }
      }
    } catch (RuntimeException | Error e) {
      lock.lock();
      try {
        running = false;
      } finally {
        lock.unlock();
      }
      closeStdin();
      throw e;
    }
    closeStdin();
  }

  private void closeStdin() {
    try {
      stdin.close();
    } catch (IOException e) {
      LOG.debug("Closing stdin of {}: {}", serverName, e.toString());
    }
  }

  /**
   * The next line to write, taken with the right to write it; {@link Idle#INSTANCE} after an idle interval, when the
   * thread is to end (no longer {@link #running}); null when closing, once no caller writes any more.
   */
  private @Nullable OutgoingLine next() {
    // Long: one loop under one lock, whose invariants (who holds the right to write, what is
    // queued) hold only
    // between its steps; split, each part would have to re-establish them.
    lock.lock();
    try {
      while (true) {
        boolean mine = writerHolds;
        if (mine && queue.isEmpty()) {
          // Everything queued is written: now is the time to hand it to the server (outside the
          // lock: it may block).
          lock.unlock();
          try {
            flush();
          } finally {
            lock.lock();
          }
          if (queue.isEmpty()) {
            writing = false;
            writerHolds = false;
            mine = false;
          }
        }
        if ((closing || broken != null) && (mine || !writing)) {
          writing = false;
          writerHolds = false;
          return null;
        }
        if (!queue.isEmpty() && (mine || !writing)) {
          writing = true;
          writerHolds = true;
          OutgoingLine line = queue.pollFirst();
          int size = line.line().length + 1;
          queuedBytes -= size;
          position += size;
          line.written(position);
          return line;
        }
        if (changed.awaitNanos(idleNanos) <= 0
            && queue.isEmpty()
            && !mine
            && !closing
            && broken == null) {
          running = false;
          return Idle.INSTANCE;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
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

  /** Whether the line was written (into the stream's buffer). */
  private boolean write(OutgoingLine line) {
    try {
      stdin.write(line.line());
      stdin.write('\n');
      return true;
    } catch (IOException e) {
      line.failed(e);
      fail(e);
      return false;
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
