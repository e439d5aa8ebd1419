package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;

/**
 * A connection's request that ends without its answer: cancelled by its caller, past its deadline, or not written. The
 * server hears of a request it may hold, and the caller's future fails. A room of its own, loaded with the first such
 * end, which a client's way to its first call does not meet.
 */
final class Unanswered {
  /** How long a request that could not be written waits for the connection's end, whose failure says more. */
  private static final Duration WRITE_FAILURE_GRACE = Duration.ofSeconds(2);

  private Unanswered() {}

  static void cancelled(JsonRpcConnection connection, PendingRequest<?> request) {
    if (connection.pending.remove(request.key, request)) {
      sendCancelled(connection, request, "cancelled by the client");
      request.cancelledByCaller();
    }
  }

  /**
   * The request could not be written: usually the server just died, and the connection's end, reported moments later,
   * fails it with the exit code and stderr, which say more than EPIPE. Failed with the write's own failure otherwise.
   */
  static void writeFailed(
      JsonRpcConnection connection, PendingRequest<?> request, IOException failure) {
    Delays.completeOnTimeout(connection.closedSignal.copy(), null, WRITE_FAILURE_GRACE.toMillis())
        .thenRun(() -> {
          if (connection.pending.remove(request.key, request)) {
            request.fail(cannotSend(connection, request, failure));
          }
        });
  }

  static TransportException cannotSend(
      JsonRpcConnection connection, PendingRequest<?> request, IOException failure) {
    return new TransportException(
        connection.serverName(),
        "cannot send " + request.label() + ": " + failure.getMessage(),
        OptionalInt.empty(),
        List.of(),
        failure);
  }

  static void timedOut(JsonRpcConnection connection, DeadlineWatcher.Watched watched) {
    PendingRequest<?> request = (PendingRequest<?>) watched;
    if (connection.pending.remove(request.key, request)) {
      Duration elapsed = request.elapsed();
      // The server hears of it before the caller does, so that whatever the caller does next comes
      // after. Queued only: this thread never waits on the server, so every deadline fires on time.
      sendCancelled(connection, request, "timed out after " + elapsed.toMillis() + " ms");
      request.fail(RequestFailures.timedOut(
          connection.serverName(), request, elapsed, connection.incoming().noiseNote()));
    }
  }

  /** Tells the server, unless it never got the request: one still queued is then never written. */
  private static void sendCancelled(
      JsonRpcConnection connection, PendingRequest<?> request, String reason) {
    if (request.cancellable && !connection.isClosed() && !request.abandonUnwritten()) {
      connection.notify(
          McpMethods.CANCELLED, Json.object().put("requestId", request.id).put("reason", reason));
    }
  }
}
