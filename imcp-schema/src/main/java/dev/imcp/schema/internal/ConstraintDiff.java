package dev.imcp.schema.internal;

import dev.imcp.schema.internal.TypeDiff.Direction;
import dev.imcp.schema.internal.TypeDiff.Effect;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.StringType;
import java.math.BigDecimal;
import java.util.Optional;

/** Bounds, lengths, patterns and formats: raising a lower bound narrows, removing a bound widens, and so on. */
final class ConstraintDiff {
  private final TypeDiff diff;

  ConstraintDiff(TypeDiff diff) {
    this.diff = diff;
  }

  void string(StringType old, StringType current, Direction direction) {
    String pointer = current.meta().pointer();
    exact(pointer, "format", old.format(), current.format(), direction);
    exact(pointer, "pattern", old.pattern(), current.pattern(), direction);
    lower(pointer, "minLength", decimal(old.minLength()), decimal(current.minLength()), direction);
    upper(pointer, "maxLength", decimal(old.maxLength()), decimal(current.maxLength()), direction);
  }

  void number(NumberType old, NumberType current, Direction direction) {
    String pointer = current.meta().pointer();
    lower(pointer, "minimum", old.minimum(), current.minimum(), direction);
    lower(
        pointer, "exclusiveMinimum", old.exclusiveMinimum(), current.exclusiveMinimum(), direction);
    upper(pointer, "maximum", old.maximum(), current.maximum(), direction);
    upper(
        pointer, "exclusiveMaximum", old.exclusiveMaximum(), current.exclusiveMaximum(), direction);
    exact(pointer, "multipleOf", old.multipleOf(), current.multipleOf(), direction);
  }

  void array(ArrayType old, ArrayType current, Direction direction) {
    String pointer = current.meta().pointer();
    lower(pointer, "minItems", decimal(old.minItems()), decimal(current.minItems()), direction);
    upper(pointer, "maxItems", decimal(old.maxItems()), decimal(current.maxItems()), direction);
    if (old.uniqueItems() != current.uniqueItems()) {
      diff.constraint(
          pointer,
          current.uniqueItems() ? Effect.NARROWS : Effect.WIDENS,
          "uniqueItems changed from " + old.uniqueItems() + " to " + current.uniqueItems(),
          direction);
    }
  }

  /** A constraint with no order: adding narrows, removing widens, replacing changes. */
  private <T> void exact(
      String pointer, String name, Optional<T> old, Optional<T> current, Direction direction) {
    if (old.equals(current)) {
      return;
    }
    if (old.isEmpty()) {
      diff.constraint(pointer, Effect.NARROWS, name + " " + current.get() + " added", direction);
    } else if (current.isEmpty()) {
      diff.constraint(pointer, Effect.WIDENS, name + " " + old.get() + " removed", direction);
    } else {
      diff.constraint(
          pointer,
          Effect.CHANGES,
          name + " changed from " + old.get() + " to " + current.get(),
          direction);
    }
  }

  private void lower(
      String pointer,
      String name,
      Optional<BigDecimal> old,
      Optional<BigDecimal> current,
      Direction direction) {
    bound(pointer, name, old, current, direction, 1);
  }

  private void upper(
      String pointer,
      String name,
      Optional<BigDecimal> old,
      Optional<BigDecimal> current,
      Direction direction) {
    bound(pointer, name, old, current, direction, -1);
  }

  /**
   * @param tighter 1 when a larger value is tighter (a lower bound), -1 when a smaller one is (an upper bound)
   */
  private void bound(
      String pointer,
      String name,
      Optional<BigDecimal> old,
      Optional<BigDecimal> current,
      Direction direction,
      int tighter) {
    // Long: the cases of a bound that appears, goes, tightens or loosens, each a change.
    if (old.isEmpty() && current.isEmpty()) {
      return;
    }
    if (old.isEmpty()) {
      diff.constraint(
          pointer,
          Effect.NARROWS,
          name + " " + current.get().toPlainString() + " added",
          direction);
    } else if (current.isEmpty()) {
      diff.constraint(
          pointer, Effect.WIDENS, name + " " + old.get().toPlainString() + " removed", direction);
    } else {
      int order = current.get().compareTo(old.get());
      if (order != 0) {
        diff.constraint(
            pointer,
            order * tighter > 0 ? Effect.NARROWS : Effect.WIDENS,
            name + " changed from " + old.get().toPlainString() + " to "
                + current.get().toPlainString(),
            direction);
      }
    }
  }

  private static Optional<BigDecimal> decimal(Optional<Long> value) {
    return value.map(BigDecimal::valueOf);
  }
}
