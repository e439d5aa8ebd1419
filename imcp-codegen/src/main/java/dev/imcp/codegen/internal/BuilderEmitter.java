package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.codegen.internal.RecordEmitter.Component;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * A staged builder: {@code builder()} returns a step per required argument ({@code OwnerStage}, then {@code
 * RepoStage}, …), each an interface whose one method names the argument, so that every required argument is named at
 * the call site and a call missing one does not compile. The steps are lambdas ({@link #steps}), so the builder has no
 * method per required argument; the last step is the {@code Builder}, made with them, with a setter per
 * optional argument and {@code build()}. Steps and setters follow the record's components, which follow the server's
 * property order. {@code of(…)} takes the required arguments by position where {@link PositionalFactory} says no call
 * can pass them in the wrong order.
 */
final class BuilderEmitter {
  private static final ClassName DOUBLE = ClassName.get(Double.class);
  private static final ClassName NUMBER = ClassName.get(Number.class);
  private static final AnnotationSpec NULLABLE =
      AnnotationSpec.builder(Types.NULLABLE).build();

  private final ClassName record;
  private final List<Component> components;
  private final List<Component> required;
  private final ClassName builder;
  /** One step per required component, in order. */
  private final List<ClassName> stages;

  /**
   * @param scope the record's scope, where the steps' names are taken
   */
  BuilderEmitter(ClassName record, List<Component> components, Scope scope) {
    this.record = record;
    this.components = components;
    this.required = components.stream().filter(Component::required).toList();
    this.builder = record.nestedClass("Builder");
    this.stages = components.isEmpty()
        ? List.of()
        : required.stream()
            .map(component -> scope.nestedName(component.name() + "Stage"))
            .toList();
  }

  void addTo(TypeSpec.Builder spec) {
    if (components.isEmpty()) {
      return;
    }
    spec.addMethod(factory());
    if (PositionalFactory.allows(required)) {
      spec.addMethod(PositionalFactory.method(record, components, required));
    }
    for (int i = 0; i < required.size(); i++) {
      spec.addType(stage(i));
    }
    spec.addType(builderType());
  }

  private MethodSpec factory() {
    String order = required.stream()
        .map(component -> "{@code " + component.name() + "}")
        .collect(Collectors.joining(", "));
    return MethodSpec.methodBuilder("builder")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc(
            "$L",
            required.isEmpty()
                ? "A builder with no argument set; every argument is optional.\n\n"
                    + "@return the builder\n"
                : "A builder that takes the required arguments by name, in this order: " + order
                    + "; then optional ones and {@code build()}.\n\n@return the first step\n")
        .returns(next(-1))
        .addStatement("return $L", steps(0))
        .build();
  }

  /**
   * The steps from the {@code index}th required component on, as lambdas: {@code title -> Steps.next(title, "title",
   * () -> start -> …)}, ending in the builder made with every required argument. A non-primitive argument is checked
   * for null by its own step.
   */
  private CodeBlock steps(int index) {
    if (index == required.size()) {
      return CodeBlock.of("new $T($L)", builder, names(required));
    }
    Component component = required.get(index);
    return component.type().isPrimitive()
        ? CodeBlock.of("$N -> $L", component.name(), steps(index + 1))
        : CodeBlock.of(
            "$N -> $T.next($N, $S, () -> $L)",
            component.name(),
            Types.STEPS,
            component.name(),
            component.name(),
            steps(index + 1));
  }

  /** The step after the {@code index}th required component: the next required one, or the builder. */
  private ClassName next(int index) {
    return index + 1 < stages.size() ? stages.get(index + 1) : builder;
  }

  private TypeSpec stage(int index) {
    Component component = required.get(index);
    TypeSpec.Builder stage = TypeSpec.interfaceBuilder(stages.get(index))
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc(
            "The step of {@link $T#builder} that sets the required {@code $N}.\n",
            record,
            component.name());
    stage.addMethod(
        setter(component, Types.withoutTypeArgumentAnnotations(component.type()), next(index), "")
            .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
            .build());
    for (NumberOverload overload : NumberOverload.of(component)) {
      stage.addMethod(setter(component, overload.type(), next(index), overload.how())
          .addModifiers(Modifier.PUBLIC, Modifier.DEFAULT)
          .addStatement("return $N($L)", component.name(), overload.conversion(component.name()))
          .build());
    }
    return stage.build();
  }

  private TypeSpec builderType() {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE);
    for (Component component : required) {
      constructor
          .addParameter(Types.withoutTypeArgumentAnnotations(component.type()), component.name())
          .addStatement("this.$N = $N", component.name(), component.name());
    }
    TypeSpec.Builder type = TypeSpec.classBuilder(builder)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            "Builds a {@link $T}: its last step, where optional arguments are set and {@code build()} makes the "
                + "record.\n",
            record)
        .addMethod(constructor.build());
    for (int i = 0; i < components.size(); i++) {
      Component component = components.get(i);
      // Constraints belong to the record; on the builder's fields and setters they would only be
      // noise.
      TypeName plain = Types.withoutTypeArgumentAnnotations(inBuilder(component));
      type.addField(
          component.required()
              ? FieldSpec.builder(plain, component.name(), Modifier.PRIVATE, Modifier.FINAL)
                  .build()
              : FieldSpec.builder(plain, component.name(), Modifier.PRIVATE).build());
      if (!component.required()) {
        addOptionalSetters(type, component, plain);
      }
    }
    type.addMethod(MethodSpec.methodBuilder("build")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("{@return the record of the arguments set}\n")
        .returns(record)
        .addStatement("return new $T($L)", record, names(components))
        .build());
    return type.build();
  }

  private void addOptionalSetters(TypeSpec.Builder type, Component component, TypeName plain) {
    // Not withoutAnnotations().equals(DOUBLE): that renders a new type name on every call.
    if (plain instanceof ClassName name && name.canonicalName().equals(DOUBLE.canonicalName())) {
      // One setter for every literal (5, 5L, 2.5) and null: a Number, held as a double.
      type.addMethod(setter(
              component, NUMBER.annotated(NULLABLE), builder, ", any number, as a {@code double}")
          .addModifiers(Modifier.PUBLIC)
          .addStatement(
              "this.$N = $N == null ? null : $N.doubleValue()",
              component.name(),
              component.name(),
              component.name())
          .addStatement("return this")
          .build());
      return;
    }
    type.addMethod(setter(component, plain, builder, "")
        .addModifiers(Modifier.PUBLIC)
        .addStatement("this.$N = $N", component.name(), component.name())
        .addStatement("return this")
        .build());
    for (NumberOverload overload : NumberOverload.of(component)) {
      type.addMethod(setter(component, overload.type(), builder, overload.how())
          .addModifiers(Modifier.PUBLIC)
          .addStatement("this.$N = $L", component.name(), overload.conversion(component.name()))
          .addStatement("return this")
          .build());
    }
  }

  /** What the builder holds until {@code build}: null for an optional component not set, whatever the record makes of it. */
  private static TypeName inBuilder(Component component) {
    return component.required() || component.type().isPrimitive()
        ? component.type()
        : component.type().annotated(AnnotationSpec.builder(Types.NULLABLE).build());
  }

  private static MethodSpec.Builder setter(
      Component component, TypeName type, ClassName returns, String how) {
    return MethodSpec.methodBuilder(component.name())
        .addParameter(type, component.name())
        .returns(returns)
        .addJavadoc(
            "{@return $L} Sets {@code $N}$L.\n@param $N $L\n",
            returns.simpleName().equals("Builder") ? "this builder" : "the next step",
            component.name(),
            how,
            component.name(),
            component.doc());
  }

  static CodeBlock names(List<Component> components) {
    return CodeBlock.of(components.stream().map(Component::name).collect(Collectors.joining(", ")));
  }
}
