package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.ServerRequestHandler;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.PlainJson;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;

/**
 * A server request's handler as the runtime runs it, on trees: the user's {@link ServerRequestHandler} takes and gives
 * plain values, and the observer sees the trees.
 */
@FunctionalInterface
public interface TreeHandler {
  /** Answers one request; the stage's tree is the {@code result}. */
  CompletionStage<JsonNode> handle(JsonNode params);

  /** The user's handler, with its params made plain and its result made a tree. */
  static TreeHandler of(ServerRequestHandler handler) {
    return params -> handler
        .handle(PlainJson.map(params))
        .thenApply(result -> Json.mapper().<JsonNode>valueToTree(result));
  }
}
