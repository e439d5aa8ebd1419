package dev.imcp.runtime.internal.jsonrpc;

import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.JsonNode;

/**
 * The tests' reader of a result's {@code text} member, saying which way it was read ({@code tree:} or {@code
 * stream:}); a {@code refuse} member makes it refuse the stream, a text {@code fail} makes it fail once read.
 */
final class TextReader implements StreamedReader<String, String> {
  @Override
  public String apply(JsonNode result) {
    return "tree:" + result.path("text").asString("?");
  }

  @Override
  public String parse(JsonParser parser) {
    String text = "?";
    while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
      String name = parser.currentName();
      parser.nextToken();
      if (name.equals("text") && parser.currentToken().isScalarValue()) {
        text = parser.getString();
      } else if (name.equals("refuse")) {
        throw NotStreamable.INSTANCE;
      } else {
        parser.skipChildren();
      }
    }
    return text;
  }

  @Override
  public String finish(String parsed) {
    if (parsed.equals("fail")) {
      throw new IllegalStateException("cannot use it");
    }
    return "stream:" + parsed;
  }
}
