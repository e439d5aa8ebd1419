package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.context.PromptMessage;
import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.context.ResourceContent;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.error.ResultDecodingException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import tools.jackson.databind.JsonNode;

/**
 * Reads the results of {@code prompts/get}, {@code resources/read} and {@code completion/complete}. Content items of
 * unknown shape are kept as for tools; what the types cannot hold (no messages, an unknown role, an item with neither
 * text nor blob) is a {@link ResultDecodingException} with the JSON pointer of the value.
 */
public final class PromptResults {
  private PromptResults() {}

  public static PromptResult prompt(String server, String prompt, JsonNode result) {
    String subject = "prompts/get " + prompt;
    JsonNode messages = result.path("messages");
    if (!messages.isArray()) {
      throw failure(server, subject, "PromptResult", "no 'messages' array at /messages");
    }
    List<PromptMessage> read = new ArrayList<>(messages.size());
    for (int i = 0; i < messages.size(); i++) {
      JsonNode message = messages.get(i);
      String role = message.path("role").asString("");
      PromptMessage.Role parsed = switch (role) {
        case "user" -> PromptMessage.Role.USER;
        case "assistant" -> PromptMessage.Role.ASSISTANT;
        default ->
          throw failure(
              server,
              subject,
              "PromptResult",
              "role '" + role + "' is neither user nor assistant at /messages/" + i + "/role");
      };
      read.add(new PromptMessage(parsed, ToolResults.item(message.path("content"))));
    }
    return new PromptResult(text(result, "description"), read);
  }

  public static ResourceContents contents(String server, String uri, JsonNode result) {
    String subject = "resources/read " + uri;
    JsonNode contents = result.path("contents");
    if (!contents.isArray()) {
      throw failure(server, subject, "ResourceContents", "no 'contents' array at /contents");
    }
    List<ResourceContent> read = new ArrayList<>(contents.size());
    for (int i = 0; i < contents.size(); i++) {
      JsonNode item = contents.get(i);
      String itemUri = item.path("uri").asString(uri);
      Optional<String> mimeType = text(item, "mimeType");
      if (item.path("text").isString()) {
        read.add(new ResourceContent.Text(itemUri, mimeType, item.get("text").stringValue()));
      } else if (item.path("blob").isString()) {
        read.add(new ResourceContent.Blob(itemUri, mimeType, item.get("blob").stringValue()));
      } else {
        throw failure(
            server,
            subject,
            "ResourceContents",
            "neither a 'text' nor a 'blob' string at /contents/" + i);
      }
    }
    return new ResourceContents(uri, read, cacheHint(result));
  }

  public static Completion completion(String server, String subject, JsonNode result) {
    JsonNode completion = result.path("completion");
    JsonNode values = completion.path("values");
    if (!values.isArray()) {
      throw failure(server, subject, "Completion", "no 'values' array at /completion/values");
    }
    List<String> read = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      if (!values.get(i).isString()) {
        throw failure(server, subject, "Completion", "not a string at /completion/values/" + i);
      }
      read.add(values.get(i).stringValue());
    }
    JsonNode total = completion.path("total");
    return new Completion(
        read,
        total.canConvertToInt() ? OptionalInt.of(total.asInt()) : OptionalInt.empty(),
        completion.path("hasMore").asBoolean(false));
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

  private static ResultDecodingException failure(
      String server, String subject, String target, String reason) {
    return new ResultDecodingException(server, subject, target, reason);
  }
}
