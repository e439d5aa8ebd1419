package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.imcp.codegen.internal.RecordEmitter.Component;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * {@code of(…)}: the record from its required arguments by position, the optional ones absent. It exists only where a
 * call cannot pass the arguments in the wrong order and still compile: one required argument, or several whose types
 * no one value fits twice. Types are compared as the compiler would let a value through: numbers are one kind (an
 * {@code int} literal fits {@code long}, {@code double} and {@code BigDecimal}'s overloads), a box is its primitive,
 * generic types are their raw type ({@code List.of()} fits every list), and {@code Object} fits everything. So {@code
 * SearchRequest.of("query")} and {@code GetIssueRequest.of("owner", 42)}, {@code FilterRequest.of(Status.OPEN,
 * "name")} exist, and {@code EditRequest.of(oldText, newText)} does not: use the builder, which names them.
 */
final class PositionalFactory {
  private PositionalFactory() {}

  static boolean allows(List<Component> required) {
    if (required.isEmpty()) {
      return false;
    }
    Set<String> kinds = new HashSet<>();
    for (Component component : required) {
      String kind = kind(component.type());
      if (kind.equals("java.lang.Object") && required.size() > 1 || !kinds.add(kind)) {
        return false;
      }
    }
    return true;
  }

  static MethodSpec method(ClassName record, List<Component> components, List<Component> required) {
    MethodSpec.Builder of = MethodSpec.methodBuilder("of")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc(
            required.size() == components.size()
                ? "The record of its arguments, which are all required.\n\n"
                : "The record of its required arguments; the optional ones are absent.\n\n");
    RecordEmitter.params(of, required);
    of.addJavadoc("@return the record\n").returns(record);
    required.forEach(component ->
        of.addParameter(Types.withoutTypeArgumentAnnotations(component.type()), component.name()));
    StringBuilder arguments = new StringBuilder();
    for (Component component : components) {
      arguments.append(arguments.length() == 0 ? "" : ", ");
      arguments.append(component.required() ? component.name() : absent(component.type()));
    }
    return of.addStatement("return new $T($L)", record, arguments).build();
  }

  /** Absent: {@code null}, as the builder leaves an optional argument that is not set. */
  private static String absent(TypeName type) {
    return type.isPrimitive() ? defaultOf(type) : "null";
  }

  private static String defaultOf(TypeName type) {
    return type.equals(TypeName.BOOLEAN) ? "false" : "0";
  }

  private static String kind(TypeName type) {
    TypeName plain = type.withoutAnnotations();
    if (plain instanceof ParameterizedTypeName parameterized) {
      plain = parameterized.rawType().withoutAnnotations();
    }
    if (plain.isBoxedPrimitive()) {
      plain = plain.unbox();
    }
    if (plain.isPrimitive() && !plain.equals(TypeName.BOOLEAN) || plain.equals(Types.BIG_DECIMAL)) {
      return "number";
    }
    return plain.toString();
  }
}
