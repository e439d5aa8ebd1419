package dev.imcp.runtime.stub;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/**
 * A generic Java type, such as {@code List<Page>}, for generated code to name without a JSON library's own type token
 * (generated code needs only the runtime and Jackson's annotations). Made as an anonymous subclass, which keeps its type
 * argument:
 *
 * <pre>{@code JsonAlternatives.decode(json, new TypeToken<List<Page>>() {})}</pre>
 *
 * @param <T> the type
 */
public abstract class TypeToken<T> {
  private final Type type;

  /**
   * Reads the type argument of the anonymous subclass.
   *
   * @throws IllegalStateException when made without one ({@code new TypeToken() {}})
   */
  protected TypeToken() {
    Type superclass = getClass().getGenericSuperclass();
    if (!(superclass instanceof ParameterizedType parameterized)
        || parameterized.getRawType() != TypeToken.class) {
      throw new IllegalStateException(
          "a TypeToken is made as new TypeToken<List<Page>>() {}, with its type argument");
    }
    this.type = parameterized.getActualTypeArguments()[0];
  }

  /** {@return the type} */
  public final Type type() {
    return type;
  }

  @Override
  public String toString() {
    return type.getTypeName();
  }
}
