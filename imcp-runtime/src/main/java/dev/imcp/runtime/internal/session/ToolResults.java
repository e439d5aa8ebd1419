package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.Content;
import dev.imcp.runtime.ToolResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** Reads a {@code tools/call} result; content items of unknown or malformed shape are kept as {@link Content.Unknown}. */
public final class ToolResults {
  private ToolResults() {}

  public static ToolResult parse(
      String server, String tool, JsonNode result, Optional<String> correlationId) {
    // Long: one pass over the result's members, a case each; split, the cache hint's two members
    // would have to
    // travel between the parts.
    ToolResult.Builder builder = ToolResult.builder(server, tool);
    @Nullable Duration ttl = null;
    boolean publicScope = false;
    // One pass over the members: most results have content alone, and looking up absent ones costs
    // as much.
    for (Map.Entry<String, JsonNode> member : result.properties()) {
      JsonNode value = member.getValue();
      switch (member.getKey()) {
        case "content" -> builder.content(content(value));
        case "isError" -> builder.isError(value.asBoolean(false));
        case "structuredContent" -> {
          if (!value.isNull()) {
            builder.structuredContent(value);
          }
        }
        case "_meta" -> {
          if (!value.isNull()) {
            builder.meta(value);
          }
        }
        case "ttlMs" ->
          ttl = value.canConvertToLong() && value.asLong() >= 0
              ? Duration.ofMillis(value.asLong())
              : null;
        case "cacheScope" -> publicScope = value.asString("").equals("public");
        default -> {}
      }
    }
    if (ttl != null) {
      // The revision's conservative default scope is private.
      builder.cacheHint(new ToolResult.CacheHint(
          ttl,
          publicScope ? ToolResult.CacheHint.Scope.PUBLIC : ToolResult.CacheHint.Scope.PRIVATE));
    }
    correlationId.ifPresent(builder::correlationId);
    return builder.build();
  }

  private static List<Content> content(JsonNode items) {
    if (items.isArray() && items.size() == 1) {
      return List.of(item(items.get(0)));
    }
    List<Content> content = new ArrayList<>(items.size());
    for (JsonNode item : items) {
      content.add(item(item));
    }
    return content;
  }

  static Content item(JsonNode item) {
    // Long: a case per content type the specification defines, each a few lines.
    String type = item.path("type").asString("");
    switch (type) {
      case "text":
        if (item.path("text").isString()) {
          return new Content.Text(item.get("text").stringValue());
        }
        break;
      case "image":
      case "audio":
        if (item.path("data").isString() && item.path("mimeType").isString()) {
          String data = item.get("data").stringValue();
          String mimeType = item.get("mimeType").stringValue();
          return type.equals("image")
              ? new Content.Image(data, mimeType)
              : new Content.Audio(data, mimeType);
        }
        break;
      case "resource_link":
        if (item.path("uri").isString()) {
          return new Content.ResourceLink(
              item.get("uri").stringValue(),
              item.path("name").asString(""),
              text(item, "mimeType"),
              text(item, "description"));
        }
        break;
      case "resource":
        JsonNode resource = item.path("resource");
        if (resource.path("uri").isString()) {
          return new Content.EmbeddedResource(
              resource.get("uri").stringValue(),
              text(resource, "mimeType"),
              text(resource, "text"),
              text(resource, "blob"));
        }
        break;
      default:
        break;
    }
    return new Content.Unknown(type, item);
  }

  private static Optional<String> text(JsonNode node, String field) {
    return node.path(field).isString()
        ? Optional.of(node.get(field).stringValue())
        : Optional.empty();
  }
}
