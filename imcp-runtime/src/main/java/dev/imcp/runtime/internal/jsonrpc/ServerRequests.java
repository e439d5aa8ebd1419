package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the server asks of the client: a {@code ping} is answered at once, a request with a handler of the client's
 * (sampling, elicitation, roots) runs it on the event thread, any other is refused. A room of its own, loaded with the
 * server's first request, which seldom comes on a client's way to its first call.
 */
final class ServerRequests {
  private ServerRequests() {}

  static void received(
      IncomingDispatcher incoming, String method, JsonNode id, JsonNode params, int size) {
    JsonRpcConnection connection = incoming.connection;
    if (method.equals(McpMethods.PING)) {
      connection.replies().respond(id, Json.object());
      return;
    }
    Optional<TreeHandler> handler = incoming.handlers.requestHandler(method);
    if (handler.isEmpty()) {
      connection
          .replies()
          .respondError(id, ProtocolErrorException.METHOD_NOT_FOUND, "Method not found: " + method);
      return;
    }
    boolean queued =
        incoming.events.offer(size, () -> answer(connection, method, id, handler.get(), params));
    if (!queued) {
      incoming.dropped(method);
      connection
          .replies()
          .respondError(
              id,
              ProtocolErrorException.INTERNAL_ERROR,
              "The client is overloaded: " + method + " was dropped");
    }
  }

  /** Runs the client's handler on the event thread; its answer, or why there is none, goes back to the server. */
  private static void answer(
      JsonRpcConnection connection,
      String method,
      JsonNode id,
      TreeHandler handler,
      JsonNode params) {
    CompletionStage<JsonNode> answer;
    try {
      answer = handler.handle(params);
    } catch (RuntimeException e) {
      refuse(connection, id, String.valueOf(e.getMessage()));
      return;
    }
    answer.whenComplete((result, failure) -> {
      if (failure != null) {
        // The handler's own failure, not the CompletionException a stage after it wraps it in.
        refuse(connection, id, String.valueOf(Futures.unwrap(failure).getMessage()));
      } else if (result instanceof ObjectNode object) {
        connection.replies().respond(id, object);
      } else {
        refuse(connection, id, "The client's handler for " + method + " gave no object");
      }
    });
  }

  private static void refuse(JsonRpcConnection connection, JsonNode id, String message) {
    connection.replies().respondError(id, ProtocolErrorException.INTERNAL_ERROR, message);
  }
}
