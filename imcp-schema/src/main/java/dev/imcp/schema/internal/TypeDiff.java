package dev.imcp.schema.internal;

import dev.imcp.schema.Change;
import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.ToolSchema;
import dev.imcp.schema.type.AnyType;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NullableType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.RefType;
import dev.imcp.schema.type.StringType;
import dev.imcp.schema.type.UnionType;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Walks two typed schemas side by side. Each difference is first described as narrowing, widening or plainly
 * changing the set of values; {@link Direction} then decides what that means for a caller.
 */
final class TypeDiff {
  enum Direction {
    /** The caller writes these values: narrowing breaks it. */
    INPUT,
    /** The caller reads these values: widening breaks it. */
    OUTPUT
  }

  enum Effect {
    NARROWS,
    WIDENS,
    CHANGES
  }

  private final String tool;
  private final ToolSchema before;
  private final ToolSchema after;
  private final List<Change> changes;
  private final Set<String> visitedRefs = new HashSet<>();
  private final ConstraintDiff constraints = new ConstraintDiff(this);
  private final ObjectDiff objects = new ObjectDiff(this);

  TypeDiff(String tool, ToolSchema before, ToolSchema after, List<Change> changes) {
    this.tool = tool;
    this.before = before;
    this.after = after;
    this.changes = changes;
  }

  void compare(JsonType old, JsonType current, Direction direction) {
    if (old instanceof RefType || current instanceof RefType) {
      // A recursive schema meets itself again: the pair was or is being compared already.
      if (visitedRefs.add(identity(old) + " " + identity(current) + " " + direction)) {
        compare(before.resolve(old), after.resolve(current), direction);
      }
      return;
    }
    documentation(old, current);
    String pointer = current.meta().pointer();
    if (old instanceof NullableType nullable && !(current instanceof NullableType)) {
      shape(pointer, Effect.NARROWS, "no longer accepts null", direction);
      compare(nullable.type(), current, direction);
    } else if (current instanceof NullableType nullable && !(old instanceof NullableType)) {
      shape(pointer, Effect.WIDENS, "now accepts null", direction);
      compare(old, nullable.type(), direction);
    } else if (old.getClass() != current.getClass()) {
      kindChanged(old, current, direction);
    } else {
      sameKind(old, current, direction);
    }
  }

  /** A reference is identified by what it points at, so that every path to one definition meets the same pair. */
  private static String identity(JsonType type) {
    return type instanceof RefType ref ? ref.target() : type.meta().pointer();
  }

  private void sameKind(JsonType old, JsonType current, Direction direction) {
    if (old instanceof NullableType nullable) {
      compare(nullable.type(), ((NullableType) current).type(), direction);
    } else if (old instanceof ObjectType object) {
      objects.compare(object, (ObjectType) current, direction);
    } else if (old instanceof ArrayType array) {
      ArrayType newer = (ArrayType) current;
      constraints.array(array, newer, direction);
      compare(array.items(), newer.items(), direction);
    } else if (old instanceof StringType string) {
      constraints.string(string, (StringType) current, direction);
    } else if (old instanceof NumberType number) {
      numbers(number, (NumberType) current, direction);
    } else if (old instanceof EnumType values) {
      enumValues(values, (EnumType) current, direction);
    } else if (old instanceof ConstType constant
        && !constant.value().equals(((ConstType) current).value())) {
      shape(
          current.meta().pointer(),
          Effect.CHANGES,
          "constant changed from " + constant.value() + " to " + ((ConstType) current).value(),
          direction);
    } else if (old instanceof UnionType union) {
      new UnionDiff(this, before, after).compare(union, (UnionType) current, direction);
    }
  }

  private void numbers(NumberType old, NumberType current, Direction direction) {
    if (old.integer() != current.integer()) {
      shape(
          current.meta().pointer(),
          old.integer() ? Effect.WIDENS : Effect.NARROWS,
          "type changed from " + Kinds.of(old) + " to " + Kinds.of(current),
          direction);
    }
    constraints.number(old, current, direction);
  }

  private void kindChanged(JsonType old, JsonType current, Direction direction) {
    shape(
        current.meta().pointer(),
        kindChange(old, current),
        "type changed from " + Kinds.of(old) + " to " + Kinds.of(current),
        direction);
  }

  /** What a change of kind does to the values allowed: a case per pair of kinds a caller feels differently. */
  private static Effect kindChange(JsonType old, JsonType current) {
    if (current instanceof AnyType) {
      return Effect.WIDENS;
    } else if (old instanceof AnyType) {
      return Effect.NARROWS;
    } else if (old instanceof EnumType values
        && current instanceof StringType
        && values.stringValues().isPresent()) {
      return Effect.WIDENS;
    } else if (old instanceof StringType
        && current instanceof EnumType values
        && values.stringValues().isPresent()) {
      return Effect.NARROWS;
    } else if (old instanceof ConstType constant && current instanceof EnumType values) {
      return values.values().contains(constant.value()) ? Effect.WIDENS : Effect.CHANGES;
    } else if (old instanceof EnumType values && current instanceof ConstType constant) {
      return values.values().contains(constant.value()) ? Effect.NARROWS : Effect.CHANGES;
    }
    return Effect.CHANGES;
  }

  private void enumValues(EnumType old, EnumType current, Direction direction) {
    String pointer = current.meta().pointer();
    for (var value : old.values()) {
      if (!current.values().contains(value)) {
        shape(pointer, Effect.NARROWS, "enum value " + value + " removed", direction);
      }
    }
    for (var value : current.values()) {
      if (!old.values().contains(value)) {
        shape(pointer, Effect.WIDENS, "enum value " + value + " added", direction);
      }
    }
  }

  private void documentation(JsonType old, JsonType current) {
    String pointer = current.meta().pointer();
    if (!old.meta().description().equals(current.meta().description())) {
      add(pointer, ChangeClass.DOCUMENTATION, "description changed");
    }
    if (!old.meta().title().equals(current.meta().title())) {
      add(pointer, ChangeClass.DOCUMENTATION, "title changed");
    }
    if (!Objects.equals(old.meta().defaultValue(), current.meta().defaultValue())) {
      add(
          pointer,
          ChangeClass.COMPATIBLE,
          "default changed from " + text(old) + " to " + text(current));
    }
  }

  private static String text(JsonType type) {
    return type.meta().defaultValue().map(Object::toString).orElse("none");
  }

  /** A difference in which values exist at all: it matters in both directions. */
  void shape(String pointer, Effect effect, String description, Direction direction) {
    boolean breaking = effect == Effect.CHANGES
        || (direction == Direction.INPUT ? effect == Effect.NARROWS : effect == Effect.WIDENS);
    add(pointer, breaking ? ChangeClass.BREAKING : ChangeClass.COMPATIBLE, description);
  }

  /** A difference in value constraints: a reader of results decodes the same types either way. */
  void constraint(String pointer, Effect effect, String description, Direction direction) {
    if (direction == Direction.OUTPUT) {
      add(pointer, ChangeClass.COMPATIBLE, description);
    } else {
      shape(pointer, effect, description, direction);
    }
  }

  void add(String pointer, ChangeClass changeClass, String description) {
    changes.add(new Change(tool, pointer, changeClass, description));
  }
}
