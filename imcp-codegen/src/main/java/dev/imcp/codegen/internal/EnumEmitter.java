package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * A string enum as a Java enum: a constant per value with a readable unique name, the value as sent by {@code value()},
 * and {@code fromValue(String)}. A request's enum knows its values only, so a request cannot hold another; a result's
 * also has {@code UNKNOWN}, which {@code fromValue} gives for a value the server added after generation, so that such
 * a value does not fail the whole call (the record holding it keeps the value as sent).
 */
final class EnumEmitter {
  static final String UNKNOWN = "UNKNOWN";

  private EnumEmitter() {}

  static TypeSpec emit(ClassName className, List<String> values, String doc, Direction direction) {
    boolean open = direction == Direction.RESULT;
    TypeSpec.Builder spec = TypeSpec.enumBuilder(className).addModifiers(Modifier.PUBLIC);
    if (className.enclosingClassName() != null) {
      spec.addModifiers(Modifier.STATIC);
    }
    spec.addJavadoc("$L\n", doc).addSuperinterface(Types.JSON_VALUED);
    UniqueNames constants =
        open ? UniqueNames.constants("value", UNKNOWN) : UniqueNames.constants("value");
    for (String value : values) {
      spec.addEnumConstant(
          constants.newName(Names.constant(value)),
          TypeSpec.anonymousClassBuilder("$S", value)
              .addJavadoc("$L\n", Javadocs.code(value))
              .build());
    }
    if (open) {
      spec.addEnumConstant(
          UNKNOWN,
          TypeSpec.anonymousClassBuilder("null")
              .addJavadoc(
                  "A value this SDK does not know, such as one the server added after it was generated.\n")
              .build());
    }
    TypeName valueType = open
        ? ClassName.get(String.class)
            .annotated(AnnotationSpec.builder(Types.NULLABLE).build())
        : ClassName.get(String.class);
    spec.addField(
        FieldSpec.builder(valueType, "value", Modifier.PRIVATE, Modifier.FINAL).build());
    spec.addMethod(MethodSpec.constructorBuilder()
        .addParameter(valueType, "value")
        .addStatement("this.value = value")
        .build());
    spec.addMethod(MethodSpec.methodBuilder("value")
        .addModifiers(Modifier.PUBLIC)
        .addAnnotation(Types.JSON_VALUE)
        .addJavadoc(
            open
                ? "{@return the value as sent; null for {@link #UNKNOWN}}\n"
                : "{@return the value as sent}\n")
        .returns(valueType)
        .addStatement("return value")
        .build());
    return spec.addMethod(fromValue(className, open)).build();
  }

  private static MethodSpec fromValue(ClassName className, boolean open) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("fromValue")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addAnnotation(Types.JSON_CREATOR)
        .addParameter(String.class, "value")
        .returns(className)
        .addJavadoc(
            open
                ? "{@return the constant sent as {@code value}; {@link #UNKNOWN} for a value this SDK does not know}\n\n"
                    + "@param value the value as sent\n"
                : "{@return the constant sent as {@code value}}\n\n@param value the value as sent\n"
                    + "@throws IllegalArgumentException for a value none of the constants has\n")
        .beginControlFlow("for ($T constant : values())", className)
        .beginControlFlow("if (value.equals(constant.value))")
        .addStatement("return constant")
        .endControlFlow()
        .endControlFlow();
    if (open) {
      return method.addStatement("return $L", UNKNOWN).build();
    }
    return method
        .addStatement(
            "throw new $T(\"'\" + value + \"' is not a value of $L\")",
            IllegalArgumentException.class,
            className.simpleName())
        .build();
  }
}
