package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.StringType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Bean Validation for one value, one rule per keyword: {@code required} → {@code @NotNull}, lengths and item counts →
 * {@code @Size}, {@code pattern} → {@code @Pattern} (as a search, as JSON Schema means it), integer bounds → {@code @Min}/{@code @Max}, other bounds →
 * {@code @DecimalMin}/{@code @DecimalMax} (exclusive ones with {@code inclusive = false}), {@code format: email} →
 * {@code @Email}, generated types → {@code @Valid}. {@code multipleOf} and {@code uniqueItems} have no standard
 * constraint and are documented only.
 */
final class Constraints {
  private Constraints() {}

  /** A constant: a type name renders itself for every first equals, which a cold JVM pays for per call. */
  private static final ClassName STRING = ClassName.get(String.class);

  static List<AnnotationSpec> of(
      JsonType type, TypeName javaType, boolean required, boolean validatable) {
    List<AnnotationSpec> annotations = new ArrayList<>();
    if (required && !javaType.isPrimitive()) {
      annotations.add(AnnotationSpec.builder(Types.NOT_NULL).build());
    }
    TypeName plain = javaType.withoutAnnotations();
    if (type instanceof StringType string && plain.equals(STRING)) {
      size(string.minLength(), string.maxLength()).ifPresent(annotations::add);
      string.pattern().ifPresent(regexp -> annotations.add(pattern(regexp)));
      if (string.format().filter("email"::equals).isPresent()) {
        annotations.add(AnnotationSpec.builder(Types.EMAIL).build());
      }
    } else if (type instanceof ArrayType array) {
      size(array.minItems(), array.maxItems()).ifPresent(annotations::add);
    } else if (type instanceof NumberType number
        && (plain.isPrimitive() || plain.isBoxedPrimitive() || plain.equals(Types.BIG_DECIMAL))) {
      bounds(number, whole(plain), annotations);
    }
    if (validatable) {
      annotations.add(AnnotationSpec.builder(Types.VALID).build());
    }
    return annotations;
  }

  /**
   * JSON Schema's {@code pattern} finds a match anywhere in the string; {@code @Pattern} matches the whole string. So
   * the schema's expression is wrapped to search ({@code (?s).*(?:…).*}: its own anchors still anchor), and the message
   * names the schema's expression, escaped so that message interpolation leaves it as it is.
   */
  private static AnnotationSpec pattern(String regexp) {
    return AnnotationSpec.builder(Types.PATTERN)
        .addMember("regexp", "$S", "(?s).*(?:" + regexp + ").*")
        .addMember(
            "message", "$S", "must match \"" + regexp.replaceAll("([\\\\{}$])", "\\\\$1") + "\"")
        .build();
  }

  private static Optional<AnnotationSpec> size(Optional<Long> min, Optional<Long> max) {
    if (min.isEmpty() && max.isEmpty()) {
      return Optional.empty();
    }
    AnnotationSpec.Builder size = AnnotationSpec.builder(Types.SIZE);
    min.ifPresent(value -> size.addMember("min", "$L", Math.min(value, Integer.MAX_VALUE)));
    max.ifPresent(value -> size.addMember("max", "$L", Math.min(value, Integer.MAX_VALUE)));
    return Optional.of(size.build());
  }

  private static final BigDecimal MAX_SAFE_INTEGER = BigDecimal.valueOf(9007199254740991L);

  /** Whether the Java type holds whole numbers only, so that whole bounds are {@code @Min}/{@code @Max}. */
  private static boolean whole(TypeName type) {
    TypeName unboxed = type.isBoxedPrimitive() ? type.unbox() : type;
    return unboxed.equals(TypeName.LONG) || unboxed.equals(TypeName.INT);
  }

  private static void bounds(NumberType number, boolean whole, List<AnnotationSpec> annotations) {
    number
        .minimum()
        .filter(value -> value.compareTo(MAX_SAFE_INTEGER.negate()) != 0)
        .ifPresent(value -> annotations.add(bound(whole, value, true, true)));
    number.exclusiveMinimum().ifPresent(value -> annotations.add(bound(whole, value, true, false)));
    number
        .maximum()
        .filter(value -> value.compareTo(MAX_SAFE_INTEGER) != 0)
        .ifPresent(value -> annotations.add(bound(whole, value, false, true)));
    number
        .exclusiveMaximum()
        .ifPresent(value -> annotations.add(bound(whole, value, false, false)));
  }

  private static AnnotationSpec bound(
      boolean whole, BigDecimal value, boolean lower, boolean inclusive) {
    if (whole && inclusive && isLong(value)) {
      return AnnotationSpec.builder(lower ? Types.MIN : Types.MAX)
          .addMember("value", "$LL", value.longValueExact())
          .build();
    }
    AnnotationSpec.Builder bound = AnnotationSpec.builder(
            lower ? Types.DECIMAL_MIN : Types.DECIMAL_MAX)
        .addMember("value", "$S", value.toPlainString());
    if (!inclusive) {
      bound.addMember("inclusive", "false");
    }
    // The default messages are EL expressions; the runtime interpolates without EL, so the message
    // is spelled out.
    String message = "must be " + (lower ? "greater than " : "less than ")
        + (inclusive ? "or equal to " : "") + "{value}";
    return bound.addMember("message", "$S", message).build();
  }

  private static boolean isLong(BigDecimal value) {
    try {
      value.longValueExact();
      return true;
    } catch (ArithmeticException e) {
      return false;
    }
  }
}
