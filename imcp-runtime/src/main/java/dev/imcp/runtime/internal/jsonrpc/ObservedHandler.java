package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.observe.RequestOutcome;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * A handler of the client's, observed: the observer hears of the server's request before the handler runs, the handler
 * runs inside the observation, and the observer hears how it answered before the answer is sent. Used for both eras:
 * a 2025 request and a 2026-07-28 input request reach handlers alike.
 */
final class ObservedHandler implements TreeHandler {
  private final Observing observing;
  private final String method;
  private final TreeHandler handler;

  ObservedHandler(Observing observing, String method, TreeHandler handler) {
    this.observing = observing;
    this.method = method;
    this.handler = handler;
  }

  @Override
  public CompletionStage<JsonNode> handle(JsonNode params) {
    RequestObservation observation = observing.serverRequestStarting(method, params);
    AtomicReference<@Nullable CompletionStage<JsonNode>> answered = new AtomicReference<>();
    try {
      Observation.run(observation, () -> answered.set(handler.handle(params)));
    } catch (RuntimeException e) {
      Observing.ended(observation, RequestOutcome.failed(e));
      throw e;
    }
    CompletionStage<JsonNode> stage = answered.get();
    if (stage == null) {
      stage = CompletableFuture.failedFuture(
          new IllegalStateException("the handler for " + method + " gave no answer"));
    }
    return stage.handle((result, failure) -> {
      Observing.ended(
          observation, failure == null ? RequestOutcome.result() : RequestOutcome.failed(failure));
      if (failure != null) {
        throw Futures.asCompletionException(failure);
      }
      return result;
    });
  }
}
