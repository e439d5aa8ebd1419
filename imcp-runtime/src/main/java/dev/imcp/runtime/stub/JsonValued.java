package dev.imcp.runtime.stub;

import org.jspecify.annotations.Nullable;

/**
 * A value written as another one: a generated enum constant as the value the server sent, an alternative of a
 * generated union as its one value. The method is the one Jackson's {@code @JsonValue} marks on the same types, so
 * {@link JsonOut} writes what a mapper writes without reading an annotation. An alternative that holds a primitive
 * cannot have this method (its {@code value()} is a {@code boolean}, {@code long} or {@code double}): it is a {@link
 * SelfWritingValue} instead.
 */
public interface JsonValued {
  /** {@return the value to write in this one's place; null where JSON {@code null} stands} */
  @Nullable
  Object value();
}
