package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.codegen.internal.RecordEmitter.Component;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * {@code builder(required…)} and a {@code Builder} with one method per optional component: the compiler, not the
 * server, catches a missing required argument. Records whose components are all required also get {@code of(…)}.
 */
final class BuilderEmitter {
  private final ClassName record;
  private final List<Component> components;
  private final List<Component> required;

  /**
   * @param requiredOrder the wire names of the required components in the schema's {@code required} order, which the
   *     factory's parameters follow
   */
  BuilderEmitter(ClassName record, List<Component> components, List<String> requiredOrder) {
    this.record = record;
    this.components = components;
    this.required = components.stream().filter(Component::required)
        .sorted(java.util.Comparator.comparingInt(component -> requiredOrder.indexOf(component.wireName()))).toList();
  }

  void addTo(TypeSpec.Builder spec) {
    if (components.isEmpty()) {
      return;
    }
    ClassName builder = record.nestedClass("Builder");
    spec.addMethod(MethodSpec.methodBuilder("builder")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("A builder that starts from the required arguments; add optional ones by name.\n")
        .addParameters(requiredParameters())
        .returns(builder)
        .addStatement("return new $T($L)", builder, names(required))
        .build());
    if (required.size() == components.size()) {
      spec.addMethod(MethodSpec.methodBuilder("of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .addParameters(requiredParameters())
          .returns(record)
          .addStatement("return new $T($L)", record, names(components))
          .build());
    }
    spec.addType(builderType(builder));
  }

  private TypeSpec builderType(ClassName builder) {
    TypeSpec.Builder type = TypeSpec.classBuilder(builder).addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).addParameters(requiredParameters());
    for (Component component : components) {
      FieldSpec.Builder field = FieldSpec.builder(RecordEmitter.nullable(component), component.name(), Modifier.PRIVATE);
      if (component.required()) {
        field.addModifiers(Modifier.FINAL);
        if (component.type().isPrimitive()) {
          constructor.addStatement("this.$N = $N", component.name(), component.name());
        } else {
          constructor.addStatement("this.$N = $T.requireNonNull($N, $S)", component.name(), Types.OBJECTS, component.name(), component.name());
        }
      } else {
        type.addMethod(MethodSpec.methodBuilder(component.name())
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc("@param $N $L\n", component.name(), component.doc())
            .addParameter(RecordEmitter.nullable(component), component.name())
            .returns(builder)
            .addStatement("this.$N = $N", component.name(), component.name())
            .addStatement("return this")
            .build());
      }
      type.addField(field.build());
    }
    type.addMethod(constructor.build());
    type.addMethod(MethodSpec.methodBuilder("build")
        .addModifiers(Modifier.PUBLIC)
        .returns(record)
        .addStatement("return new $T($L)", record, names(components))
        .build());
    return type.build();
  }

  private List<ParameterSpec> requiredParameters() {
    return required.stream().map(component -> ParameterSpec.builder(component.type(), component.name()).build()).toList();
  }

  private static CodeBlock names(List<Component> components) {
    return CodeBlock.of(components.stream().map(Component::name).collect(Collectors.joining(", ")));
  }
}
