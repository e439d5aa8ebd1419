package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.context.PromptMessage;
import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.context.ResourceContent;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.internal.base.McpMethods;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.BiFunction;
import tools.jackson.databind.JsonNode;

/**
 * Reads the results of {@code prompts/get}, {@code resources/read} and {@code completion/complete}. Content items of
 * unknown shape are kept as for tools; what the types cannot hold (no messages, an unknown role, an item with neither
 * text nor blob) is a {@link ResultDecodingException} with the JSON pointer of the value.
 */
public final class PromptResults {
  private PromptResults() {}

  public static PromptResult prompt(String server, String prompt, JsonNode result) {
    Reading reading = new Reading(server, McpMethods.PROMPTS_GET + " " + prompt, "PromptResult");
    List<PromptMessage> read =
        reading.items(result.path("messages"), "/messages", (message, at) -> {
          String role = message.path("role").asString("");
          PromptMessage.Role parsed = switch (role) {
            case "user" -> PromptMessage.Role.USER;
            case "assistant" -> PromptMessage.Role.ASSISTANT;
            default ->
              throw reading.failure(
                  "role '" + role + "' is neither user nor assistant at " + at + "/role");
          };
          return new PromptMessage(parsed, ToolResults.item(message.path("content")));
        });
    return new PromptResult(text(result, "description"), read);
  }

  public static ResourceContents contents(String server, String uri, JsonNode result) {
    Reading reading =
        new Reading(server, McpMethods.RESOURCES_READ + " " + uri, "ResourceContents");
    List<ResourceContent> read = reading.items(result.path("contents"), "/contents", (item, at) -> {
      String itemUri = item.path("uri").asString(uri);
      Optional<String> mimeType = text(item, "mimeType");
      if (item.path("text").isString()) {
        return new ResourceContent.Text(itemUri, mimeType, item.get("text").stringValue());
      }
      if (item.path("blob").isString()) {
        return new ResourceContent.Blob(itemUri, mimeType, item.get("blob").stringValue());
      }
      throw reading.failure("neither a 'text' nor a 'blob' string at " + at);
    });
    return new ResourceContents(uri, read, cacheHint(result));
  }

  public static Completion completion(String server, String subject, JsonNode result) {
    Reading reading = new Reading(server, subject, "Completion");
    JsonNode completion = result.path("completion");
    List<String> read =
        reading.items(completion.path("values"), "/completion/values", (value, at) -> {
          if (!value.isString()) {
            throw reading.failure("not a string at " + at);
          }
          return value.stringValue();
        });
    JsonNode total = completion.path("total");
    return new Completion(
        read,
        total.canConvertToInt() ? OptionalInt.of(total.asInt()) : OptionalInt.empty(),
        completion.path("hasMore").asBoolean(false));
  }

  /** One result being read into {@code target}: where its failures point, and how its arrays are read. */
  private record Reading(String server, String subject, String target) {
    ResultDecodingException failure(String reason) {
      return new ResultDecodingException(server, subject, target, reason);
    }

    /**
     * Each item of the array at {@code pointer}, read by {@code item} with the item's own pointer; no array there
     * fails the whole result, naming the member.
     */
    <T> List<T> items(JsonNode array, String pointer, BiFunction<JsonNode, String, T> item) {
      if (!array.isArray()) {
        String member = pointer.substring(pointer.lastIndexOf('/') + 1);
        throw failure("no '" + member + "' array at " + pointer);
      }
      List<T> read = new ArrayList<>(array.size());
      for (int i = 0; i < array.size(); i++) {
        read.add(item.apply(array.get(i), pointer + "/" + i));
      }
      return read;
    }
  }

  /**
   * A 2026-07-28 result's {@code ttlMs} and {@code cacheScope}: a negative or non-numeric {@code ttlMs} is no hint, and
   * the scope is private unless it says public (the revision's conservative default).
   */
  static Optional<ToolResult.CacheHint> cacheHint(JsonNode result) {
    JsonNode ttl = result.path("ttlMs");
    if (!ttl.canConvertToLong() || ttl.asLong() < 0) {
      return Optional.empty();
    }
    boolean isPublic = result.path("cacheScope").asString("").equals("public");
    return Optional.of(new ToolResult.CacheHint(
        Duration.ofMillis(ttl.asLong()),
        isPublic ? ToolResult.CacheHint.Scope.PUBLIC : ToolResult.CacheHint.Scope.PRIVATE));
  }

  private static Optional<String> text(JsonNode node, String field) {
    return node.path(field).isString()
        ? Optional.of(node.get(field).stringValue())
        : Optional.empty();
  }
}
