package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.ObjectType;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * A union's factories, one per alternative and named after it, so that a value is built as a person would write it:
 * {@code Parent.pageId(id)} for an object alternative whose record has {@code of(…)}, {@code Parent.workspace()} for
 * one that requires nothing, {@code Sort.asc()} for a constant, {@code Parent.ofString("w")} for any other value. An
 * object alternative whose required arguments could be misread by position has none: its staged builder is the way
 * ({@code Comment.Position.builder().path(p)…build()}), and its record is the union's.
 */
final class UnionFactories {
  private final TypeMapper mapper;

  UnionFactories(TypeMapper mapper) {
    this.mapper = mapper;
  }

  /**
   * The factory of an object alternative: its {@code of} under the alternative's name ({@code Parent.pageId(id)}), or,
   * when it requires nothing, one without arguments; none when its required arguments must be named through its
   * builder ({@code Parent.Comment.builder()…build()} is one).
   */
  Optional<MethodSpec> object(TypeSpec record, ObjectType object, ClassName union, String factory) {
    ClassName branchName = union.nestedClass(record.name());
    MethodSpec.Builder method = MethodSpec.methodBuilder(factory)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(union);
    Optional<MethodSpec> of =
        record.methodSpecs().stream().filter(m -> m.name().equals("of")).findFirst();
    if (of.isPresent()) {
      StringBuilder doc =
          new StringBuilder("The {@code $L} alternative, as {@link $T#of} makes it.\n\n");
      List<String> names = new java.util.ArrayList<>();
      for (ParameterSpec parameter : of.get().parameters()) {
        method.addParameter(parameter);
        doc.append("@param ")
            .append(parameter.name())
            .append(" its {@code ")
            .append(parameter.name())
            .append("}\n");
        names.add(parameter.name());
      }
      return Optional.of(method
          .addJavadoc(
              doc.append("@return the alternative\n").toString(),
              branchName.simpleName(),
              branchName)
          .addStatement("return $T.of($L)", branchName, String.join(", ", names))
          .build());
    }
    boolean requiresNothing = object.properties().stream()
        .filter(property -> property.required())
        .allMatch(property -> mapper.concrete(property.type()) instanceof ConstType constant
            && constant.value().isString());
    if (!requiresNothing) {
      return Optional.empty();
    }
    return Optional.of(method
        .addJavadoc(
            "The {@code $L} alternative, with no optional member set.\n\n@return the alternative\n",
            branchName.simpleName())
        .addStatement(
            record.methodSpecs().stream().anyMatch(m -> m.name().equals("builder"))
                ? "return $T.builder().build()"
                : "return new $T()",
            branchName)
        .build());
  }

  /**
   * A constant alternative: a record without components whose value is the constant, so that no other value can be
   * put in it ({@code Sort.Asc}, written as {@code "asc"}).
   */
  static TypeSpec constant(ClassName union, ClassName name, ConstType constant) {
    boolean string = constant.value().isString();
    String text =
        string ? constant.value().stringValue() : SnapshotFormat.writeValue(constant.value());
    return TypeSpec.recordBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addSuperinterface(union)
        .addSuperinterface(Types.JSON_VALUED)
        .addJavadoc(
            "The {@code $L} alternative, always $L.\n", name.simpleName(), Javadocs.code(text))
        .addMethod(MethodSpec.methodBuilder("value")
            .addModifiers(Modifier.PUBLIC)
            .addAnnotation(Types.JSON_VALUE)
            .addJavadoc("{@return the constant, as sent}\n")
            .returns(string ? ClassName.get(String.class) : Types.OBJECT)
            .addStatement(
                string ? "return $S" : "return $T.value($S)",
                string ? new Object[] {text} : new Object[] {Types.JSON_ALTERNATIVES, text})
            .build())
        .build();
  }

  /** The factory of a wrapped alternative: a constant's takes nothing ({@code Sort.asc()}), the others their value. */
  static MethodSpec wrapper(
      String factory,
      ClassName union,
      ClassName branchName,
      JsonType concrete,
      String kind,
      TypeName value) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(factory)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(union);
    if (concrete instanceof ConstType constant) {
      String text = constant.value().isString()
          ? constant.value().stringValue()
          : SnapshotFormat.writeValue(constant.value());
      return method
          .addJavadoc(
              "The {@code $L} alternative, always $L.\n\n@return the alternative\n",
              branchName.simpleName(),
              Javadocs.code(text))
          .addStatement("return new $T()", branchName)
          .build();
    }
    return method
        .addJavadoc(
            "The {@code $L} alternative, a $L.\n\n@param value the value\n@return the alternative holding it\n",
            branchName.simpleName(),
            kind.toLowerCase(Locale.ROOT))
        .addParameter(value, "value")
        .build()
        .toBuilder()
        .addStatement("return new $T(value)", branchName)
        .build();
  }
}
