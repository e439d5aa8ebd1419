package dev.imcp.runtime;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;

/**
 * Answers a request the server sends to the client, such as {@code sampling/createMessage}, {@code roots/list} or
 * {@code elicitation/create}. Runs on the client's event thread: return a stage and do slow work elsewhere. A stage
 * that fails is answered with JSON-RPC error -32603 carrying its message. Written as a lambda it takes and gives
 * Jackson 3 trees; {@link #ofMaps} and {@link #ofJsonText} adapt one that takes and gives maps or JSON text.
 */
@FunctionalInterface
public interface ServerRequestHandler {
  /**
   * Answers one request.
   *
   * @param params the request's params; a missing node when it had none
   * @return the {@code result} to send, when it completes
   */
  CompletionStage<JsonNode> handle(JsonNode params);

  /**
   * {@return a handler that takes the params as a new map (empty when there were none) and gives the result as a map}
   *
   * @param handler answers with the {@code result} object, as maps, lists and plain values
   */
  static ServerRequestHandler ofMaps(
      Function<Map<String, Object>, ? extends CompletionStage<? extends Map<String, ?>>> handler) {
    Objects.requireNonNull(handler, "handler");
    return params -> handler.apply(JsonForms.map(params)).thenApply(JsonForms::tree);
  }

  /**
   * {@return a handler that takes the params as compact JSON text ({@code {}} when there were none) and gives the
   * result as JSON text}, for an application with a JSON library of its own (Jackson 2, Gson)
   *
   * @param handler answers with the {@code result} object as JSON text; text that is not JSON fails the stage
   */
  static ServerRequestHandler ofJsonText(
      Function<String, ? extends CompletionStage<String>> handler) {
    Objects.requireNonNull(handler, "handler");
    return params -> handler
        .apply(params.isMissingNode() ? "{}" : JsonForms.text(params))
        .thenApply(JsonForms::parse);
  }
}
