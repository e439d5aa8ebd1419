package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.internal.jsonrpc.StreamedReader;
import java.util.Optional;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.JsonNode;

/**
 * Reads one call's {@code tools/call} result, streamed or as a tree, and throws it (translated) when it says {@code
 * isError} and the call throws tool errors: one object per call instead of a chain of lambdas.
 */
final class ToolResultReader implements StreamedReader<ToolResult, ToolResult> {
  private final Session session;
  private final String tool;
  private final Optional<String> correlationId;
  private final boolean throwsErrors;

  ToolResultReader(
      Session session, String tool, Optional<String> correlationId, boolean throwsErrors) {
    this.session = session;
    this.tool = tool;
    this.correlationId = correlationId;
    this.throwsErrors = throwsErrors;
  }

  @Override
  public ToolResult apply(JsonNode result) {
    return finish(ToolResults.parse(session.serverName, tool, result, correlationId));
  }

  @Override
  public ToolResult parse(JsonParser parser) {
    return ToolResultStream.read(session.serverName, tool, parser, correlationId);
  }

  @Override
  public ToolResult finish(ToolResult parsed) {
    return throwsErrors ? checked(session, tool, parsed) : parsed;
  }

  /** The result, unless it says {@code isError}: then it is thrown, translated. */
  static ToolResult checked(Session session, String tool, ToolResult result) {
    if (result.isError()) {
      throw ToolErrorResults.thrown(session, tool, result);
    }
    return result;
  }
}
