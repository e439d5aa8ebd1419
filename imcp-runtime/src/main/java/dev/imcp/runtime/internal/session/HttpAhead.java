package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.runtime.internal.transport.Inbound;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * An HTTP session's transport, made and its first request sent before the session that will own it: the request
 * reaches the server while this thread builds the session, instead of after (a cold client's session took about 40 ms
 * to load and build, while the server sat idle). Whatever the transport hears waits here until the session can route
 * it ({@link #open}), as a stdio server's first answer waits in its pipe until the session reads it. Until then, the
 * transport's failures carry the name the session starts with.
 */
final class HttpAhead implements Inbound, HttpTransport.Listener, Supplier<String> {
  /** Not a request's id (ours count up from 1): the transport ended. */
  private static final long ENDED = -1;

  final HttpTransport transport;
  private final String name;
  /** Why the first request could not be sent; the session reports it once it exists. */
  @Nullable
  IOException unsent;

  /** The thread that made this and opens it. */
  private final Thread maker = Thread.currentThread();

  /**
   * What the maker's own thread heard before {@link #open}, run by it there; only that thread touches it. A send that
   * fails at once (a refused connect) completes its callbacks on the thread that registers them, the sender's: waiting
   * there would wait for itself.
   */
  private @Nullable List<Runnable> held;

  /** The session, once it routes what comes in; {@link #open} sets it, with {@link #opened}. */
  private volatile @Nullable Session session;

  /**
   * Whether {@link #open} ran (with no session, when none was made): written by the maker under this, read under this
   * by the threads that wait, and by the maker alone without it.
   */
  private boolean opened;

  HttpAhead(ClientSettings settings) {
    this.name = settings.command().displayName();
    this.transport = new HttpTransport(
        settings.http().orElseThrow(),
        this,
        settings.transport(),
        // The first request's deadline (an authorization must end before it): the session's
        // caller waits as long, from a moment later.
        settings.initializeTimeout(),
        this,
        this);
  }

  /**
   * From now on what comes in goes to {@code opened}, what waited first; null when no session was made, and what comes
   * is dropped (the transport is closed then).
   */
  void open(@Nullable Session opened) {
    synchronized (this) {
      session = opened;
      this.opened = true;
      notifyAll();
    }
    List<Runnable> heard = held;
    held = null;
    if (heard != null && opened != null) {
      for (Runnable event : heard) {
        event.run();
      }
    }
  }

  /** No session was made: what comes is dropped, and the transport closed. */
  void abandon() {
    open(null);
    transport.close();
  }

  /**
   * Whether this thread is the maker's before {@link #open}: what it hears is held for {@link #open} (it runs that
   * itself). Only the maker writes {@link #opened}, so it reads it without the lock.
   */
  private boolean onMakerBeforeOpen() {
    return Thread.currentThread() == maker && !opened;
  }

  private void hold(Runnable event) {
    if (held == null) {
      held = new ArrayList<>(2);
    }
    held.add(event);
  }

  private @Nullable Session session() {
    Session routed = session;
    return routed != null ? routed : awaited();
  }

  /** Waits for {@link #open}, which the thread that made this runs as soon as the session can route what comes. */
  private synchronized @Nullable Session awaited() {
    boolean interrupted = false;
    while (!opened) {
      try {
        wait();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    return session;
  }

  @Override
  public String get() {
    Session routed = session;
    return routed != null ? routed.serverName : name;
  }

  // What comes from a reader's thread, never the maker's: the first exchange runs on a runtime
  // thread (a connect is no blocking call's scope, where the caller runs its own exchange).

  @Override
  public void line(String line) {
    Session routed = session();
    if (routed != null) {
      routed.connection.incoming().line(line);
    }
  }

  @Override
  public void line(byte[] bytes, int offset, int length) {
    Session routed = session();
    if (routed != null) {
      routed.connection.incoming().line(bytes, offset, length);
    }
  }

  @Override
  public void oversized(long length, String head, String tail) {
    Session routed = session();
    if (routed != null) {
      routed.connection.incoming().oversized(length, head, tail);
    }
  }

  @Override
  public boolean waiting(long id) {
    Session routed = session();
    return routed != null && routed.connection.incoming().waiting(id);
  }

  @Override
  public void failed(Error error) {
    Session routed = session();
    if (routed != null) {
      routed.end.failed(error);
    }
  }

  @Override
  public void failed(long id, TransportException failure) {
    failure(id, failure);
  }

  @Override
  public void ended(TransportException failure) {
    failure(ENDED, failure);
  }

  /**
   * A request's failure, or the transport's end ({@link #ENDED}): what a send that failed at once tells on the maker's
   * thread too, where it is held for {@link #open}.
   */
  private void failure(long id, TransportException failure) {
    if (onMakerBeforeOpen()) {
      hold(() -> failure(id, failure));
      return;
    }
    Session routed = session();
    if (routed == null) {
      return;
    }
    if (id == ENDED) {
      routed.end.ended(failure);
    } else {
      routed.connection.incoming().failed(id, failure);
    }
  }
}
