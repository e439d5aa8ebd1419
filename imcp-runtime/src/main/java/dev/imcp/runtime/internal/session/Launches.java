package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.internal.jsonrpc.WireLog;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How a session's server is started: with the first request its era calls for ({@code server/discover}, or {@code
 * initialize} when pinned to 2025), and with {@code initialize} straight away for a server that this JVM has seen end
 * when asked {@code server/discover} (servers on the Rust SDK, rmcp, exit when their first request is not {@code
 * initialize}). That is remembered for as long as the JVM runs: a client's lifetime, its restarts, and every goal of a
 * Maven build. Deliberately without a logger: a launch runs ahead of the loading of everything else.
 */
public final class Launches {
  private static final Set<ServerCommand> ENDED_ON_PROBE = ConcurrentHashMap.newKeySet();

  private Launches() {}

  /** {@code settings}, pinned to the 2025 era when their server is known to end on the probe. */
  public static ClientSettings remembered(ClientSettings settings) {
    // isEmpty first: hashing the command (a record) links its hashCode at first use, 20 ms of a
    // cold start under load, ahead of the server's start, for a set that is almost always empty.
    return settings.era() == ProtocolEra.AUTO
            && settings.http().isEmpty()
            && !ENDED_ON_PROBE.isEmpty()
            && ENDED_ON_PROBE.contains(settings.command())
        ? settings.withEra(ProtocolEra.LEGACY)
        : settings;
  }

  /** Starts the server (nothing, for an HTTP one) and sends it its first request. */
  public static ServerLaunch start(ClientSettings settings) {
    if (settings.http().isPresent()) {
      return ServerLaunch.none();
    }
    byte[] first = settings.era() == ProtocolEra.LEGACY
        ? InitializeRequest.line(settings)
        : DiscoverRequest.line(settings);
    ServerLaunch launch = ServerLaunch.start(settings.command(), first);
    // Logged after the start: the first log call initialises the logging library (SLF4J's
    // provider lookup scans the class path), which the server's start-up now overlaps.
    WireLog.sent(settings.command().displayName(), first);
    return launch;
  }

  /** The server of {@code command} ended when asked {@code server/discover}: it is started with initialize from now on. */
  static void endedOnProbe(ServerCommand command) {
    ENDED_ON_PROBE.add(command);
  }
}
