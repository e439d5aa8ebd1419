package dev.imcp.runtime.stub;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.StreamingOut;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;

/**
 * Where a {@link SelfWriting} object writes its members: one JSON object, written as it goes (and where a {@link
 * SelfWritingValue} writes its one value, with the {@code value} methods). Made by the runtime; generated code only
 * calls it.
 *
 * <p>{@link #member(String, Object)} writes a value as Jackson's mapper writes it: strings, numbers and booleans as
 * themselves; a {@link SelfWriting} object as an object of its members; a {@link JsonValued} one as its value, a {@link
 * SelfWritingValue} one as the value it writes; a {@code Map} as an object (keys by {@code String.valueOf}, a null
 * entry value as {@code null}), a {@code Collection} or array as an array (a null element as {@code null}); a tree
 * node for node; a {@code URI} or {@code UUID} as its {@code toString()}, an {@code OffsetDateTime} or {@code
 * LocalDate} in ISO form; anything else (another date type, an iterable that is no collection such as a {@code Path}
 * or a Jackson 2 tree, a value of the caller's own class) through the runtime's mapper, built on first need.
 */
public interface JsonOut {
  /**
   * Writes a member, unless {@code value} is null (generated records leave null members out).
   *
   * @param name the member's name as the server knows it
   * @param value the value, see the class description
   */
  void member(String name, @Nullable Object value);

  /**
   * Writes each entry of {@code members} as a member of its own, a null value as {@code null}: what Jackson writes for
   * an {@code @JsonAnyGetter} map (a record's additional members), which {@code @JsonInclude(NON_NULL)} does not reach.
   *
   * @param members the members by name, in the order to write them
   * @throws IllegalArgumentException for a null name, as Jackson's mapper refuses it
   */
  void members(Map<String, ? extends @Nullable Object> members);

  /**
   * Writes a whole-number member without boxing it.
   *
   * @param name the member's name as the server knows it
   * @param value the value
   */
  void member(String name, long value);

  /**
   * Writes a number member without boxing it.
   *
   * @param name the member's name as the server knows it
   * @param value the value
   */
  void member(String name, double value);

  /**
   * Writes a boolean member without boxing it.
   *
   * @param name the member's name as the server knows it
   * @param value the value
   */
  void member(String name, boolean value);

  /**
   * Writes a whole number in the place of the value being written: what a {@link SelfWritingValue} writes, never a
   * member of a {@link SelfWriting} object (that is {@link #member(String, long)}).
   *
   * @param value the value
   */
  void value(long value);

  /**
   * Writes a number in the place of the value being written, as {@link #value(long)} does.
   *
   * @param value the value
   */
  void value(double value);

  /**
   * Writes a boolean in the place of the value being written, as {@link #value(long)} does.
   *
   * @param value the value
   */
  void value(boolean value);

  /**
   * {@return {@code value} as JSON, written as described above} Generated code does not call it: it is how a test (or
   * a tool) holds generated records' own writers to the JSON Jackson's mapper writes from their annotations.
   *
   * @param value any value {@link #member(String, Object)} takes
   */
  static String toJson(@Nullable Object value) {
    // Bytes, as requests are written: a StringWriter here was a class loaded with this interface
    // on every client's way to its first call.
    ByteArrayOutputStream text = new ByteArrayOutputStream();
    try (JsonGenerator json = Json.factory().createGenerator(ObjectWriteContext.empty(), text)) {
      new StreamingOut(json).value(value);
    }
    return text.toString(StandardCharsets.UTF_8);
  }
}
