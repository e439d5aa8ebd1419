package dev.imcp.runtime.internal.jsonrpc;

import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** What the client does with notifications and requests from the server. Called on the event thread. */
public interface IncomingHandlers {
  void notification(String method, JsonNode params);

  Optional<TreeHandler> requestHandler(String method);

  /** The client's observer, told of every request the connection sends or answers; empty for none. */
  default Optional<Observing> observing() {
    return Optional.empty();
  }
}
