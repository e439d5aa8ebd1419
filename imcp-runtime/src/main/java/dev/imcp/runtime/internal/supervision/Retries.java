package dev.imcp.runtime.internal.supervision;

import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.session.Session;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A tool call sent again after a crash or a timeout, as often as the policy allows and where it says that is safe;
 * cancelling its result cancels the attempt in flight. Only for a policy with retries: a client without them does not
 * load this class.
 */
final class Retries {
  /** The supervisor's logger, whose name a client's log settings know. */
  private static final Log LOG = Log.of(Supervisor.class);

  private final Supervisor supervisor;
  private final String tool;
  private final Duration wait;
  private final Function<Session, CompletableFuture<ToolResult>> action;
  private final CompletableFuture<ToolResult> result = new CompletableFuture<>();
  private volatile @Nullable CompletableFuture<ToolResult> inFlight;

  private Retries(
      Supervisor supervisor,
      String tool,
      Duration wait,
      Function<Session, CompletableFuture<ToolResult>> action) {
    this.supervisor = supervisor;
    this.tool = tool;
    this.wait = wait;
    this.action = action;
  }

  static CompletableFuture<ToolResult> callTool(
      Supervisor supervisor,
      String tool,
      Duration wait,
      Function<Session, CompletableFuture<ToolResult>> action) {
    Retries retries = new Retries(supervisor, tool, wait, action);
    retries.attempt(supervisor.policy.retries());
    retries.result.whenComplete((value, failure) -> {
      CompletableFuture<ToolResult> call = retries.inFlight;
      if (failure instanceof CancellationException && call != null) {
        call.cancel(false);
      }
    });
    return retries.result;
  }

  private void attempt(int retriesLeft) {
    CompletableFuture<ToolResult> call = supervisor.call(wait, action);
    inFlight = call;
    call.whenComplete((value, failure) -> {
      if (failure == null) {
        result.complete(value);
        return;
      }
      Throwable cause = Futures.unwrap(failure);
      boolean transient_ =
          cause instanceof TransportException || cause instanceof McpTimeoutException;
      if (retriesLeft > 0
          && transient_
          && !supervisor.closed
          && !result.isDone()
          && supervisor.policy.mayRetry(tool, supervisor.current.hints(tool))) {
        retrying(cause, supervisor.policy.retries() - retriesLeft + 1);
        attempt(retriesLeft - 1);
      } else {
        result.completeExceptionally(cause);
      }
    });
  }

  private void retrying(Throwable cause, int retry) {
    String server = supervisor.current.serverName();
    LOG.info("Retrying {} on {} after: {}", tool, server, cause.getMessage());
    supervisor.emit(new LifecycleEvent(
        LifecycleEvent.Kind.RETRYING,
        server,
        retry,
        OptionalInt.empty(),
        Optional.empty(),
        "Retrying " + tool + " on " + server + " after: " + cause.getMessage()));
  }
}
