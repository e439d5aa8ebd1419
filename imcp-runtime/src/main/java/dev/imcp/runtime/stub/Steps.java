package dev.imcp.runtime.stub;

import java.util.Objects;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The steps of a generated staged builder, written as lambdas: {@code builder()} returns {@code title -> Steps.next(title,
 * "title", () -> start -> …)}, so a request needs no setter method per required argument. A null required argument is
 * refused by the step it is passed to, where the call that passed it is on the stack.
 */
public final class Steps {
  private Steps() {}

  /**
   * {@return the next step, once {@code value} is known not to be null}
   *
   * @param value the required argument just passed
   * @param name its name, the message of the {@code NullPointerException}
   * @param next the next step (or the builder), made only when the value is there
   * @param <N> the next step's type
   * @throws NullPointerException when {@code value} is null
   */
  public static <N> N next(@Nullable Object value, String name, Supplier<N> next) {
    Objects.requireNonNull(value, name);
    return next.get();
  }
}
