package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.Progress;
import dev.imcp.runtime.internal.base.Json;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.JsonNode;

/**
 * The tests' reader of a result's {@code text} member, saying which way it was read ({@code tree:} or {@code
 * stream:}); a {@code refuse} member makes it refuse the stream, a text {@code fail} makes it fail once read.
 */
final class TextReader implements StreamedReader<String, String> {
  /** A {@code tools/call} on {@code connection} whose result this reads, with a deadline no test reaches. */
  static CompletableFuture<String> call(
      JsonRpcConnection connection, Optional<Consumer<Progress>> progress) {
    return connection.request(
        "tools/call",
        "t",
        Json.mapper().createObjectNode(),
        Duration.ofDays(1),
        Optional.empty(),
        progress,
        true,
        new TextReader());
  }

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
