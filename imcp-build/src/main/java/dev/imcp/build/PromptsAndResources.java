package dev.imcp.build;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Adds a live server's prompts, resource templates and static resources to its snapshot: {@code prompts/list}, {@code
 * resources/templates/list} and {@code resources/list}, every page. A server that does not announce the capability is
 * not asked, and one that answers {@code -32601} (method not found) has none: neither is an error.
 */
final class PromptsAndResources {
  private final McpClient client;
  private final Consumer<String> awaiting;

  private PromptsAndResources(McpClient client, Consumer<String> awaiting) {
    this.client = client;
    this.awaiting = awaiting;
  }

  /**
   * {@return the snapshot with the server's prompts and resources}
   *
   * @param client a connected client
   * @param tools the snapshot of its tools
   * @param awaiting hears each request before it is sent, for wait notices
   * @throws McpException when a list fails otherwise
   * @throws InvalidSnapshotException when an answer is not what the protocol says, naming the method and pointer
   */
  static Snapshot add(McpClient client, Snapshot tools, Consumer<String> awaiting) {
    PromptsAndResources lists = new PromptsAndResources(client, awaiting);
    ObjectNode surface = JsonNodeFactory.instance.objectNode();
    surface.putArray("tools");
    if (client.initializeResult().hasCapability("prompts")) {
      surface.set("prompts", lists.all("prompts/list", "prompts"));
    }
    if (client.initializeResult().hasCapability("resources")) {
      surface.set("resourceTemplates", lists.all("resources/templates/list", "resourceTemplates"));
      surface.set("resources", lists.all("resources/list", "resources"));
    }
    Snapshot read = SnapshotFormat.read(surface.toString(), "the server's prompts and resources");
    return tools.withPromptsAndResources(
        read.prompts(), read.resourceTemplates(), read.resources());
  }

  /** Every page's items; none when the server does not know the method. */
  private ArrayNode all(String method, String field) {
    // Long: one page loop, with the two ways a page ends the list (-32601, no cursor) and the two
    // it fails.
    ArrayNode items = JsonNodeFactory.instance.arrayNode();
    Set<String> seen = new HashSet<>();
    @Nullable String cursor = null;
    do {
      ObjectNode params = JsonNodeFactory.instance.objectNode();
      if (cursor != null) {
        params.put("cursor", cursor);
      }
      awaiting.accept(method);
      JsonNode page;
      try {
        page = request(method, params);
      } catch (ProtocolErrorException e) {
        if (e.code() == ProtocolErrorException.METHOD_NOT_FOUND) {
          return items;
        }
        throw e;
      }
      JsonNode list = page.path(field);
      if (!list.isArray()) {
        throw invalid(method, "/" + field, "expected an array, got " + page.path(field));
      }
      list.forEach(items::add);
      JsonNode next = page.path("nextCursor");
      cursor = next.isString() ? next.stringValue() : null;
      if (cursor != null && !seen.add(cursor)) {
        throw invalid(method, "/nextCursor", "'" + cursor + "' came before: the list never ends");
      }
    } while (cursor != null);
    return items;
  }

  private static InvalidSnapshotException invalid(String method, String pointer, String message) {
    return new InvalidSnapshotException(
        "the server's " + method + " result", List.of(Diagnostic.atDocument(pointer, message)));
  }

  private JsonNode request(String method, ObjectNode params) {
    try {
      return client.requestAsync(method, params, CallOptions.defaults()).join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof McpException failure) {
        throw failure;
      }
      throw e;
    }
  }
}
