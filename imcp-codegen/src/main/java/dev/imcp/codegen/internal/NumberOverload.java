package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.imcp.codegen.internal.RecordEmitter.Component;
import java.util.List;

/**
 * A setter overload that takes the literal a Java user writes for a number ({@code maxCount(5)}, {@code
 * timeout(30_000)}, {@code ratio(0.5)}): a boxed {@code Long} or {@code Double} setter alone refuses an {@code int}
 * literal, and a {@code BigDecimal} one refuses every literal. An {@code int} widens to the {@code long} overload.
 * Primitive components need none: {@code long} and {@code double} take an {@code int} as they are.
 *
 * @param type the parameter's type
 * @param how how the setter's Javadoc says it converts
 * @param conversion how the value becomes the component's type
 */
record NumberOverload(TypeName type, String how, Conversion conversion) {
  private static final ClassName LONG = ClassName.get(Long.class);
  private static final ClassName DOUBLE = ClassName.get(Double.class);

  /** How an overload's parameter becomes the component's type. */
  enum Conversion {
    /** Boxed as it is ({@code long} to {@code Long}). */
    BOX,
    /** A whole number as a {@code double}. */
    TO_DOUBLE,
    /** {@code BigDecimal.valueOf}, which keeps a {@code double}'s shortest decimal form ({@code 0.1}). */
    TO_BIG_DECIMAL
  }

  /** {@return the overloads a setter of {@code component} needs beside the one of its own type} */
  static List<NumberOverload> of(Component component) {
    TypeName type = component.type().withoutAnnotations();
    if (type.equals(LONG)) {
      return List.of(new NumberOverload(TypeName.LONG, "", Conversion.BOX));
    }
    if (type.equals(DOUBLE)) {
      return List.of(
          new NumberOverload(TypeName.LONG, ", from a whole number", Conversion.TO_DOUBLE));
    }
    if (type.equals(Types.BIG_DECIMAL)) {
      return List.of(
          new NumberOverload(TypeName.LONG, ", from a whole number", Conversion.TO_BIG_DECIMAL),
          new NumberOverload(
              TypeName.DOUBLE,
              ", from a {@code double}'s decimal form",
              Conversion.TO_BIG_DECIMAL));
    }
    return List.of();
  }

  /** {@return the expression that converts the parameter {@code name} to the component's type} */
  CodeBlock conversion(String name) {
    return switch (conversion) {
      case BOX -> CodeBlock.of("$N", name);
      case TO_DOUBLE -> CodeBlock.of("(double) $N", name);
      case TO_BIG_DECIMAL -> CodeBlock.of("$T.valueOf($N)", Types.BIG_DECIMAL, name);
    };
  }
}
