package dev.imcp.runtime;

import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.stub.TypeToken;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * What a tool's result decodes into, for tools whose result is known although they declare no {@code outputSchema}
 * (servers that answer with JSON text), or whose {@code structuredContent} wraps the value ({@link #wrapped}). Generated
 * services hold one constant per such tool.
 *
 * <pre>{@code
 * List<Event> events = client.callTool("events_fetch", request, CallOptions.defaults(), ResultType.listOf(Event.class));
 * }</pre>
 *
 * @param <T> the decoded type
 */
public final class ResultType<T> {
  private final String name;
  private final Function<ToolResult, T> decoder;

  private ResultType(String name, Function<ToolResult, T> decoder) {
    this.name = name;
    this.decoder = decoder;
  }

  /**
   * One value: {@code structuredContent}, or the text as JSON. For a {@link Content} type ({@code Content.Image},
   * {@code Content.Audio}, …) the first content item of that type instead.
   *
   * @param <T> the decoded type
   * @param type the class to decode into
   * @return the decoding
   */
  public static <T> ResultType<T> of(Class<T> type) {
    Objects.requireNonNull(type, "type");
    if (Content.class.isAssignableFrom(type)) {
      return new ResultType<>(type.getName(), result -> result.contentItem(type));
    }
    return new ResultType<>(type.getName(), result -> result.decodeValue(type));
  }

  /**
   * A JSON array of {@code element}; a single object is taken as a list of one, as servers differ there.
   *
   * @param <E> the element type
   * @param element the class to decode each element into
   * @return the decoding
   */
  public static <E> ResultType<List<E>> listOf(Class<E> element) {
    Objects.requireNonNull(element, "element");
    return new ResultType<>(
        "List<" + element.getName() + ">", result -> result.decodeList(element));
  }

  /**
   * A value the server wraps in one member of {@code structuredContent}, as FastMCP does for results that are not
   * objects ({@code {"result": 3}}, with {@code "x-fastmcp-wrap-result": true} in the {@code outputSchema}); without
   * {@code structuredContent}, the text as JSON is the value. JSON {@code null} fails the decoding.
   *
   * <pre>{@code ResultType<List<String>> tags = ResultType.wrapped("result", new TypeToken<List<String>>() {});}</pre>
   *
   * @param <T> the decoded type
   * @param member the member that holds the value, {@code result} for FastMCP
   * @param type the value's type
   * @return the decoding
   */
  public static <T> ResultType<T> wrapped(String member, TypeToken<T> type) {
    return wrapped(member, type, false);
  }

  /**
   * As {@link #wrapped(String, TypeToken)}, for a value the schema lets be null ({@code Optional[int]} in Python): JSON
   * {@code null} decodes to {@code null}.
   *
   * @param <T> the decoded type
   * @param member the member that holds the value, {@code result} for FastMCP
   * @param type the value's type
   * @return the decoding
   */
  public static <T> ResultType<@Nullable T> wrappedOrNull(String member, TypeToken<T> type) {
    return wrapped(member, type, true);
  }

  @SuppressWarnings("unchecked") // the mapper decodes into type, which is T
  private static <T> ResultType<T> wrapped(String member, TypeToken<T> type, boolean nullable) {
    Objects.requireNonNull(member, "member");
    Objects.requireNonNull(type, "type");
    return new ResultType<>(
        type.toString(), result -> (T) result.decodeWrapped(member, type.type(), nullable));
  }

  /**
   * Decodes {@code result}.
   *
   * @param result a tool's result
   * @return the decoded value
   * @throws ResultDecodingException when the result does not hold a {@code T}
   */
  public T decode(ToolResult result) {
    return decoder.apply(result);
  }

  @Override
  public String toString() {
    return name;
  }
}
