package dev.imcp.codegen.internal;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.imcp.codegen.internal.RecordEmitter.Component;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import javax.lang.model.element.Modifier;

/**
 * {@code writeMembers}: a request record's JSON written by the record itself through the runtime's {@code JsonOut}, so
 * that a call needs no data-binding mapper. Derived from the same model as the record's Jackson annotations, in the
 * order Jackson writes them: a discriminated union's tag first ({@code @JsonTypeInfo}), then the components in the
 * constructor's order (a nudged number, which its accessor writes, where its component stands), the {@code
 * @JsonAnyGetter} map's entries among them where it stands (null values written, as Jackson writes them), then the {@code const} members, which accessors write, in
 * the server's order. A null member is left out, as
 * {@code @JsonInclude(NON_NULL)} leaves it; wire names are string literals ({@code $S}), whatever the server named them.
 */
final class WriterEmitter {
  static final String METHOD = "writeMembers";
  static final String VALUE_METHOD = "writeValue";

  private WriterEmitter() {}

  /**
   * The members of a record.
   *
   * @param tag a discriminated union branch's tag: the discriminator's name and value
   * @param nudged whether a component is sent by its nudging accessor (a request's {@code Double}s)
   */
  static MethodSpec method(
      ObjectType object,
      Optional<String> tag,
      List<Component> components,
      Function<JsonType, JsonType> concrete,
      Predicate<Component> nudged) {
    CodeBlock.Builder body = CodeBlock.builder();
    tag.ifPresent(
        name -> body.addStatement("out.member($S, $S)", name, UnionEmitter.tag(object, name)));
    for (Component component : components) {
      if (component.additional()) {
        body.addStatement("out.members(this.$N)", component.name());
      } else if (nudged.test(component)) {
        body.addStatement(
            "out.member($S, $T.nudge(this.$N))",
            component.wireName(),
            Types.WHOLE_NUMBERS,
            component.name());
      } else {
        body.addStatement("out.member($S, this.$N)", component.wireName(), component.name());
      }
    }
    for (Property property : object.properties()) {
      if (tag.filter(property.name()::equals).isEmpty()
          && concrete.apply(property.type()) instanceof ConstType constant
          && constant.value().isString()) {
        body.addStatement(
            "out.member($S, $S)", property.name(), constant.value().stringValue());
      }
    }
    return method(body.build());
  }

  /**
   * A union alternative that holds one value is written as that value: named by {@code Object value()} ({@code
   * JsonValued}), or, where it is primitive and so cannot be, by {@link #valueMethod} ({@code SelfWritingValue}).
   */
  static boolean valued(TypeName value) {
    return !value.isPrimitive();
  }

  /**
   * {@code writeValue}: a request's union alternative that holds a primitive writes it through the runtime's {@code
   * JsonOut} as the mapper writes its {@code @JsonValue} component (an {@code int} as a whole number), unboxed.
   */
  static MethodSpec valueMethod(TypeName value) {
    TypeName plain = value.withoutAnnotations();
    if (!(plain.equals(TypeName.BOOLEAN)
        || plain.equals(TypeName.LONG)
        || plain.equals(TypeName.INT)
        || plain.equals(TypeName.DOUBLE))) {
      // a float would be widened (0.1f written as 0.10000000149011612), unlike the mapper's
      throw new IllegalStateException("no writer for an alternative holding a " + value);
    }
    return MethodSpec.methodBuilder(VALUE_METHOD)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(Types.JSON_OUT, "out")
        .addStatement("out.value(this.value)")
        .build();
  }

  private static MethodSpec method(CodeBlock body) {
    return MethodSpec.methodBuilder(METHOD)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(Types.JSON_OUT, "out")
        .addCode(body)
        .build();
  }
}
