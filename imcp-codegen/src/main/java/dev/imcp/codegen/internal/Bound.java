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
 * What the prompts and resources classes share: their descriptors for the run-time drift check ({@code DESCRIPTORS}),
 * bound to a {@code ContextGuard} over a runtime client and to call options ({@code of}, {@code withOptions}), and
 * {@code complete…} methods, blocking and async.
 */
final class Bound {
  private static final TypeName STRING_MAP = ParameterizedTypeName.get(
      Types.MAP, ClassName.get(String.class), ClassName.get(String.class));

  private Bound() {}

  /** The names every such class holds already. */
  static UniqueNames members() {
    return UniqueNames.members(
        "member", "of", "withOptions", "client", "guard", "options", "status");
  }

  /** The name of the descriptors' constant, which no resource constant may take. */
  static final String DESCRIPTORS = "DESCRIPTORS";

  static TypeSpec.Builder type(
      ClassName className, String javadoc, Stamp stamp, List<CodeBlock> descriptors) {
    // Long: the class's fixed members in one chain.
    return TypeSpec.classBuilder(className)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(stamp.annotation())
        .addJavadoc(javadoc)
        .addField(FieldSpec.builder(
                ParameterizedTypeName.get(Types.LIST, Types.CONTEXT_DESCRIPTOR),
                DESCRIPTORS,
                Modifier.PUBLIC,
                Modifier.STATIC,
                Modifier.FINAL)
            .addJavadoc(
                "What this SDK knows of each: name, fingerprint and definition as generated, for the drift check.\n")
            .initializer("$T.of(\n$>$>$L$<$<)", Types.LIST, CodeBlock.join(descriptors, ",\n"))
            .build())
        .addField(FieldSpec.builder(Types.CONTEXT_GUARD, "guard", Modifier.PRIVATE, Modifier.FINAL)
            .build())
        .addField(FieldSpec.builder(Types.CALL_OPTIONS, "options", Modifier.PRIVATE, Modifier.FINAL)
            .build())
        .addMethod(MethodSpec.constructorBuilder()
            .addParameter(Types.CONTEXT_GUARD, "guard")
            .addParameter(Types.CALL_OPTIONS, "options")
            .addStatement("this.guard = guard")
            .addStatement("this.options = options")
            .build())
        .addMethod(MethodSpec.methodBuilder("of")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(className)
            .addParameter(Types.MCP_CLIENT, "client")
            .addJavadoc(
                "{@return these methods on a runtime client, with default call options and no drift check}\n\n"
                    + "@param client an initialized client\n")
            .addStatement("return of(client, $T.IGNORE)", Types.DRIFT_POLICY)
            .build())
        .addMethod(MethodSpec.methodBuilder("of")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(className)
            .addParameter(Types.MCP_CLIENT, "client")
            .addParameter(Types.DRIFT_POLICY, "policy")
            .addJavadoc("{@return these methods on a runtime client, with default call options}\n\n"
                + "@param client an initialized client\n"
                + "@param policy what a difference from the generated ones does\n")
            .addStatement(
                "return new $T($T.start(client, $L, policy), $T.defaults())",
                className,
                Types.CONTEXT_GUARD,
                DESCRIPTORS,
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
                "return new $T(guard, $T.requireNonNull(options, $S))",
                className,
                Types.OBJECTS,
                "options")
            .build());
  }

  /**
   * {@code name(prefix)} and {@code name(prefix, context)}, returning the values of {@code guard.<call>, prefix,
   * context, options)}, and their {@code …Async} twins.
   */
  static List<MethodSpec> completions(String name, String async, CodeBlock call, String what) {
    TypeName values = ParameterizedTypeName.get(Types.LIST, ClassName.get(String.class));
    TypeName future = ParameterizedTypeName.get(Types.COMPLETABLE_FUTURE, values);
    String doc = "values the server suggests for the " + what
        + " that begin with {@code prefix} ({@code completion/complete})";
    String params = "@param prefix what was typed so far\n";
    String context = "@param context the values already chosen for the others, by name\n";
    String later = " to come; cancelling the future cancels the request";
    return List.of(
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PUBLIC)
            .returns(values)
            .addParameter(String.class, "prefix")
            .addJavadoc("{@return " + doc + "}\n\n" + params)
            .addStatement("return $L($L, $T.of())", name, "prefix", Types.MAP)
            .build(),
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PUBLIC)
            .returns(values)
            .addParameter(String.class, "prefix")
            .addParameter(STRING_MAP, "context")
            .addJavadoc("{@return " + doc + "}\n\n" + params + context)
            .addStatement("return guard.await($L($L, context))", async, "prefix")
            .build(),
        MethodSpec.methodBuilder(async)
            .addModifiers(Modifier.PUBLIC)
            .returns(future)
            .addParameter(String.class, "prefix")
            .addJavadoc("{@return " + doc + later + "}\n\n" + params)
            .addStatement("return $L($L, $T.of())", async, "prefix", Types.MAP)
            .build(),
        MethodSpec.methodBuilder(async)
            .addModifiers(Modifier.PUBLIC)
            .returns(future)
            .addParameter(String.class, "prefix")
            .addParameter(STRING_MAP, "context")
            .addJavadoc("{@return " + doc + later + "}\n\n" + params + context)
            .addStatement(
                "return $T.values(guard.$L, prefix, context, options))", Types.CONTEXT_GUARD, call)
            .build());
  }
}
