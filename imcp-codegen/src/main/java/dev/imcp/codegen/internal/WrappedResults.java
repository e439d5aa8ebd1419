package dev.imcp.codegen.internal;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.ToolSchema;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * FastMCP's wrapped results: a tool whose value is not an object (an {@code int}, a {@code list[str]}) declares an
 * {@code outputSchema} of one member, {@code result}, marked {@code "x-fastmcp-wrap-result": true}, and answers {@code
 * {"result": 3}}. Its methods return the value's type ({@code long}, {@code List<String>}), which the runtime unwraps
 * ({@code ResultType.wrapped}); types the value needs (a {@code list[Task]}'s {@code Task}) are nested in a holder
 * class named as the result record would be, unless they are shared.
 */
final class WrappedResults {
  static final String MARK = "x-fastmcp-wrap-result";
  private static final String MEMBER = "result";

  private WrappedResults() {}

  /** Whether the tool's result is a value FastMCP wraps in {@code {"result": …}}. */
  static boolean wraps(ToolSchema schema) {
    boolean marked = schema
        .tool()
        .outputSchema()
        .map(output -> output.path(MARK).asBoolean(false))
        .orElse(false);
    return marked
        && schema
            .output()
            .filter(output -> output.properties().size() == 1
                && output.properties().get(0).name().equals(MEMBER))
            .isPresent();
  }

  /** The wrapped value's type and its {@code ResultType}, and the holder of the types it needs, if any. */
  record Mapped(ToolModel.KnownResult known, Optional<TypeSpec> holder) {}

  /**
   * @param holder the scope of the holder class, named as the result record would be
   * @param constant the name of the service's {@code ResultType} constant
   */
  static Mapped map(
      TypeMapper mapper,
      ObjectType output,
      Scope holder,
      String constant,
      String tool,
      Stamp stamp) {
    Property value = output.properties().get(0);
    TypeName boxed = mapper.map(value.type(), holder, tool);
    boolean nullable = !value.required() || mapper.isNullable(value.type());
    TypeName plain = Types.withoutTypeArgumentAnnotations(boxed.withoutAnnotations());
    CodeBlock factory = CodeBlock.of(
        "$T.$L($S, $L)",
        Types.RESULT_TYPE,
        nullable ? "wrappedOrNull" : "wrapped",
        MEMBER,
        TypeSpec.anonymousClassBuilder("")
            .superclass(ParameterizedTypeName.get(Types.TYPE_TOKEN, plain))
            .build());
    TypeName returned = nullable
        ? boxed.annotated(
            com.palantir.javapoet.AnnotationSpec.builder(Types.NULLABLE).build())
        : TypeMapper.unboxIfRequired(boxed, true);
    ToolModel.KnownResult known = new ToolModel.KnownResult(returned, factory, constant);
    if (holder.nestedTypes().isEmpty()) {
      return new Mapped(known, Optional.empty());
    }
    TypeSpec.Builder holderSpec = TypeSpec.classBuilder(holder.className)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(stamp.annotation())
        .addJavadoc(
            "The types in the result of tool $L, whose methods return its value unwrapped.\n",
            Javadocs.code(tool))
        .addMethod(
            MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    holder.nestedTypes().forEach(holderSpec::addType);
    return new Mapped(known, Optional.of(holderSpec.build()));
  }
}
