package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.transport.Output;
import java.io.IOException;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The messages of a connection that nobody waits for: notifications, and the client's responses to the server's
 * requests. Queued and forgotten: one that cannot be sent is logged at DEBUG (the connection's end says why).
 */
final class Replies {
  private static final Log LOG = Log.of(JsonRpcConnection.class);

  private final JsonRpcConnection connection;

  Replies(JsonRpcConnection connection) {
    this.connection = connection;
  }

  void notify(String method, @Nullable JsonNode params) {
    ObjectNode message = Json.object().put("jsonrpc", "2.0").put("method", method);
    if (params != null) {
      message.set("params", params);
    }
    send(message);
  }

  void respond(JsonNode id, ObjectNode result) {
    ObjectNode message = Json.object().put("jsonrpc", "2.0");
    message.set("id", id);
    message.set("result", result);
    send(message);
  }

  void respondError(JsonNode id, int code, String text) {
    ObjectNode message = Json.object().put("jsonrpc", "2.0");
    message.set("id", id);
    message.putObject("error").put("code", code).put("message", text);
    send(message);
  }

  /** Queues a message nobody waits for: a notification or a response. */
  private void send(ObjectNode message) {
    Output out = connection.output();
    try {
      if (out == null) {
        throw new IOException("not connected");
      }
      byte[] line = Json.bytes(message);
      WireLog.sent(connection.serverName(), line);
      out.send(line);
    } catch (IOException | RuntimeException e) {
      LOG.debug(
          "Cannot send {} to {}: {}",
          message.path("method").asString("a response"),
          connection.serverName(),
          e.toString());
    }
  }
}
