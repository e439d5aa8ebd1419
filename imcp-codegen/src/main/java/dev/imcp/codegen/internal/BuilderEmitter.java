package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
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
  private static final ClassName DOUBLE = ClassName.get(Double.class);

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
    this.required = components.stream()
        .filter(Component::required)
        .sorted(java.util.Comparator.comparingInt(
            component -> requiredOrder.indexOf(component.wireName())))
        .toList();
  }

  void addTo(TypeSpec.Builder spec) {
    if (components.isEmpty()) {
      return;
    }
    ClassName builder = record.nestedClass("Builder");
    MethodSpec.Builder factory = MethodSpec.methodBuilder("builder")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc(
            "A builder that starts from the required arguments; add optional ones by name.\n\n");
    RecordEmitter.params(factory, required);
    spec.addMethod(factory
        .addJavadoc("@return a builder with no optional argument set\n")
        .addParameters(requiredParameters())
        .returns(builder)
        .addStatement("return new $T($L)", builder, names(required))
        .build());
    if (required.size() == components.size()) {
      MethodSpec.Builder of = MethodSpec.methodBuilder("of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .addJavadoc("The record of all its arguments, which are all required.\n\n");
      RecordEmitter.params(of, required);
      spec.addMethod(of.addJavadoc("@return the record\n")
          .addParameters(requiredParameters())
          .returns(record)
          .addStatement("return new $T($L)", record, names(components))
          .build());
    }
    spec.addType(builderType(builder));
  }

  private TypeSpec builderType(ClassName builder) {
    TypeSpec.Builder type = TypeSpec.classBuilder(builder)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            "Builds a {@link $T}, started by {@link $T#builder} with the required arguments.\n",
            record,
            record);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameters(requiredParameters());
    for (Component component : components) {
      // Constraints belong to the record; on the builder's fields and setters they would only be
      // noise.
      TypeName plain = Types.withoutTypeArgumentAnnotations(inBuilder(component));
      FieldSpec.Builder field = FieldSpec.builder(plain, component.name(), Modifier.PRIVATE);
      if (component.required()) {
        field.addModifiers(Modifier.FINAL);
        if (component.type().isPrimitive()) {
          constructor.addStatement("this.$N = $N", component.name(), component.name());
        } else {
          constructor.addStatement(
              "this.$N = $T.requireNonNull($N, $S)",
              component.name(),
              Types.OBJECTS,
              component.name(),
              component.name());
        }
      } else {
        type.addMethod(setter(component, plain, builder, "")
            .addStatement("this.$N = $N", component.name(), component.name())
            .addStatement("return this")
            .build());
        if (component.type().withoutAnnotations().equals(DOUBLE)) {
          // So that builder().count(5) compiles as of(2, 40) does: an int or long widens to this
          // overload.
          type.addMethod(setter(component, TypeName.LONG, builder, ", from a whole number")
              .addStatement("this.$N = (double) $N", component.name(), component.name())
              .addStatement("return this")
              .build());
        }
      }
      type.addField(field.build());
    }
    type.addMethod(constructor.build());
    type.addMethod(MethodSpec.methodBuilder("build")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("The record of the arguments set.\n\n@return the record\n")
        .returns(record)
        .addStatement("return new $T($L)", record, names(components))
        .build());
    return type.build();
  }

  /** What the builder holds until {@code build}: null for an optional component not set, whatever the record makes of it. */
  private static TypeName inBuilder(Component component) {
    return component.required() || component.type().isPrimitive()
        ? component.type()
        : component
            .type()
            .annotated(
                com.palantir.javapoet.AnnotationSpec.builder(Types.NULLABLE).build());
  }

  private static MethodSpec.Builder setter(
      Component component, TypeName type, ClassName builder, String how) {
    return MethodSpec.methodBuilder(component.name())
        .addModifiers(Modifier.PUBLIC)
        .addParameter(type, component.name())
        .returns(builder)
        .addJavadoc(
            "Sets {@code $N}$L.\n\n@param $N $L\n@return this builder\n",
            component.name(),
            how,
            component.name(),
            component.doc());
  }

  private List<ParameterSpec> requiredParameters() {
    return required.stream()
        .map(component ->
            ParameterSpec.builder(component.type(), component.name()).build())
        .toList();
  }

  private static CodeBlock names(List<Component> components) {
    return CodeBlock.of(components.stream().map(Component::name).collect(Collectors.joining(", ")));
  }
}
