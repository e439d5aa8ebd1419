package dev.imcp.runtime.internal.jsonrpc;

import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** For tests of the connection alone: notifications are dropped and requests answered "method not found". */
public final class NoHandlers implements IncomingHandlers {
  public static final IncomingHandlers INSTANCE = new NoHandlers();

  private NoHandlers() {}

  @Override
  public void notification(String method, JsonNode params) {}

  @Override
  public Optional<TreeHandler> requestHandler(String method) {
    return Optional.empty();
  }
}
