package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.runtime.internal.jsonrpc.PendingRequest;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request in the 2026-07-28 era: the {@code _meta} it requires, as many rounds as the server asks input for, and over
 * HTTP a tool call's wait for the tool list its headers mirror; and what only that era has besides: the change
 * subscription, and over HTTP the tool list screened for invalid header annotations. A room of its own, so that a
 * session in 2025's era does not load it.
 */
final class ModernRequests {
  private static final Log LOG = Log.of(ModernRequests.class);
  /** A change subscription lasts as long as the session. */
  private static final CallOptions LISTENING =
      CallOptions.defaults().withTimeout(Duration.ofDays(365));

  private ModernRequests() {}

  static <T> CompletableFuture<T> send(
      Session session,
      ObjectNode meta,
      String method,
      String subject,
      ObjectNode params,
      CallOptions options,
      Function<? super JsonNode, ? extends T> read) {
    InputRounds.Attempt<T> round = roundParams -> {
      roundParams.withObjectProperty("_meta").setAll(meta);
      return session.wire(
          method,
          subject,
          roundParams,
          options,
          result -> InputRounds.read(session.serverName, method, result, read));
    };
    Supplier<CompletableFuture<T>> rounds = () -> InputRounds.run(
        session.serverName,
        PendingRequest.label(method, subject),
        params,
        round,
        session.settings.requestHandlers());
    if (listsToolsFirst(session, method)) {
      return Futures.compose(
          ToolLists.all(session, CallOptions.defaults()).handle((tools, failure) -> null),
          listed -> rounds.get());
    }
    return rounds.get();
  }

  /** Over HTTP a call mirrors annotated arguments into headers: the tools are listed once first. */
  private static boolean listsToolsFirst(Session session, String method) {
    HttpTransport http = session.http();
    return method.equals(McpMethods.TOOLS_CALL) && http != null && !http.knowsTools();
  }

  /**
   * 2026-07-28 servers send change notifications only on a {@code subscriptions/listen} stream: one long request whose
   * notifications reach {@link ServerEvents#notification} like 2025's unsolicited ones.
   */
  static void listen(Session session) {
    ObjectNode params = Json.object();
    params.putObject("notifications").put("toolsListChanged", true);
    session
        .send("subscriptions/listen", "", params, LISTENING, Function.identity())
        .whenComplete((result, failure) -> {
          if (failure != null && !session.isClosed()) {
            LOG.debug(
                "The change subscription of {} ended: {}",
                session.serverName,
                Futures.unwrap(failure).toString());
          }
        });
  }

  /** The tools as listed over 2026-07-28 HTTP, less those with invalid {@code x-mcp-header} annotations. */
  static ArrayNode screened(Session session, HttpTransport http, ArrayNode tools) {
    Map<String, String> invalid = http.toolsListed(tools);
    if (invalid.isEmpty()) {
      return tools;
    }
    ArrayNode kept = Json.array();
    for (JsonNode tool : tools) {
      String name = tool.path("name").asString("");
      if (invalid.containsKey(name)) {
        LOG.warn("Leaving out tool {} of {}: {}", name, session.serverName, invalid.get(name));
      } else {
        kept.add(tool);
      }
    }
    return kept;
  }
}
