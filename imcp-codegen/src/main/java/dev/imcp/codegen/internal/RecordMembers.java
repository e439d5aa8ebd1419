package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.codegen.internal.RecordEmitter.Component;
import dev.imcp.codegen.internal.RecordEmitter.EnumAccessor;
import dev.imcp.schema.type.ConstType;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The members of a generated record besides its components: fixed accessors for constants, the accessor that sends a
 * nudged number, the enum view of a result's enum kept as sent, the getter of additional members, and a {@code
 * toString()} that hides secrets.
 */
final class RecordMembers {
  private final TypeSpec.Builder spec;
  private final UniqueNames names;

  RecordMembers(TypeSpec.Builder spec, UniqueNames names) {
    this.spec = spec;
    this.names = names;
  }

  /** A {@code const} string property: always the same value, so an accessor rather than a component. */
  void constant(String wireName, ConstType constant) {
    String value = constant.value().stringValue();
    spec.addMethod(MethodSpec.methodBuilder(names.newName(Names.lowerCamel(wireName)))
        .addModifiers(Modifier.PUBLIC)
        .addAnnotation(AnnotationSpec.builder(Types.JSON_PROPERTY)
            .addMember("value", "$S", wireName)
            .build())
        .addJavadoc("Always $L.\n\n@return $L\n", Javadocs.code(value), Javadocs.code(value))
        .returns(String.class)
        .addStatement("return $S", value)
        .build());
  }

  /** The value as sent: whole numbers nudged to the next double, for servers that read 40.0 as an integer. */
  void nudged(Component component) {
    // Private: Jackson reads it for its annotation; callers see only the value they set.
    spec.addMethod(MethodSpec.methodBuilder(names.newName(component.name() + "OnTheWire"))
        .addModifiers(Modifier.PRIVATE)
        .addAnnotation(AnnotationSpec.builder(Types.JSON_PROPERTY)
            .addMember("value", "$S", component.wireName())
            .build())
        .addJavadoc(
            "{@code $N} as sent: a whole value gets the smallest fraction, as the server reads whole numbers as "
                + "integers.\n",
            component.name())
        .returns(RecordEmitter.nullable(component))
        .addStatement("return $T.nudge($N)", Types.WHOLE_NUMBERS, component.name())
        .build());
  }

  /** A result's enum read as the enum: {@code UNKNOWN} for a value added after generation, which the component keeps. */
  void enumAccessor(Component component, EnumAccessor accessor) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(accessor.name())
        .addModifiers(Modifier.PUBLIC)
        .addAnnotation(Types.JSON_IGNORE)
        .returns(
            accessor.list() || component.nonNull()
                ? accessor.type()
                : accessor
                    .type()
                    .annotated(AnnotationSpec.builder(Types.NULLABLE).build()));
    TypeName element = accessor.list()
        ? ((ParameterizedTypeName) accessor.type()).typeArguments().get(0)
        : accessor.type();
    if (accessor.list()) {
      method
          .addJavadoc(
              "{@return {@code $N} as constants; {@link $T#UNKNOWN} for a value this SDK does not know}\n",
              component.name(),
              element)
          .addStatement(
              "return $N.stream().map($T::fromValue).toList()", component.name(), element);
    } else {
      method.addJavadoc(
          "{@return {@code $N} as a constant; {@link $T#UNKNOWN} for a value this SDK does not know}\n",
          component.name(),
          element);
      if (component.nonNull()) {
        method.addStatement("return $T.fromValue($N)", element, component.name());
      } else {
        method.addStatement(
            "return $N == null ? null : $T.fromValue($N)",
            component.name(),
            element,
            component.name());
      }
    }
    spec.addMethod(method.build());
  }

  /** The record's usual {@code Name[a=1, b=2]}, with secrets shown as set or not, never as they are. */
  void redactingToString(ClassName record, List<Component> components) {
    if (components.stream().noneMatch(Component::secret)) {
      return;
    }
    CodeBlock.Builder text = CodeBlock.builder().add("$S", record.simpleName() + "[");
    for (int i = 0; i < components.size(); i++) {
      Component component = components.get(i);
      text.add("\n+ $S + ", (i == 0 ? "" : ", ") + component.name() + "=");
      text.add(
          component.secret()
              ? CodeBlock.of("$T.of($N)", Types.REDACTION, component.name())
              : CodeBlock.of("$N", component.name()));
    }
    text.add("\n+ $S", "]");
    spec.addMethod(MethodSpec.methodBuilder("toString")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("{@return the components, with each secret shown only as set or not}\n")
        .returns(String.class)
        .addStatement("return $L", text.build())
        .build());
  }
}
