package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.ToolErrors;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.jsonrpc.JsonRpcConnection;
import dev.imcp.runtime.internal.jsonrpc.ToolCallParams;
import dev.imcp.runtime.internal.validation.ArgumentValidator;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * {@code tools/call}: the arguments validated before anything is sent, the result read as it arrives, an {@code
 * isError} result thrown (translated) or returned as the options say, and the cache consulted where the policy allows.
 */
final class ToolCalls {
  private static final Log LOG = Log.of(ToolCalls.class);

  final Session session;

  ToolCalls(Session session) {
    this.session = session;
  }

  CompletableFuture<ToolResult> call(String tool, @Nullable Object arguments, CallOptions options) {
    Object wire;
    try {
      wire = arguments(tool, arguments);
    } catch (McpException e) {
      return CompletableFuture.failedFuture(e);
    }
    ToolCallParams params = new ToolCallParams(tool, wire);
    if (options.correlationId().isPresent()) {
      LOG.debug(
          "Calling {} on {} [{}]",
          tool,
          session.serverName,
          options.correlationId().get());
    }
    boolean throwsErrors =
        options.toolErrors().orElse(session.settings.toolErrors()) == ToolErrors.THROW;
    ResultCache cache = session.cache;
    if (cache == null) {
      // The usual path: the result is read and checked as it arrives, into the one future the
      // caller gets.
      return send(
          params,
          options,
          new ToolResultReader(session, tool, options.correlationId(), throwsErrors));
    }
    return CachedCalls.call(this, cache, tool, wire, params, options, throwsErrors);
  }

  /**
   * Sends {@code tools/call}: in 2025 straight from its params ({@link JsonRpcConnection#call}), in 2026-07-28 as a
   * tree, which the rounds complete.
   */
  <T> CompletableFuture<T> send(
      ToolCallParams params, CallOptions options, Function<? super JsonNode, ? extends T> read) {
    if (session.modernMeta != null) {
      return session.send(McpMethods.TOOLS_CALL, params.name(), params.tree(), options, read);
    }
    return session.connection.call(
        params,
        options.timeout().orElse(session.settings.defaultTimeout()),
        options.maxTotalTimeout(),
        options.progress(),
        read);
  }

  /** The arguments as they go on the wire, validated: a JSON tree, or the caller's object. */
  private Object arguments(String tool, @Nullable Object arguments) {
    if (arguments == null) {
      return Json.object();
    }
    Optional<ArgumentValidator> validator = session.settings.validator();
    if (validator.isPresent()) {
      var violations = validator.get().validate(arguments);
      if (!violations.isEmpty()) {
        throw ArgumentRefusals.of(session.serverName, tool, violations);
      }
    }
    return arguments;
  }
}
