package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.runtime.internal.stdio.StdioTransport;
import dev.imcp.runtime.internal.transport.Transport;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * How a session ends, each way exactly once for what waits: closed by its owner, its server gone (a process that exited,
 * an HTTP server that cannot be reached or refused the credentials), or one of its threads dead of an {@link Error}.
 * The owner's hook ({@code onExit}) hears of it before the calls in flight fail, so that a supervisor can make new
 * calls wait for a restart.
 */
final class SessionEnd implements StdioTransport.Listener, HttpTransport.Listener {
  private static final Log LOG = Log.of(SessionEnd.class);

  private final Session session;
  private final BiConsumer<Session, TransportException> onExit;
  private final AtomicBoolean closing = new AtomicBoolean();
  private final AtomicReference<@Nullable Thread> closer = new AtomicReference<>();
  private final CompletableFuture<@Nullable Void> stopped = new CompletableFuture<>();

  SessionEnd(Session session, BiConsumer<Session, TransportException> onExit) {
    this.session = session;
    this.onExit = onExit;
  }

  /**
   * The server process ended; called by the transport, possibly before the session has finished opening: everything
   * needed comes as arguments.
   */
  @Override
  public void closed(OptionalInt exitCode, List<String> stderrTail) {
    if (closing.get()) {
      exit(TransportException.clientClosed(session.serverName));
      return;
    }
    LOG.warn(
        "Server {} exited{}",
        session.serverName,
        exitCode.isPresent() ? " with code " + exitCode.getAsInt() : "");
    exit(new TransportException(
        session.serverName, "the server process exited", exitCode, stderrTail));
  }

  /** The HTTP server cannot be reached any more, or refused the credentials. */
  @Override
  public void ended(TransportException failure) {
    if (!closing.get()) {
      LOG.warn("{}", failure.getMessage());
      exit(failure);
    }
  }

  /** An {@link Error} on an HTTP thread. */
  @Override
  public void failed(Error error) {
    fatal(error);
  }

  /** A thread of the stdio transport died. */
  @Override
  public void failed(Throwable error) {
    fatal(error);
  }

  /**
   * A thread of this session died of {@code error} (an {@link OutOfMemoryError}, or a listener's {@link Error}): what
   * waits fails with it at once, and the session closes, on a thread of its own, as the dying one may be one it joins.
   */
  void fatal(Throwable error) {
    LOG.error(
        "A thread of the client for {} failed; closing the client", session.serverName, error);
    exit(new TransportException(
        session.serverName,
        "the client failed and is closed: " + error,
        OptionalInt.empty(),
        List.of(),
        error));
    Thread closing = RuntimeThread.of("imcp-close " + session.serverName, this::close);
    closing.setDaemon(true);
    closing.start();
  }

  /**
   * Stops the server (stdin closed, then terminate, then kill; or the HTTP session ended) and fails what is still
   * pending. Idempotent; a second call returns when the first has stopped the server (every wait of the first is
   * bounded, so this one is too).
   */
  void close() {
    if (!closer.compareAndSet(null, Thread.currentThread())) {
      // The closing thread may come back here from within (a hook of the end); it must not wait for
      // itself.
      if (closer.get() != Thread.currentThread()) {
        stopped.join();
      }
      return;
    }
    closing.set(true);
    try {
      Transport current = session.transport;
      if (current != null) {
        current.close();
      }
      exit(TransportException.clientClosed(session.serverName));
      session.events.close();
    } finally {
      stopped.complete(null);
    }
  }

  boolean isClosing() {
    return closing.get();
  }

  private void exit(TransportException failure) {
    try {
      onExit.accept(session, failure);
    } catch (RuntimeException e) {
      LOG.warn("An exit hook failed: {}", e.toString());
    }
    session.connection.close(failure);
  }
}
