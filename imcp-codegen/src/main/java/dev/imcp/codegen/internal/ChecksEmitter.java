package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * {@code checkConstraints}: the Bean Validation annotations of a request record, compiled into calls of the runtime's
 * {@code ArgumentChecks}, so that a call validates without a Bean Validation provider. Read from the annotations just
 * emitted, one check per annotation, so that the two cannot disagree; constraints on list elements and map values
 * ({@code List<@Valid Alarm>}) become a check per element, at Hibernate Validator's paths ({@code tags[0].<list
 * element>}, {@code alarms[0].minutes}).
 */
final class ChecksEmitter {
  static final String METHOD = "checkConstraints";

  private ChecksEmitter() {}

  /** A value to check: the Java expression that reads it, its type, and its own (not its elements') annotations. */
  record Checked(String name, TypeName type, List<AnnotationSpec> annotations) {}

  static MethodSpec method(List<Checked> values) {
    CodeBlock.Builder body = CodeBlock.builder();
    for (Checked value : values) {
      body.add(checks(
          "checks",
          "path",
          CodeBlock.of("$S", value.name()),
          CodeBlock.of("$S", value.name()),
          CodeBlock.of("this.$N", value.name()),
          value.type(),
          value.annotations(),
          value.name()));
    }
    return MethodSpec.methodBuilder(METHOD)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(Types.ARGUMENT_CHECKS, "checks")
        .addParameter(String.class, "path")
        .addCode(body.build())
        .build();
  }

  /**
   * @param checks the {@code ArgumentChecks} variable at this depth
   * @param name the name a violation of the value itself is reported under
   * @param cascadeName the name its own properties are reported under (empty for elements)
   * @param valueName the Java name of the value, from which its elements' variables are named ({@code alarms} → {@code
   *     alarm}, {@code alarmChecks}, {@code alarmPath})
   */
  private static CodeBlock checks(
      String checks,
      String path,
      CodeBlock name,
      CodeBlock cascadeName,
      CodeBlock value,
      TypeName type,
      List<AnnotationSpec> annotations,
      String valueName) {
    CodeBlock.Builder code = CodeBlock.builder();
    for (AnnotationSpec annotation : annotations) {
      if (isConstraint(annotation.type())) {
        code.addStatement("$L", check(checks, path, name, cascadeName, value, annotation));
      }
    }
    if (type instanceof ParameterizedTypeName parameterized
        && !parameterized.typeArguments().isEmpty()) {
      boolean list = parameterized.rawType().equals(Types.LIST);
      TypeName element = parameterized
          .typeArguments()
          .get(list ? 0 : parameterized.typeArguments().size() - 1);
      String item = elementName(valueName);
      CodeBlock inner = checks(
          item + "Checks",
          item + "Path",
          CodeBlock.of("$S", list ? ".<list element>" : ".<map value>"),
          CodeBlock.of("$S", ""),
          CodeBlock.of("$N", item),
          element.withoutAnnotations(),
          element.annotations(),
          item);
      if (!inner.isEmpty()) {
        code.add(
            "$L.$L($N, $L, $L, ($N, $N, $N) -> {\n$>$L$<});\n",
            checks,
            list ? "elements" : "values",
            path,
            name,
            value,
            item + "Checks",
            item + "Path",
            item,
            inner);
      }
    }
    return code.build();
  }

  /** An element's variable: the singular of its collection's name, never the method's own {@code checks} or {@code path}. */
  private static String elementName(String collection) {
    String item = Names.singular(collection);
    return item.equals("checks") || item.equals("path") ? item + "Element" : item;
  }

  private static CodeBlock check(
      String checks,
      String path,
      CodeBlock name,
      CodeBlock cascadeName,
      CodeBlock value,
      AnnotationSpec annotation) {
    TypeName type = annotation.type();
    Call call = new Call(checks, path, name, value);
    if (type.equals(Types.VALID)) {
      return new Call(checks, path, cascadeName, value).of("valid");
    } else if (type.equals(Types.NOT_NULL)) {
      return call.of("notNull");
    } else if (type.equals(Types.SIZE)) {
      return call.of(
          "size",
          member(annotation, "min", CodeBlock.of("0")),
          member(annotation, "max", CodeBlock.of("$T.MAX_VALUE", Integer.class)));
    } else if (type.equals(Types.PATTERN)) {
      return call.of(
          "pattern",
          annotation.members().get("regexp").get(0),
          annotation.members().get("message").get(0));
    } else if (type.equals(Types.EMAIL)) {
      return call.of("email");
    } else if (type.equals(Types.MIN) || type.equals(Types.MAX)) {
      return call.of(
          type.equals(Types.MIN) ? "min" : "max",
          annotation.members().get("value").get(0));
    } else if (type.equals(Types.DECIMAL_MIN) || type.equals(Types.DECIMAL_MAX)) {
      return call.of(
          type.equals(Types.DECIMAL_MIN) ? "decimalMin" : "decimalMax",
          annotation.members().get("value").get(0),
          member(annotation, "inclusive", CodeBlock.of("true")),
          annotation.members().get("message").get(0));
    }
    throw new IllegalStateException("no generated check for " + type);
  }

  /** One value's call of an {@code ArgumentChecks} method: {@code checks.method(path, name, value, members…)}. */
  private record Call(String checks, String path, CodeBlock name, CodeBlock value) {
    CodeBlock of(String method, CodeBlock... members) {
      CodeBlock.Builder call =
          CodeBlock.builder().add("$L.$L($N, $L, $L", checks, method, path, name, value);
      for (CodeBlock member : members) {
        call.add(", $L", member);
      }
      return call.add(")").build();
    }
  }

  private static CodeBlock member(AnnotationSpec annotation, String member, CodeBlock otherwise) {
    List<CodeBlock> values = annotation.members().get(member);
    return values == null || values.isEmpty() ? otherwise : values.get(0);
  }

  private static boolean isConstraint(TypeName type) {
    return type instanceof ClassName name
        && (name.packageName().equals(Types.CONSTRAINTS) || name.equals(Types.VALID));
  }
}
