package dev.imcp.schema.type;

import dev.imcp.schema.internal.CanonicalJson;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A one-line rendering of a type for people: {@code string (date-time)}, {@code integer 1..31}, {@code string[]},
 * {@code enum busy|free|tentative|unavailable}, {@code boolean | enum[]}. Used in build logs and listings.
 */
public final class TypeSummary {
  private static final int MAX_ENUM_VALUES = 6;

  private TypeSummary() {}

  /**
   * {@return the type on one line, for people; {@code $ref}s show their definition's name}
   *
   * @param type any type
   */
  public static String of(JsonType type) {
    // Long: a case per kind of type, each one expression.
    if (type instanceof ObjectType object) {
      return object.properties().isEmpty()
              && !(object.additionalProperties() instanceof AdditionalProperties.Forbidden)
          ? "map"
          : "object{"
              + object.properties().stream().map(Property::name).collect(Collectors.joining(", "))
              + "}";
    } else if (type instanceof StringType string) {
      return "string" + string.format().map(format -> " (" + format + ")").orElse("");
    } else if (type instanceof NumberType number) {
      return (number.integer() ? "integer" : "number") + range(number);
    } else if (type instanceof BooleanType) {
      return "boolean";
    } else if (type instanceof ArrayType array) {
      String items = of(array.items());
      return (items.contains(" ") ? "(" + items + ")" : items) + "[]";
    } else if (type instanceof EnumType values) {
      return "enum " + values(values);
    } else if (type instanceof ConstType constant) {
      return "const " + constant.value();
    } else if (type instanceof NullableType nullable) {
      return of(nullable.type()) + " | null";
    } else if (type instanceof UnionType union) {
      return union
          .discriminator()
          .map(name -> "one of " + name + " " + tags(union, name))
          .orElseGet(() ->
              union.branches().stream().map(TypeSummary::of).collect(Collectors.joining(" | ")));
    } else if (type instanceof RefType ref) {
      return ref.target().substring(ref.target().lastIndexOf('/') + 1);
    }
    return "any";
  }

  /** The discriminator values of inline branches; a referenced branch shows its definition's name. */
  private static String tags(UnionType union, String discriminator) {
    return union.branches().stream()
        .map(branch -> branch instanceof ObjectType object
            ? object
                .property(discriminator)
                .map(Property::type)
                .filter(ConstType.class::isInstance)
                .map(tag -> ((ConstType) tag).value().asString())
                .orElse("?")
            : of(branch))
        .collect(Collectors.joining("|"));
  }

  private static String values(EnumType values) {
    List<String> shown = values.values().stream()
        .limit(MAX_ENUM_VALUES)
        .map(value -> value.isString() ? value.stringValue() : CanonicalJson.text(value))
        .toList();
    String more =
        values.values().size() > MAX_ENUM_VALUES ? "|… (" + values.values().size() + ")" : "";
    return String.join("|", shown) + more;
  }

  private static String range(NumberType number) {
    Optional<String> low =
        number.minimum().or(number::exclusiveMinimum).map(BigDecimal::toPlainString);
    Optional<String> high =
        number.maximum().or(number::exclusiveMaximum).map(BigDecimal::toPlainString);
    if (low.isEmpty() && high.isEmpty()) {
      return "";
    }
    return " " + low.orElse("") + ".." + high.orElse("");
  }
}
