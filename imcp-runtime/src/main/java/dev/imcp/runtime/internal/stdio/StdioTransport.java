package dev.imcp.runtime.internal.stdio;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.transport.LineFramer;
import dev.imcp.runtime.internal.transport.OutgoingLine;
import dev.imcp.runtime.internal.transport.Transport;
import dev.imcp.runtime.internal.transport.TransportSettings;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * A server process spoken to over stdio: lines out on stdin (written by the caller, or queued for a thread of their own
 * when the pipe might be full), lines in from stdout, stderr drained continuously into the log and a tail (by {@link
 * StderrDrain}, one thread for every server of the JVM). Reports the end of the connection exactly once, as soon as
 * stdout ends or the process exits. Nothing here blocks a caller on the server's pipe.
 */
public final class StdioTransport implements Transport {
  private static final Log LOG = Log.of(StdioTransport.class);

  /** Hears of the connection's end; called on a thread of the transport. */
  public interface Listener {
    /**
     * The connection ended; {@code exitCode} is present when the process has exited.
     *
     * @param stderrTail the server's last stderr lines
     */
    void closed(OptionalInt exitCode, List<String> stderrTail);

    /** A thread of the transport died of {@code error} (an {@link OutOfMemoryError}, say): the connection is lost. */
    void failed(Throwable error);
  }

  /** A pipe's worth (Linux): a burst of answers is read in one call. */
  private static final int STDOUT_BUFFER = 64 * 1024;
  /** How long the stdin writer thread, when one was needed, waits for another line before it ends. */
  private static final Duration WRITER_IDLE_END = Duration.ofSeconds(2);
  /** How much may wait to be written to a server that does not read its input, before sends are refused. */
  static final long MAX_QUEUED_BYTES = 32L * 1024 * 1024;

  private final String name;
  private final Process process;
  private final TransportSettings settings;
  private final Listener listener;
  private final LineFramer.Sink lines;
  private final StderrLines stderr;
  private final StdinWriter stdin;
  private final KnownDescendants descendants;
  private final Thread stdoutReader;
  private final Thread.UncaughtExceptionHandler fatal;
  private volatile StderrDrain.@Nullable Pipe stderrPipe;
  private final AtomicBoolean closedReported = new AtomicBoolean();
  private final AtomicReference<@Nullable Thread> closer = new AtomicReference<>();
  private final CompletableFuture<@Nullable Void> stopped = new CompletableFuture<>();

  private StdioTransport(
      String name,
      Process process,
      TransportSettings settings,
      LineFramer.Sink lines,
      Listener listener) {
    this.name = name;
    this.process = process;
    this.settings = settings;
    this.lines = lines;
    this.listener = listener;
    this.stderr = new StderrLines(name, settings);
    this.descendants = new KnownDescendants(process);
    String shortName = threadName(name);
    Hook fatal = new Hook(this, false);
    this.stdin = new StdinWriter(
        name,
        "imcp-stdin " + shortName,
        process.getOutputStream(),
        MAX_QUEUED_BYTES,
        WRITER_IDLE_END,
        fatal);
    this.stdoutReader = daemon("imcp-stdout " + shortName, fatal, fatal);
    this.fatal = fatal;
  }

  /**
   * Takes a launched server's pipes, reading nothing yet: {@link #start()} starts the readers once whoever hears of
   * the lines is ready for them. Throws when the server could not be started.
   *
   * @param lines receives every line of the server's stdout, on the reader thread
   */
  public static StdioTransport open(
      ServerCommand command,
      ServerLaunch launch,
      TransportSettings settings,
      LineFramer.Sink lines,
      Listener listener)
      throws IOException {
    return new StdioTransport(command.displayName(), launch.process(), settings, lines, listener);
  }

  /**
   * Starts reading and writing. The server may have answered already (its answer waits in the pipe): the listener
   * hears of it only now, so that a session that attached itself before this call can route it.
   */
  public void start() {
    // stderr first: the stdout reader may see the end at once and then waits for stderr, which must
    // be running by then.
    stderrPipe = StderrDrain.drain(process, stderr.framer(), name, fatal);
    stdoutReader.start();
    TreeWatch.watch(descendants);
    process.onExit().thenRun(new Hook(this, true));
  }

