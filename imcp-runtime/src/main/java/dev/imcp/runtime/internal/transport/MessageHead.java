package dev.imcp.runtime.internal.transport;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;

/**
 * What an HTTP transport needs to know of a message without reading it whole: its id, its method, the name the
 * 2026-07-28 {@code Mcp-Name} header mirrors ({@code params.name}, or {@code params.uri} for {@code resources/read}),
 * and the request a {@code notifications/cancelled} gives up. Read with a streaming parser; arguments are skipped.
 *
 * @param id the message's id, when it is a number (ours always are)
 */
public record MessageHead(
    @Nullable Long id,
    @Nullable String method,
    @Nullable String name,
    @Nullable Long cancelled,
    boolean response) {

  public static MessageHead read(byte[] json) {
    return read(json, 0, json.length);
  }

  public static MessageHead read(String json) {
    return read(json.getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  public static MessageHead read(byte[] json, int offset, int length) {
    // Long: one pass of a streaming parser over every message of an HTTP connection, a case per
    // member; split, the
    // parser's position and six partial results would travel between the parts.
    Long id = null;
    String method = null;
    String name = null;
    String uri = null;
    Long cancelled = null;
    boolean response = false;
    // With no databind context (one per parse otherwise): nothing here reads a tree.
    try (JsonParser parser =
        Json.factory().createParser(ObjectReadContext.empty(), json, offset, length)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        return new MessageHead(null, null, null, null, false);
      }
      while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
        String field = parser.currentName();
        JsonToken value = parser.nextToken();
        switch (field) {
          case "id" -> id = value == JsonToken.VALUE_NUMBER_INT ? parser.getLongValue() : null;
          case "method" -> method = value == JsonToken.VALUE_STRING ? parser.getString() : null;
          case "result", "error" -> {
            response = true;
            parser.skipChildren();
          }
          case "params" -> {
            if (value != JsonToken.START_OBJECT) {
              parser.skipChildren();
              continue;
            }
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
              String param = parser.currentName();
              JsonToken paramValue = parser.nextToken();
              if (param.equals("name") && paramValue == JsonToken.VALUE_STRING) {
                name = parser.getString();
              } else if (param.equals("uri") && paramValue == JsonToken.VALUE_STRING) {
                uri = parser.getString();
              } else if (param.equals("requestId") && paramValue == JsonToken.VALUE_NUMBER_INT) {
                cancelled = parser.getLongValue();
              } else {
                parser.skipChildren();
              }
            }
          }
          default -> parser.skipChildren();
        }
      }
    } catch (JacksonException e) {
      // Not ours to judge: the server says what it makes of it. What was read so far counts.
    }
    boolean byUri = McpMethods.RESOURCES_READ.equals(method);
    return new MessageHead(
        id,
        method,
        byUri ? uri : name,
        McpMethods.CANCELLED.equals(method) ? cancelled : null,
        response && method == null);
  }

  public boolean isRequest() {
    return id != null && method != null;
  }

  /** The 2026-07-28 methods whose request names what it is about in {@code Mcp-Name}. */
  @Nullable
  public String mcpName() {
    return isNamed(method) ? name : null;
  }

  /** Whether a 2026-07-28 request of {@code method} names what it is about in {@code Mcp-Name}. */
  public static boolean isNamed(@Nullable String method) {
    return method != null
        && (method.equals(McpMethods.TOOLS_CALL)
            || method.equals(McpMethods.PROMPTS_GET)
            || method.equals(McpMethods.RESOURCES_READ));
  }
}
