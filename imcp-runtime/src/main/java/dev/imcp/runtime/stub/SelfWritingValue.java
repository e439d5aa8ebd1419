package dev.imcp.runtime.stub;

/**
 * A value that writes itself as one JSON value where {@link JsonValued} cannot stand: a generated union's alternative
 * that holds a primitive, whose {@code boolean value()} (or {@code long}, {@code double}) is no {@code Object value()}.
 * It writes what Jackson's mapper writes from the same component's {@code @JsonValue}, without boxing it, so that a
 * request holding such an alternative needs no data-binding mapper either.
 */
public interface SelfWritingValue {
  /**
   * Writes this one's value to {@code out} with one of {@link JsonOut}'s {@code value} methods, once.
   *
   * @param out where the value goes, in this one's place
   */
  void writeValue(JsonOut out);
}
