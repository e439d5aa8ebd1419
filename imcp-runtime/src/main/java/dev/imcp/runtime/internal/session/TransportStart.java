package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.http.HttpEndpoint;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.runtime.internal.jsonrpc.WireLog;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import dev.imcp.runtime.internal.stdio.StdioTransport;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/**
 * Connects a session to its transport before anything is read: an answer that arrives at once (the server's to the
 * request sent at launch) finds the connection attached, so that what it sets off (the initialize that follows a
 * refused discover, notifications/initialized) can be sent. No connect race, by construction.
 */
final class TransportStart {
  private TransportStart() {}

  /**
   * @param beforeReading runs once the session can route every answer, before the first line is read
   * @throws TransportException when the server cannot be started, or the first HTTP request cannot be sent
   */
  static void start(Session session, ServerLaunch launch, Runnable beforeReading) {
    ClientSettings settings = session.settings;
    if (settings.http().isPresent()) {
      http(session, settings.http().get());
      return;
    }
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

  /**
   * An HTTP server is running already: the first request goes now, as a launched process's went at its start ({@code
   * server/discover} with the 2026-07-28 headers unless pinned to 2025).
   */
  private static void http(Session session, HttpEndpoint endpoint) {
    ClientSettings settings = session.settings;
    HttpTransport started = new HttpTransport(
        endpoint,
        new Opening.ServerName(session),
        settings.transport(),
        // What is left of the connect's time: the first request's deadline (an authorization must
        // end before it).
        settings.initializeTimeout().minusNanos(System.nanoTime() - session.begun),
        session.connection.incoming(),
        session.end);
    session.transport = started;
    session.connection.attach(started);
    byte[] line;
    if (settings.era() == ProtocolEra.LEGACY) {
      line = InitializeRequest.line(settings);
    } else {
      started.speakModern(ProtocolVersions.MODERN.get(0));
      line = DiscoverRequest.line(settings);
    }
    WireLog.sent(session.serverName, line);
    try {
      started.send(Arrays.copyOf(line, line.length - 1));
    } catch (IOException e) {
      throw failure(session, "cannot send the first request: ", e);
    }
  }

  private static TransportException failure(Session session, String what, IOException e) {
    return new TransportException(
        session.serverName, what + e.getMessage(), OptionalInt.empty(), List.of(), e);
  }
}
