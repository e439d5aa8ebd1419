package dev.imcp.runtime;

import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.session.Session;
import dev.imcp.runtime.internal.supervision.Supervisor;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * How the client's surfaces ({@link McpClient}, {@link Prompts}, {@link Resources}) reach the server: on the live
 * session, waiting for a restarting one within the call's timeout, and back to a caller that blocks.
 */
final class LiveSession {
  final Supervisor supervisor;

  LiveSession(Supervisor supervisor) {
    this.supervisor = supervisor;
  }

  /** Runs {@code action} on the live session, waiting (within the default timeout) for a restarting server. */
  <T> CompletableFuture<T> call(Function<Session, CompletableFuture<T>> action) {
    return call(CallOptions.defaults(), action);
  }

  /** Runs {@code action} on the live session, waiting within {@code options}' timeout for a restarting server. */
  <T> CompletableFuture<T> call(
      CallOptions options, Function<Session, CompletableFuture<T>> action) {
    Duration wait = options.timeout().orElse(supervisor.defaultTimeout());
    return supervisor.call(wait, action);
  }

  /**
   * Waits for a future of this client. Interrupting the waiting thread cancels the request on the wire.
   *
   * @throws dev.imcp.runtime.error.McpException as the future failed
   */
  <T> T await(CompletableFuture<T> future) {
    return Futures.await(future, serverName());
  }

  String serverName() {
    return supervisor.current().serverName();
  }
}
