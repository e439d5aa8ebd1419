package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.internal.jsonrpc.StreamedReader;
import java.util.Optional;
import java.util.function.UnaryOperator;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.JsonNode;

/**
 * Reads one call's {@code tools/call} result, streamed or as a tree, then applies what the call does with it (throwing
 * an {@code isError} result, or nothing): one object per call instead of a chain of lambdas.
 */
final class ToolResultReader implements StreamedReader<ToolResult, ToolResult> {
  private final Session session;
  private final String tool;
  private final Optional<String> correlationId;
  private final UnaryOperator<ToolResult> then;

  ToolResultReader(
      Session session,
      String tool,
      Optional<String> correlationId,
      UnaryOperator<ToolResult> then) {
    this.session = session;
    this.tool = tool;
    this.correlationId = correlationId;
    this.then = then;
  }

  @Override
  public ToolResult apply(JsonNode result) {
    return then.apply(ToolResults.parse(session.serverName, tool, result, correlationId));
  }

  @Override
  public ToolResult parse(JsonParser parser) {
    return ToolResultStream.read(session.serverName, tool, parser, correlationId);
  }

  @Override
  public ToolResult finish(ToolResult parsed) {
    return then.apply(parsed);
  }
}
