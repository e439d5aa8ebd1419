package dev.imcp.sdk;

import dev.imcp.discovery.ImcpServer;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.SupervisionPolicy;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.stub.DriftPolicy;
import dev.imcp.sdk.imcp.ImcpClient;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The way into iMCP from Java.
 *
 * <pre>{@code
 * try (ImcpClient imcp = Imcp.connect()) {
 *   List<CalendarInfo> calendars = imcp.calendar().calendarsList();
 * }
 * }</pre>
 *
 * <p>Read-only results are cached as {@link ImcpCaching} says. A server that dies is restarted (five times in five
 * minutes at most), and read-only or idempotent calls caught by the crash are sent again. iMCP's error texts become {@link ImcpToolException}s that say what to do ({@link ImcpErrors}).
 *
 * <p>iMCP asks a person to approve each new client name before it answers {@code initialize}; this client always uses
 * {@value #CLIENT_NAME}, so the question comes once ("Always trust" makes it go away), and it waits up to {@link
 * #APPROVAL_TIMEOUT} for the answer, saying in the log that approval is pending.
 */
public final class Imcp {
  /** The {@code clientInfo.name} iMCP sees and approves. */
  public static final String CLIENT_NAME = "imcp-java";

  /** How long {@code initialize} may wait for a person to approve the client in the iMCP menu. */
  public static final Duration APPROVAL_TIMEOUT = Duration.ofMinutes(5);

  private static final Duration APPROVAL_NOTICE_AFTER = Duration.ofSeconds(2);

  private Imcp() {}

  /**
   * The logger, resolved only when the approval notice is logged: resolving it starts SLF4J (its provider lookup opens
   * every jar on the class path), which the runtime keeps off a client's way to its first call.
   */
  private static final class Logging {
    static final Logger LOG = LoggerFactory.getLogger(Imcp.class);
  }

  /**
   * Finds iMCP's server ({@link ImcpServer}) and connects to it.
   *
   * @return a connected client; close it to stop the server
   * @throws IllegalStateException saying where it looked and how to proceed, when iMCP is not installed
   * @throws dev.imcp.runtime.error.McpException when the server does not start or no one approves the client within
   *     {@link #APPROVAL_TIMEOUT}
   */
  public static ImcpClient connect() {
    return connect(ImcpServer.command());
  }

  /**
   * Connects to iMCP's server, or to anything that speaks like it (such as a simulator), with iMCP's caching,
   * supervision and error translation.
   *
   * @param command how to start the server
   * @return a connected client; close it to stop the server
   * @throws dev.imcp.runtime.error.McpException when the server does not start or no one approves the client within
   *     {@link #APPROVAL_TIMEOUT}
   */
  public static ImcpClient connect(ServerCommand command) {
    CompletableFuture<McpClient> connecting = McpClient.stdio(command)
        .clientName(CLIENT_NAME)
        .initializeTimeout(APPROVAL_TIMEOUT)
        // iMCP speaks 2025-03-26 only: no server/discover probe, so no extra round trip and, while
        // the app is not
        // running, one wait instead of two.
        .protocolEra(ProtocolEra.LEGACY)
        .toolErrorTranslator(ImcpErrors.translator())
        .cache(ImcpCaching.policy())
        // imcp-server exits when the app quits or restarts; read-only and idempotent calls may be
        // sent again.
        .supervision(SupervisionPolicy.builder().trustHintsForRetry(true).build())
        .connectAsync();
    return ImcpClient.of(await(connecting), DriftPolicy.LOG);
  }

  private static McpClient await(CompletableFuture<McpClient> connecting) {
    try {
      try {
        return connecting.get(APPROVAL_NOTICE_AFTER.toMillis(), TimeUnit.MILLISECONDS);
      } catch (TimeoutException slow) {
        Logging.LOG.info(
            "Waiting for iMCP to answer: if it asks, approve '{}' in the iMCP menu (up to {} minutes)",
            CLIENT_NAME,
            APPROVAL_TIMEOUT.toMinutes());
        return connecting.get();
      }
    } catch (InterruptedException e) {
      connecting.cancel(true);
      Thread.currentThread().interrupt();
      throw new CancellationException("Interrupted while connecting to iMCP");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof McpException mcp) {
        throw mcp;
      }
      throw new IllegalStateException(cause);
    }
  }
}
