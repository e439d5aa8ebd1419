package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.ToolErrors;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.InvalidArgumentsException;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code tools/call}: the arguments validated before anything is sent, the result read as it arrives, an {@code
 * isError} result thrown (translated) or returned as the options say, and the cache consulted where the policy allows.
 */
final class ToolCalls {
  private static final Logger LOG = LoggerFactory.getLogger(ToolCalls.class);

  private final Session session;

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
    ObjectNode params = params(tool, wire);
    options
        .correlationId()
        .ifPresent(id -> LOG.debug("Calling {} on {} [{}]", tool, session.serverName, id));
    if (!session.cache.enabled()) {
      // The usual path: the result is read and checked as it arrives, into the one future the
      // caller gets.
      return session.send(
          "tools/call", tool, params, options, reader(tool, options, checked(tool, options)));
    }
    Supplier<JsonNode> key =
        () -> wire instanceof JsonNode node ? node : Json.mapper().valueToTree(wire);
    ToolResultReader read = reader(tool, options, UnaryOperator.identity());
    return Futures.map(
        session.cache.call(
            tool, key, () -> session.send("tools/call", tool, params, options, read)),
        checked(tool, options));
  }

  private ToolResultReader reader(
      String tool, CallOptions options, UnaryOperator<ToolResult> then) {
    return new ToolResultReader(session, tool, options.correlationId(), then);
  }

  /** A request object is written straight into the message, not first into a tree: one pass, less garbage. */
  private static ObjectNode params(String tool, Object wire) {
    ObjectNode params = Json.mapper().createObjectNode().put("name", tool);
    if (wire instanceof JsonNode node) {
      params.set("arguments", node);
    } else {
      params.putPOJO("arguments", wire);
    }
    return params;
  }

  /** Throws an {@code isError} result, translated, unless the options (or the client's default) return it. */
  private UnaryOperator<ToolResult> checked(String tool, CallOptions options) {
    ToolErrors toolErrors = options.toolErrors().orElse(session.settings.toolErrors());
    if (toolErrors != ToolErrors.THROW) {
      return UnaryOperator.identity();
    }
    return result -> {
      if (result.isError()) {
        throw translated(new ToolErrorException(session.serverName, tool, result));
      }
      return result;
    };
  }

  private ToolErrorException translated(ToolErrorException error) {
    try {
      return Objects.requireNonNull(
          session.settings.toolErrorTranslator().translate(error), "translated error");
    } catch (RuntimeException e) {
      // A broken translator must not hide the server's error.
      error.addSuppressed(e);
      return error;
    }
  }

  /** The arguments as they go on the wire, validated: a JSON tree, or the caller's object. */
  private Object arguments(String tool, @Nullable Object arguments) {
    if (arguments == null) {
      return Json.mapper().createObjectNode();
    }
    session.settings.validator().ifPresent(validator -> {
      var violations = validator.validate(arguments);
      if (!violations.isEmpty()) {
        throw new InvalidArgumentsException(session.serverName, tool, violations);
      }
    });
    return arguments;
  }
}
