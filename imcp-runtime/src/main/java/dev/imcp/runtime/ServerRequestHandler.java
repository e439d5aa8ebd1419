package dev.imcp.runtime;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * Answers a request the server sends to the client, such as {@code sampling/createMessage}, {@code roots/list} or
 * {@code elicitation/create}. Runs on the client's event thread: return a stage and do slow work elsewhere. A stage
 * that fails is answered with JSON-RPC error -32603 carrying its message. {@link #ofJsonText} adapts one that takes and
 * gives JSON text.
 */
@FunctionalInterface
public interface ServerRequestHandler {
  /**
   * Answers one request.
   *
   * @param params the request's params as plain values (nested objects as maps, arrays as lists); unmodifiable; empty
   *     when it had none
   * @return the {@code result} object to send, as maps, lists and plain values (or anything Jackson writes as a JSON
   *     object), when it completes
   */
  CompletionStage<? extends Map<String, ?>> handle(Map<String, Object> params);

  /**
   * {@return a handler that takes the params as compact JSON text ({@code {}} when there were none) and gives the
   * result as JSON text}, for an application with a JSON library of its own (Jackson 2, Gson)
   *
   * @param handler answers with the {@code result} object as JSON text; text that is not a JSON object fails the stage
   */
  static ServerRequestHandler ofJsonText(
      Function<String, ? extends CompletionStage<String>> handler) {
    Objects.requireNonNull(handler, "handler");
    return params -> handler
        .apply(JsonForms.text(JsonForms.tree(params)))
        .thenApply(text -> JsonForms.map(JsonForms.parse(text)));
  }
}
