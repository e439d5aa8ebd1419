package dev.imcp.runtime;

import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.session.PromptResults;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.node.ObjectNode;

/** What {@link Prompts} and {@link Resources} share: {@code completion/complete} and list-changed listeners. */
final class SurfaceCalls {
  private SurfaceCalls() {}

  /** Sends {@code completion/complete} for {@code ref}'s argument; {@code subject} names it in errors. */
  static CompletableFuture<Completion> complete(
      McpClient client,
      ObjectNode ref,
      String subject,
      String argument,
      String value,
      Map<String, String> context,
      CallOptions options) {
    ObjectNode params = Json.object();
    params.set("ref", ref);
    params.putObject("argument").put("name", argument).put("value", value);
    if (!context.isEmpty()) {
      params.putObject("context").set("arguments", Json.mapper().valueToTree(context));
    }
    return Futures.map(
        client.requestAsync("completion/complete", params, options),
        result -> PromptResults.completion(
            client.serverName(), "completion/complete " + subject, result));
  }

  /** Runs {@code listener} on each notification of {@code method}, from now on. */
  static void onNotification(McpClient client, String method, Runnable listener) {
    Objects.requireNonNull(listener, "listener");
    client.addNotificationListener((heard, params) -> {
      if (heard.equals(method)) {
        listener.run();
      }
    });
  }
}
