package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.MissingNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code prompts/list}, {@code resources/templates/list} and {@code resources/list} to the last page, read as the
 * snapshot reads them. A server that does not announce the capability is not asked, and one that answers {@code -32601}
 * (method not found) has none: neither is an error (issue 30). A repeated cursor or a page without its array is.
 */
public final class SurfaceLists {
  private SurfaceLists() {}

  public static CompletableFuture<List<PromptDefinition>> prompts(
      Session session, CallOptions options) {
    return all(session, options, "prompts", "prompts/list", "prompts", Snapshot::prompts);
  }

  public static CompletableFuture<List<ResourceTemplateDefinition>> resourceTemplates(
      Session session, CallOptions options) {
    return all(
        session,
        options,
        "resources",
        "resources/templates/list",
        "resourceTemplates",
        Snapshot::resourceTemplates);
  }

  public static CompletableFuture<List<ResourceDefinition>> resources(
      Session session, CallOptions options) {
    return all(session, options, "resources", "resources/list", "resources", Snapshot::resources);
  }

  private static <T> CompletableFuture<List<T>> all(
      Session session,
      CallOptions options,
      String capability,
      String method,
      String field,
      Function<Snapshot, List<T>> pick) {
    if (!session.initializeResult().hasCapability(capability)) {
      return CompletableFuture.completedFuture(List.of());
    }
    Pages pages = new Pages(session, options, method, field);
    return Futures.map(pages.from(null), done -> List.copyOf(pick.apply(pages.read())));
  }

  /** One list's pages, gathered in order. */
  private static final class Pages {
    private final Session session;
    private final CallOptions options;
    private final String method;
    private final String field;
    private final ArrayNode items = Json.array();
    private final Set<String> seen = new HashSet<>();

    Pages(Session session, CallOptions options, String method, String field) {
      this.session = session;
      this.options = options;
      this.method = method;
      this.field = field;
    }

    CompletableFuture<Void> from(@Nullable String cursor) {
      ObjectNode params = Json.object();
      if (cursor != null) {
        params.put("cursor", cursor);
      }
      return Futures.compose(unknownAsMissing(session.request(method, params, options)), page -> {
        if (page.isMissingNode()) {
          return CompletableFuture.completedFuture(null);
        }
        JsonNode list = page.path(field);
        if (!list.isArray()) {
          throw malformed("/" + field + ": expected an array, got " + list);
        }
        list.forEach(items::add);
        JsonNode next = page.path("nextCursor");
        if (!next.isString()) {
          return CompletableFuture.completedFuture(null);
        }
        if (!seen.add(next.stringValue())) {
          throw malformed("/nextCursor: '" + next.stringValue()
              + "' came before; stopping rather than looping");
        }
        return from(next.stringValue());
      });
    }

    /**
     * Through text on purpose, as {@link ToolLists} does: the snapshot reader reads floats as exact decimals, and
     * names the pointer of what is wrong.
     */
    Snapshot read() {
      ObjectNode document = Json.object();
      document.putArray("tools");
      document.set(field, items);
      try {
        return SnapshotFormat.read(
            Json.mapper().writeValueAsString(document), method + " of " + session.serverName());
      } catch (InvalidSnapshotException e) {
        throw malformed(e.getMessage());
      }
    }

    private ProtocolErrorException malformed(String problem) {
      return new ProtocolErrorException(
          session.serverName(),
          method,
          ProtocolErrorException.INTERNAL_ERROR,
          "the " + method + " result is malformed: " + problem,
          null);
    }
  }

  /** The answer, or a missing node for {@code -32601}; cancelling the result cancels the request. */
  private static CompletableFuture<JsonNode> unknownAsMissing(CompletableFuture<JsonNode> answer) {
    CompletableFuture<JsonNode> result = new CompletableFuture<>();
    answer.whenComplete((value, failure) -> {
      if (failure == null) {
        result.complete(value);
      } else if (Futures.unwrap(failure) instanceof ProtocolErrorException e
          && e.code() == ProtocolErrorException.METHOD_NOT_FOUND) {
        result.complete(MissingNode.getInstance());
      } else {
        result.completeExceptionally(Futures.unwrap(failure));
      }
    });
    result.whenComplete((value, failure) -> {
      if (failure instanceof CancellationException) {
        answer.cancel(false);
      }
    });
    return result;
  }
}
