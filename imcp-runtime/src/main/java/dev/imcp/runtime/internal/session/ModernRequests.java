package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.runtime.internal.jsonrpc.PendingRequest;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request in the 2026-07-28 era: the {@code _meta} it requires, as many rounds as the server asks input for, and over
 * HTTP a tool call's wait for the tool list its headers mirror. A room of its own, so that a session in 2025's era does
 * not load it.
 */
final class ModernRequests {
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
    return method.equals("tools/call") && http != null && !http.knowsTools();
  }
}