  /** The stdout reader and its threads' failure handler, or the exit: not three lambdas, each a class spun cold. */
  private record Hook(StdioTransport transport, boolean exit)
      implements Runnable, Thread.UncaughtExceptionHandler {
    @Override
    public void run() {
      if (exit) {
        transport.processExited();
      } else {
        transport.readStdout();
      }
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
      transport.listener.failed(error);
    }
  }

  /**
   * Writes or queues one message (UTF-8 JSON) with its newline; never blocks on the server. Thread-safe: lines are
   * never interleaved.
   *
   * @throws IOException when it cannot be queued: the server does not read its input, its stdin is closed, or the
   *     transport is closing
   */
  @Override
  public void send(byte[] json) throws IOException {
    stdin.send(new StdinWriter.Plain(json));
  }

  /** Like {@link #send(byte[])}, for a line whose sender hears whether it was written. */
  @Override
  public void send(OutgoingLine line) throws IOException {
    stdin.send(line);
  }

  @Override
  public void readThrough(long offset) {
    stdin.readThrough(offset);
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

  /** The server's descendants seen so far that still live; for tests. */
  public List<ProcessHandle> knownDescendants() {
    descendants.refresh();
    return descendants.alive();
  }

  /**
   * Closes stdin, waits {@link TransportSettings#shutdownGrace()} for the server to exit, then terminates it and every
   * descendant it was seen to have, then kills them. Bounded in time and idempotent: a second call returns when the
   * first has stopped the server.
   */
  @Override
  public void close() {
    if (!closer.compareAndSet(null, Thread.currentThread())) {
      // Its own thread may be closing again from within (a listener of the end); it must not wait
      // for itself.
      if (closer.get() != Thread.currentThread()) {
        stopped.join();
      }
      return;
    }
    try {
      // Read before stdin closes: a server that exits at once takes the knowledge of its tree with
      // it.
      descendants.refresh();
      TreeWatch.unwatch(descendants);
      stdin.close();
      ProcessTree.stop(process, descendants, settings.shutdownGrace());
      join(stdoutReader, 1000);
      awaitStderr(1000);
      stdin.join(1000);
      reportClosed();
    } finally {
      stopped.complete(null);
    }
  }

  private void readStdout() {
    LineFramer framer = new LineFramer(settings.maxMessageBytes(), lines);
    pump(process.getInputStream(), new byte[STDOUT_BUFFER], framer, "stdout");
    awaitExit();
    reportClosed();
  }

  /** Waits for the server's last stderr lines to be read, once it has exited (the drain is told to look now). */
  private void awaitStderr(long millis) {
    StderrDrain.Pipe pipe = stderrPipe;
    if (pipe != null) {
      StderrDrain.wake();
      pipe.await(millis);
    }
  }

  private void pump(InputStream in, byte[] buffer, LineFramer framer, String stream) {
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
    // An Error is not caught: the thread's handler hands it to the listener, which closes the
    // connection with it.
  }

  /** A process that closed stdout is normally exiting: give it a moment so that its exit code can be reported. */
  private void awaitExit() {
    try {
      process.waitFor(1, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * A child that inherited stdout may keep it open after the server died: the exit alone must end the connection. The
   * server's children are orphans now, ended at once: they would hold its pipes, and so these readers, open.
   */
  private void processExited() {
    TreeWatch.unwatch(descendants);
    descendants.alive().forEach(ProcessHandle::destroy);
    join(stdoutReader, 500);
    reportClosed();
  }

  private void reportClosed() {
    if (closedReported.get()) {
      return;
    }
    // Its last words are what a failure message needs most: stderr ends with the process, so they
    // come soon.
    if (!StderrDrain.isCurrent()) {
      awaitStderr(500);
    }
    if (closedReported.compareAndSet(false, true)) {
      listener.closed(exitCode(), stderr.lines());
    }
  }

  private static void join(Thread thread, long millis) {
    try {
      thread.join(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Thread names show up in every log line; a class path can be kilobytes long. */
  private static String threadName(String command) {
    return command.length() <= 80
        ? command
        : command.substring(0, 40) + "…" + command.substring(command.length() - 39);
  }

  private static Thread daemon(String name, Runnable task, Thread.UncaughtExceptionHandler fatal) {
    Thread thread = RuntimeThread.of(name, task);
    thread.setDaemon(true);
    thread.setUncaughtExceptionHandler(fatal);
    return thread;
  }
}
