package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.Json;
import java.util.function.Function;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.JsonNode;

/**
 * A request's result reader that can also read the result straight from the streaming parser, with no tree in
 * between: a {@code tools/call} answer is read into its {@code ToolResult} as the line is parsed. Read as a tree
 * ({@link #apply}) when the response cannot be streamed (an observer, progress, an id only known at the end, an odd
 * shape); both readings give the same value.
 *
 * @param <P> what the parser gives, before {@link #finish}
 * @param <T> what the caller gets
 */
public interface StreamedReader<P, T> extends Function<JsonNode, T> {
  /**
   * Reads the result, the parser at its {@code START_OBJECT}, up to its {@code END_OBJECT}. The parser has no databind
   * context: a tree is read with {@link #tree}. Reads only: whatever may
   * fail the caller's call belongs in {@link #finish}, which runs once the whole line has proven to be its answer.
   *
   * @throws NotStreamable when only the tree reading gives this result's value (unknown content, odd types)
   */
  P parse(JsonParser parser);

  /** {@return what the caller gets of a parsed result} It may throw, as {@link #apply} does. */
  T finish(P parsed);

  /** {@return the value at the parser, read as a tree; the parser is left at its end, with more to come} */
  static JsonNode tree(JsonParser parser) {
    return Json.tree(parser);
  }

  /** Thrown by {@link #parse} to hand the line to the tree reading; carries nothing, allocated once. */
  final class NotStreamable extends RuntimeException {
    private static final long serialVersionUID = 1L;
    public static final NotStreamable INSTANCE = new NotStreamable();

    private NotStreamable() {
      super("not streamable", null, false, false);
    }
  }
}
