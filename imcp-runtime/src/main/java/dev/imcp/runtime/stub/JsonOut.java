package dev.imcp.runtime.stub;

import org.jspecify.annotations.Nullable;

/**
 * Where a {@link SelfWriting} object writes its members: one JSON object, written as it goes. Made by the runtime;
 * generated code only calls it.
 *
 * <p>{@link #member(String, Object)} writes a value as Jackson's mapper writes it: strings, numbers and booleans as
 * themselves; a {@link SelfWriting} object as an object of its members; a {@link JsonValued} one as its value; a
 * {@code Map} as an object (keys by {@code String.valueOf}, a null entry value as {@code null}), an {@code Iterable} or
 * array as an array (a null element as {@code null}); anything else (a date, a URI, a tree, a value of the caller's
 * own class) through the runtime's mapper, built on first need.
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
}
