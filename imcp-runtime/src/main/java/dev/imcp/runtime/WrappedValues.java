package dev.imcp.runtime;

import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.internal.base.DecodingFailures;
import dev.imcp.runtime.internal.base.Json;
import java.lang.reflect.Type;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Results a server wraps in one member of {@code structuredContent}, as FastMCP does for a tool whose value is not an
 * object ({@code {"result": 3}}, its {@code outputSchema} marked {@code x-fastmcp-wrap-result}): the member is the
 * value. Without {@code structuredContent} the text is the value itself, as FastMCP writes it there unwrapped.
 */
final class WrappedValues {
  private WrappedValues() {}

  static @Nullable Object decode(ToolResult result, String member, Type type, boolean nullable) {
    JsonNode value = value(result, member, type);
    if (value.isNull()) {
      if (nullable) {
        return null;
      }
      throw new ResultDecodingException(
          result.server(), result.tool(), type.getTypeName(), "the tool returned null");
    }
    try {
      return Json.mapper()
          .readerFor(Json.mapper().getTypeFactory().constructType(type))
          .readValue(value);
    } catch (JacksonException e) {
      throw new ResultDecodingException(
          result.server(), result.tool(), type.getTypeName(), DecodingFailures.describe(e), e);
    } catch (IllegalArgumentException e) {
      throw new ResultDecodingException(result.server(), result.tool(), type.getTypeName(), e);
    }
  }

  private static JsonNode value(ToolResult result, String member, Type type) {
    if (result.structuredContent().isEmpty()) {
      return result.json();
    }
    JsonNode wrapper = result.structuredContent().get();
    if (!wrapper.isObject() || !wrapper.has(member)) {
      throw new ResultDecodingException(
          result.server(),
          result.tool(),
          type.getTypeName(),
          "its structuredContent is a JSON "
              + wrapper.getNodeType().name().toLowerCase(Locale.ROOT)
              + " without the member '" + member + "' that holds the value");
    }
    return wrapper.get(member);
  }
}
