package dev.imcp.runtime;

import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;

/**
 * Answers a request the server sends to the client, such as {@code sampling/createMessage}, {@code roots/list} or
 * {@code elicitation/create}. Runs on the client's event thread: return a stage and do slow work elsewhere. A stage
 * that fails is answered with JSON-RPC error -32603 carrying its message.
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
}
