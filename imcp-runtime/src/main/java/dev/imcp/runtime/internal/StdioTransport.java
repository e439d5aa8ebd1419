package dev.imcp.runtime.internal;

import dev.imcp.runtime.ServerCommand;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A server process spoken to over stdio: lines out on stdin, lines in from stdout, stderr drained continuously into
 * the log and a tail. Reports the end of the connection exactly once, as soon as stdout ends or the process exits.
 */
public final class StdioTransport implements Transport {
  private static final Logger LOG = LoggerFactory.getLogger(StdioTransport.class);

  /** Receives what the server sends; called on the transport's reader thread. */
  public interface Listener extends LineFramer.Sink {
    /**
     * The connection ended; {@code exitCode} is present when the process has exited.
     *
     * @param stderrTail the server's last stderr lines
     */
    void closed(OptionalInt exitCode, List<String> stderrTail);
  }

  private final String name;
  private final Process process;
  private final TransportSettings settings;
  private final Listener listener;
  private final StderrTail stderr;
  private final OutputStream stdin;
  private final Thread stdoutReader;
  private final Thread stderrReader;
  private final AtomicBoolean closedReported = new AtomicBoolean();
  private final AtomicBoolean closing = new AtomicBoolean();
  private boolean loggingBroken;

  private StdioTransport(String name, Process process, TransportSettings settings, Listener listener) {
    this.name = name;
    this.process = process;
    this.settings = settings;
    this.listener = listener;
    this.stderr = new StderrTail(settings.stderrTailLines());
    this.stdin = process.getOutputStream();
    String shortName = threadName(name);
    this.stdoutReader = daemon("imcp-stdout " + shortName, this::readStdout);
    this.stderrReader = daemon("imcp-stderr " + shortName, this::readStderr);
  }

  /** Speaks to a launched server; throws when it could not be started. */
  public static StdioTransport start(ServerCommand command, ServerLaunch launch, TransportSettings settings, Listener listener)
      throws IOException {
    Process process = launch.process();
    StdioTransport transport = new StdioTransport(command.displayName(), process, settings, listener);
    // stderr first: the stdout reader may see the end at once and then waits for stderr, which must be running by then.
    transport.stderrReader.start();
    transport.stdoutReader.start();
    process.onExit().thenRun(transport::processExited);
    return transport;
  }

  /** Writes one message (UTF-8 JSON) and its newline. Thread-safe: lines are never interleaved. */
  @Override
  public void send(byte[] json) throws IOException {
    synchronized (stdin) {
      stdin.write(json);
      stdin.write('\n');
      stdin.flush();
    }
  }

  public List<String> stderrTail() {
    return stderr.lines();
  }

  public OptionalInt exitCode() {
    return process.isAlive() ? OptionalInt.empty() : OptionalInt.of(process.exitValue());
  }

  public long pid() {
    return process.pid();
  }

  /**
   * Closes stdin, waits {@link TransportSettings#shutdownGrace()} for the server to exit, then terminates it and its
   * children, then kills them. Bounded in time and idempotent.
   */
  @Override
  public void close() {
    if (!closing.compareAndSet(false, true)) {
      return;
    }
    // Taken before stdin closes: a server that exits at once takes the list of its children with it.
    List<ProcessHandle> children = ProcessTree.children(process);
    try {
      synchronized (stdin) {
        stdin.close();
      }
    } catch (IOException e) {
      LOG.debug("Closing stdin of {}: {}", name, e.toString());
    }
    ProcessTree.stop(process, children, settings.shutdownGrace());
    join(stdoutReader);
    join(stderrReader);
    reportClosed();
  }

  private void readStdout() {
    LineFramer framer = new LineFramer(settings.maxMessageBytes(), listener);
    pump(process.getInputStream(), framer, "stdout");
    awaitExit();
    reportClosed();
  }

  private void readStderr() {
    LineFramer framer = new LineFramer(8192, new LineFramer.Sink() {
      @Override
      public void line(String line) {
        stderrLine(line);
      }

      @Override
      public void oversized(long length, String head, String tail) {
        stderrLine(head + "… (" + length + " bytes)");
      }
    });
    pump(process.getErrorStream(), framer, "stderr");
  }

  private void stderrLine(String line) {
    stderr.add(line);
    try {
      LevelLog.log(LOG, settings.stderrLevel(), "[{} stderr] {}", name, line);
    } catch (RuntimeException | LinkageError e) {
      // A broken logging set-up must not stop the draining: a server blocked on a full stderr pipe hangs.
      loggingFailed(e);
    }
  }

  /** Said once, and never allowed to fail: where logging throws, printing may throw too. */
  private void loggingFailed(Throwable failure) {
    if (loggingBroken) {
      return;
    }
    loggingBroken = true;
    try {
      System.err.println("imcp: logging the stderr of " + name + " failed; its last lines are still kept for error "
          + "messages: " + failure);
    } catch (RuntimeException | LinkageError ignored) {
      // Nothing is left to tell it with.
    }
  }

  private void pump(InputStream in, LineFramer framer, String stream) {
    byte[] buffer = new byte[65536];
    try (in) {
      int count;
      while ((count = in.read(buffer)) != -1) {
        framer.feed(buffer, 0, count);
      }
      framer.finish();
    } catch (IOException e) {
      LOG.debug("Reading {} of {} ended: {}", stream, name, e.toString());
    } catch (RuntimeException e) {
      LOG.error("Unexpected failure while reading {} of {}", stream, name, e);
    }
  }

  /** A process that closed stdout is normally exiting: give it a moment so that its exit code can be reported. */
  private void awaitExit() {
    try {
      process.waitFor(1, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** A child that inherited stdout may keep it open after the server died: the exit alone must end the connection. */
  private void processExited() {
    try {
      stdoutReader.join(500);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    reportClosed();
  }

  private void reportClosed() {
    if (closedReported.get()) {
      return;
    }
    // Its last words are what a failure message needs most: stderr ends with the process, so they come soon.
    if (Thread.currentThread() != stderrReader) {
      try {
        stderrReader.join(500);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    if (closedReported.compareAndSet(false, true)) {
      listener.closed(exitCode(), stderr.lines());
    }
  }

  private static void join(Thread thread) {
    try {
      thread.join(1000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Thread names show up in every log line; a class path can be kilobytes long. */
  private static String threadName(String command) {
    return command.length() <= 80 ? command : command.substring(0, 40) + "…" + command.substring(command.length() - 39);
  }

  private static Thread daemon(String name, Runnable task) {
    Thread thread = new Thread(task, name);
    thread.setDaemon(true);
    return thread;
  }
}
