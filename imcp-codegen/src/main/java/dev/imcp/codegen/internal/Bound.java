package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * What the prompts and resources classes share: bound to a runtime client and call options ({@code of}, {@code
 * withOptions}), and {@code complete…} methods.
 */
final class Bound {
  private static final TypeName STRING_MAP = ParameterizedTypeName.get(
      Types.MAP, ClassName.get(String.class), ClassName.get(String.class));

  private Bound() {}

  /** The names every such class holds already. */
  static UniqueNames members() {
    return UniqueNames.members("member", "of", "withOptions", "client", "options");
  }

  static TypeSpec.Builder type(ClassName className, String javadoc, Stamp stamp) {
    return TypeSpec.classBuilder(className)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(stamp.annotation())
        .addJavadoc(javadoc)
        .addField(FieldSpec.builder(Types.MCP_CLIENT, "client", Modifier.PRIVATE, Modifier.FINAL)
            .build())
        .addField(FieldSpec.builder(Types.CALL_OPTIONS, "options", Modifier.PRIVATE, Modifier.FINAL)
            .build())
        .addMethod(MethodSpec.constructorBuilder()
            .addParameter(Types.MCP_CLIENT, "client")
            .addParameter(Types.CALL_OPTIONS, "options")
            .addStatement("this.client = client")
            .addStatement("this.options = options")
            .build())
        .addMethod(MethodSpec.methodBuilder("of")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(className)
            .addParameter(Types.MCP_CLIENT, "client")
            .addJavadoc("{@return these methods on a runtime client, with default call options}\n\n"
                + "@param client an initialized client\n")
            .addStatement(
                "return new $T($T.requireNonNull(client, $S), $T.defaults())",
                className,
                Types.OBJECTS,
                "client",
                Types.CALL_OPTIONS)
            .build())
        .addMethod(MethodSpec.methodBuilder("withOptions")
            .addModifiers(Modifier.PUBLIC)
            .returns(className)
            .addParameter(Types.CALL_OPTIONS, "options")
            .addJavadoc(
                "{@return a copy whose calls use these options (timeout, correlation id)}\n\n"
                    + "@param options the options of every call through the copy\n")
            .addStatement(
                "return new $T(client, $T.requireNonNull(options, $S))",
                className,
                Types.OBJECTS,
                "options")
            .build());
  }

  /**
   * {@code name(prefix)} and {@code name(prefix, context)}, returning the values of {@code client.<call>, prefix,
   * context, options)}.
   */
  static List<MethodSpec> completions(String name, CodeBlock call, String what) {
    TypeName values = ParameterizedTypeName.get(Types.LIST, ClassName.get(String.class));
    String doc = "{@return values the server suggests for the " + what
        + " that begin with {@code prefix} ({@code completion/complete})}\n\n"
        + "@param prefix what was typed so far\n";
    return List.of(
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PUBLIC)
            .returns(values)
            .addParameter(String.class, "prefix")
            .addJavadoc(doc)
            .addStatement("return $L($L, $T.of())", name, "prefix", Types.MAP)
            .build(),
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PUBLIC)
            .returns(values)
            .addParameter(String.class, "prefix")
            .addParameter(STRING_MAP, "context")
            .addJavadoc(doc + "@param context the values already chosen for the others, by name\n")
            .addStatement("return client.$L, prefix, context, options).values()", call)
            .build());
  }
}
