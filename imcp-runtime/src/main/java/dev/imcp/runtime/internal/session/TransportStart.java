package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.jsonrpc.WireLog;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import dev.imcp.runtime.internal.stdio.StdioTransport;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * Connects a session to its transport before anything is read: an answer that arrives at once (the server's to the
 * request sent at launch) finds the connection attached, so that what it sets off (the initialize that follows a
 * refused discover, notifications/initialized) can be sent. No connect race, by construction.
 */
final class TransportStart {
  private TransportStart() {}

  /**
   * Over HTTP, makes the transport and sends the first request ({@code server/discover} with the 2026-07-28 headers
   * unless pinned to 2025) before the session exists, as a launched process's went at its start; null over stdio.
   */
  static @Nullable HttpAhead ahead(ClientSettings settings) {
    if (settings.http().isEmpty()) {
      return null;
    }
    HttpAhead ahead = new HttpAhead(settings);
    byte[] line;
    MessageHead head;
    if (settings.era() == ProtocolEra.LEGACY) {
      line = InitializeRequest.line(settings);
      head = InitializeRequest.head();
    } else {
      ahead.transport.speakModern(ProtocolVersions.MODERN.get(0));
      line = DiscoverRequest.line(settings);
      head = DiscoverRequest.head();
    }
    try {
      ahead.transport.send(Arrays.copyOf(line, line.length - 1), head);
    } catch (IOException e) {
      ahead.unsent = e;
    }
    // Logged after the send, as a launch's first request is: the first log call hands the logging
    // library's start to the runtime's timer, whose thread pool would load on the way.
    WireLog.sent(ahead.get(), line);
    return ahead;
  }

  /**
   * @param ahead the HTTP transport {@link #ahead} made, null over stdio
   * @param beforeReading runs once the session can route every answer, before the first line is read
   * @throws TransportException when the server cannot be started, or the first HTTP request could not be sent
   */
  static void start(
      Session session, ServerLaunch launch, @Nullable HttpAhead ahead, Runnable beforeReading) {
    if (ahead != null) {
      http(session, ahead);
      return;
    }
    ClientSettings settings = session.settings;
    StdioTransport started;
    try {
      started = StdioTransport.open(
          settings.command(),
          launch,
          settings.transport(),
          session.connection.incoming(),
          session.end);
    } catch (IOException e) {
      throw failure(session, "cannot start the server: ", e);
    }
    session.transport = started;
    session.connection.attach(started);
    beforeReading.run();
    started.start();
  }

  /** The session takes the HTTP transport made ahead of it, and what it heard meanwhile. */
  private static void http(Session session, HttpAhead ahead) {
    session.transport = ahead.transport;
    session.connection.attach(ahead.transport);
    ahead.open(session);
    IOException unsent = ahead.unsent;
    if (unsent != null) {
      throw failure(session, "cannot send the first request: ", unsent);
    }
  }

  private static TransportException failure(Session session, String what, IOException e) {
    return new TransportException(
        session.serverName, what + e.getMessage(), OptionalInt.empty(), List.of(), e);
  }
}
