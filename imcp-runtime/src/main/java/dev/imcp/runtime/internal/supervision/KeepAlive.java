package dev.imcp.runtime.internal.supervision;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.session.Session;

/**
 * A keep-alive ping, and the next one {@code every} ms after it is sent (until the client closes or gives up). A ping
 * without an answer in time means a dead connection, and so does a ping that cannot even be sent (a server that stopped
 * reading its input): the session is closed, and so restarted.
 */
record KeepAlive(Supervisor supervisor, long every) implements Runnable {
  /** The supervisor's logger, whose name a client's log settings know. */
  private static final Log LOG = Log.of(Supervisor.class);

  @Override
  public void run() {
    ping();
    supervisor.worker.later(every, this);
  }

  private void ping() {
    Session session = supervisor.current;
    if (supervisor.closed
        || !supervisor.ready.isDone()
        || supervisor.ready.isCompletedExceptionally()) {
      return;
    }
    CallOptions options = CallOptions.defaults().withTimeout(supervisor.policy.keepAliveTimeout());
    session.ping(options).whenComplete((answer, failure) -> {
      Throwable cause = failure == null ? null : Futures.unwrap(failure);
      // Closed on the supervisor's thread: this one may be the session's timer, whose other
      // deadlines must still fire.
      if (cause instanceof McpTimeoutException && session == supervisor.current) {
        LOG.warn(
            "{} did not answer ping within {} ms; restarting it",
            session.serverName(),
            supervisor.policy.keepAliveTimeout().toMillis());
        closeLater(session);
      } else if (cause instanceof TransportException
          && session == supervisor.current
          && !session.isClosed()) {
        LOG.warn("Cannot ping {} ({}); restarting it", session.serverName(), cause.getMessage());
        closeLater(session);
      }
    });
  }

  private void closeLater(Session session) {
    // Dropped once the client is closing: it closes this session itself.
    supervisor.worker.execute(session::close);
  }
}
