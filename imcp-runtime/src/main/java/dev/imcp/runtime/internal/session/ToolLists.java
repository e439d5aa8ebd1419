package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolDefinition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code tools/list} to the last page. Cursors are opaque and passed back unchanged; a repeated one is an error.
 *
 * <p>Its steps are named classes, not lambdas or method references: a typed client's drift check lists the tools the
 * moment its first call is answered, while the caller still reads that answer, and in a cold JVM each lambda is a class
 * spun there (four, with {@code Function.identity()}'s in {@link Session#request}).
 */
public final class ToolLists implements Function<Session, CompletableFuture<List<ToolDefinition>>> {
  /** {@link #all} with the default options, as a function of the live session ({@code McpClient.listToolsAsync}). */
  public static final ToolLists WITH_DEFAULTS = new ToolLists();

  private ToolLists() {}

  @Override
  public CompletableFuture<List<ToolDefinition>> apply(Session session) {
    return all(session, CallOptions.defaults());
  }

  public static CompletableFuture<List<ToolDefinition>> all(Session session, CallOptions options) {
    ArrayNode tools = Json.array();
    return page(session, options, null, tools, new HashSet<>())
        .thenApply(new Parsed(session, tools));
  }

  private static CompletableFuture<Void> page(
      Session session,
      CallOptions options,
      @Nullable String cursor,
      ArrayNode tools,
      Set<String> seen) {
    ObjectNode params = Json.object();
    if (cursor != null) {
      params.put("cursor", cursor);
    }
    return Futures.compose(
        session.request(McpMethods.TOOLS_LIST, params, options),
        new Page(session, options, tools, seen));
  }

  /** A page's answer: its tools kept, and the next page asked for while there is a cursor not seen before. */
  private record Page(Session session, CallOptions options, ArrayNode tools, Set<String> seen)
      implements Function<JsonNode, CompletableFuture<Void>> {
    @Override
    public CompletableFuture<Void> apply(JsonNode result) {
      for (JsonNode tool : result.path("tools")) {
        tools.add(tool);
      }
      JsonNode next = result.path("nextCursor");
      if (!next.isString()) {
        return CompletableFuture.completedFuture(null);
      }
      if (!seen.add(next.stringValue())) {
        throw new ProtocolErrorException(
            session.serverName(),
            McpMethods.TOOLS_LIST,
            ProtocolErrorException.INTERNAL_ERROR,
            "the server returned cursor '" + next.stringValue()
                + "' twice; stopping rather than looping",
            null);
      }
      return page(session, options, next.stringValue(), tools, seen);
    }
  }

  /** The last page's answer: every page's tools, screened and read as definitions. */
  private record Parsed(Session session, ArrayNode tools)
      implements Function<@Nullable Void, List<ToolDefinition>> {
    @Override
    public List<ToolDefinition> apply(@Nullable Void done) {
      return parse(session, session.screened(tools));
    }
  }

  private static List<ToolDefinition> parse(Session session, ArrayNode tools) {
    // Through text on purpose: the snapshot reader reads floats as exact decimals, so that
    // fingerprints of live tools
    // equal those of the same tools read from a snapshot file; this mapper's doubles would not
    // guarantee that.
    ObjectNode document = Json.object();
    document.set("tools", tools);
    try {
      return new ArrayList<>(SnapshotFormat.read(
              Json.mapper().writeValueAsString(document), "tools/list of " + session.serverName())
          .tools());
    } catch (InvalidSnapshotException e) {
      throw new ProtocolErrorException(
          session.serverName(),
          McpMethods.TOOLS_LIST,
          ProtocolErrorException.INTERNAL_ERROR,
          "the tool list is malformed: " + e.getMessage(),
          null);
    }
  }
}
