package dev.imcp.runtime.internal.stdio;

import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.SharedThread;
import dev.imcp.runtime.internal.transport.LineFramer;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * Drains the stderr of every server of the JVM on one thread, instead of a blocking reader per server: a host with 200
 * servers connected holds one such thread, not 200 (Java offers no selector over a process's pipes, and a virtual
 * thread blocked on one pins a carrier). Each round reads what each pipe has {@link InputStream#available() available}
 * (never blocking), feeds it to the server's line framer, and sleeps from {@link #MIN_PAUSE_NANOS} after a round that
 * read something up to {@link #MAX_PAUSE_NANOS} while all are quiet: a server that logs is never blocked for long on
 * a full pipe (64 KiB drained at least every few ms while it writes), and idle servers cost a few system calls a second
 * each. A pipe ends at end of stream, or when its server has exited and the pipe is empty (a child that inherited it
 * may keep it open: what it writes after the server died is not read).
 */
final class StderrDrain {
  private static final Log LOG = Log.of(StderrDrain.class);
  static final long MIN_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(2);
  static final long MAX_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
  /** Read per pipe and round at most, so that one flooding server does not keep the others waiting. */
  private static final int CHUNK = 8 * 1024;

  /** One server's stderr. */
  static final class Pipe {
    private final InputStream in;
    private final Process process;
    private final LineFramer framer;
    private final String name;
    private final Thread.UncaughtExceptionHandler fatal;
    private final CompletableFuture<@Nullable Void> ended = new CompletableFuture<>();

    private Pipe(
        InputStream in,
        Process process,
        LineFramer framer,
        String name,
        Thread.UncaughtExceptionHandler fatal) {
      this.in = in;
      this.process = process;
      this.framer = framer;
      this.name = name;
      this.fatal = fatal;
    }

    /** Waits up to {@code millis} for the pipe to have been read to its end. */
    void await(long millis) {
      try {
        ended.get(millis, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (TimeoutException | java.util.concurrent.ExecutionException e) {
        // Bounded: the caller goes on with what was read.
      }
    }

    /** Reads what is there; whether anything was. Ends the pipe at its end, or when it fails. */
    private boolean drain(byte[] buffer) {
      try {
        return readAvailable(buffer);
      } catch (IOException e) {
        LOG.debug("Reading stderr of {} ended: {}", name, e.toString());
      } catch (RuntimeException e) {
        LOG.error("Unexpected failure while reading stderr of {}", name, e);
      } catch (Error e) {
        // An OutOfMemoryError, say: this server's connection is lost, the others' stderr still
        // drained.
        end();
        fatal.uncaughtException(Thread.currentThread(), e);
        return false;
      }
      end();
      return false;
    }

    private boolean readAvailable(byte[] buffer) throws IOException {
      int available = in.available();
      if (available <= 0) {
        if (!process.isAlive() && in.available() <= 0) {
          end();
        }
        return false;
      }
      int count = in.read(buffer, 0, Math.min(available, buffer.length));
      if (count < 0) {
        end();
        return false;
      }
      framer.feed(buffer, 0, count);
      return true;
    }

    private void end() {
      PIPES.leave(this);
      try {
        framer.finish();
      } catch (RuntimeException e) {
        LOG.error("Unexpected failure while reading stderr of {}", name, e);
      }
      try {
        in.close();
      } catch (IOException e) {
        LOG.debug("Closing stderr of {}: {}", name, e.toString());
      }
      ended.complete(null);
    }
  }

  private static final SharedThread<Pipe> PIPES = new SharedThread<>("imcp-stderr", new Loop());

  /** Not {@code StderrDrain::run}: a lambda is a class spun cold, and the first server's start sets this up. */
  private static final class Loop implements Runnable {
    @Override
    public void run() {
      StderrDrain.run();
    }
  }

  private StderrDrain() {}

  /**
   * Starts draining {@code process}'s stderr into {@code framer}, which is called on the drain's thread.
   *
   * @param fatal hears of an {@link Error} while reading this pipe, which then ends
   */
  static Pipe drain(
      Process process, LineFramer framer, String name, Thread.UncaughtExceptionHandler fatal) {
    Pipe pipe = new Pipe(process.getErrorStream(), process, framer, name, fatal);
    PIPES.join(pipe);
    PIPES.wake(); // a running thread may be parked for up to MAX_PAUSE_NANOS
    return pipe;
  }

  /** Looks at every pipe now: a server has exited, and whoever reports it waits for its last lines. */
  static void wake() {
    PIPES.wake();
  }

  /** Whether the caller is the drain's thread, which must not wait for itself. */
  static boolean isCurrent() {
    return PIPES.isCurrent();
  }

  private static void run() {
    byte[] buffer = new byte[CHUNK];
    long pause = MIN_PAUSE_NANOS;
    while (PIPES.running()) {
      boolean read = false;
      for (Pipe pipe : PIPES.members()) {
        read |= pipe.drain(buffer);
      }
      pause = read ? MIN_PAUSE_NANOS : Math.min(MAX_PAUSE_NANOS, pause * 2);
      if (!read) {
        LockSupport.parkNanos(StderrDrain.class, pause);
      }
    }
  }
}
