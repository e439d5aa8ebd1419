package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.Content;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.internal.jsonrpc.StreamedReader;
import dev.imcp.runtime.internal.jsonrpc.StreamedReader.NotStreamable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * Reads a {@code tools/call} result from the streaming parser into a {@link ToolResult}, as {@link ToolResults} reads
 * its tree: text, image and audio items are read in passing; {@code structuredContent} and {@code _meta} become trees
 * (the result keeps them as such). Whatever {@link ToolResults} would read differently from a stream (other content
 * types, kept whole as {@link Content.Unknown}; values of unexpected types, which it reads leniently) throws {@link
 * NotStreamable}, and the line is read as a tree instead.
 */
final class ToolResultStream {
  private ToolResultStream() {}

  static ToolResult read(
      String server, String tool, JsonParser parser, Optional<String> correlationId) {
    ToolResult.Builder builder = ToolResult.builder(server, tool);
    @Nullable Duration ttl = null;
    boolean publicScope = false;
    while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      if (name.equals("ttlMs")) {
        ttl = ttl(parser, value);
      } else if (name.equals("cacheScope")) {
        publicScope = string(parser, value).equals("public");
      } else {
        member(builder, name, parser, value);
      }
    }
    if (ttl != null) {
      // The revision's conservative default scope is private.
      builder.cacheHint(new ToolResult.CacheHint(
          ttl,
          publicScope ? ToolResult.CacheHint.Scope.PUBLIC : ToolResult.CacheHint.Scope.PRIVATE));
    }
    if (correlationId.isPresent()) {
      builder.correlationId(correlationId.get());
    }
    return builder.build();
  }

  private static void member(
      ToolResult.Builder builder, String name, JsonParser parser, JsonToken value) {
    switch (name) {
      case "content" -> builder.content(content(parser, value));
      case "isError" -> builder.isError(flag(value));
      case "structuredContent" -> {
        if (value != JsonToken.VALUE_NULL) {
          builder.structuredContent(StreamedReader.tree(parser));
        }
      }
      case "_meta" -> {
        if (value != JsonToken.VALUE_NULL) {
          builder.meta(StreamedReader.tree(parser));
        }
      }
      default -> parser.skipChildren();
    }
  }

  private static boolean flag(JsonToken value) {
    // Not a switch on the token: its switch map class, and the NoSuchFieldError it catches, were
    // loaded on the way to the first call.
    if (value == JsonToken.VALUE_TRUE) {
      return true;
    }
    if (value == JsonToken.VALUE_FALSE || value == JsonToken.VALUE_NULL) {
      return false;
    }
    throw NotStreamable.INSTANCE;
  }

  private static @Nullable Duration ttl(JsonParser parser, JsonToken value) {
    if (value == JsonToken.VALUE_NULL) {
      return null;
    }
    if (value != JsonToken.VALUE_NUMBER_INT
        || parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
      throw NotStreamable.INSTANCE;
    }
    long millis = parser.getLongValue();
    return millis >= 0 ? Duration.ofMillis(millis) : null;
  }

  private static String string(JsonParser parser, JsonToken value) {
    if (value != JsonToken.VALUE_STRING) {
      throw NotStreamable.INSTANCE;
    }
    return parser.getString();
  }

  private static List<Content> content(JsonParser parser, JsonToken value) {
    if (value != JsonToken.START_ARRAY) {
      throw NotStreamable.INSTANCE;
    }
    @Nullable Content first = null;
    @Nullable List<Content> items = null;
    JsonToken token;
    while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
      Content item = item(parser, token);
      if (first == null) {
        first = item;
      } else {
        if (items == null) {
          items = new ArrayList<>();
          items.add(first);
        }
        items.add(item);
      }
    }
    return items != null ? items : first != null ? List.of(first) : List.of();
  }

  /** A text, image or audio item, whatever the order of its members; others are read as a tree. */
  private static Content item(JsonParser parser, JsonToken token) {
    if (token != JsonToken.START_OBJECT) {
      throw NotStreamable.INSTANCE;
    }
    String type = null;
    String text = null;
    String data = null;
    String mimeType = null;
    while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      switch (name) {
        case "type" -> type = string(parser, value);
        case "text" -> text = string(parser, value);
        case "data" -> data = string(parser, value);
        case "mimeType" -> mimeType = string(parser, value);
        default -> parser.skipChildren();
      }
    }
    if ("text".equals(type) && text != null) {
      return new Content.Text(text);
    }
    if (data != null && mimeType != null && "image".equals(type)) {
      return new Content.Image(data, mimeType);
    }
    if (data != null && mimeType != null && "audio".equals(type)) {
      return new Content.Audio(data, mimeType);
    }
    throw NotStreamable.INSTANCE;
  }
}
