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
        .addFields(guardAndOptions(Types.CONTEXT_GUARD, "guard"))
        .addMethod(constructor(Types.CONTEXT_GUARD, "guard"))
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
        .addMethod(withOptions(className, className, "guard")
            .addJavadoc(
                "{@return a copy whose calls use these options (timeout, correlation id)}\n\n"
                    + "@param options the options of every call through the copy\n")
            .build());
  }

  /**
   * The two fields of a class whose calls go through a guard over the runtime client, with call options: the guard's
   * field named {@code guardName}, then {@code options}.
   */
  static List<FieldSpec> guardAndOptions(ClassName guard, String guardName) {
    return List.of(
        FieldSpec.builder(guard, guardName, Modifier.PRIVATE, Modifier.FINAL).build(),
        FieldSpec.builder(Types.CALL_OPTIONS, "options", Modifier.PRIVATE, Modifier.FINAL)
            .build());
  }

  /** The constructor that sets the {@link #guardAndOptions} fields. */
  static MethodSpec constructor(ClassName guard, String guardName) {
    return MethodSpec.constructorBuilder()
        .addParameter(guard, guardName)
        .addParameter(Types.CALL_OPTIONS, "options")
        .addStatement("this.$N = $N", guardName, guardName)
        .addStatement("this.options = options")
        .build();
  }

  /** {@code withOptions(options)}: a new {@code type} over the same {@link #guardAndOptions guard}, with other options. */
  static MethodSpec.Builder withOptions(TypeName returns, ClassName type, String guardName) {
    return MethodSpec.methodBuilder("withOptions")
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(Types.CALL_OPTIONS, "options")
        .addStatement(
            "return new $T($N, $T.requireNonNull(options, $S))",
            type,
            guardName,
            Types.OBJECTS,
            "options");
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
    String later = doc + " to come; cancelling the future cancels the request";
    return List.of(
        withoutContext(name, values, doc),
        withContext(name, values, doc)
            .addStatement("return guard.await($L($L, context))", async, "prefix")
            .build(),
        withoutContext(async, future, later),
        withContext(async, future, later)
            .addStatement(
                "return $T.values(guard.$L, prefix, context, options))", Types.CONTEXT_GUARD, call)
            .build());
  }

  /** {@code name(prefix)}: {@code name(prefix, context)} with no values chosen. */
  private static MethodSpec withoutContext(String name, TypeName returns, String doc) {
    return completion(name, returns, doc, "")
        .addStatement("return $L($L, $T.of())", name, "prefix", Types.MAP)
        .build();
  }

  private static MethodSpec.Builder withContext(String name, TypeName returns, String doc) {
    return completion(
            name,
            returns,
            doc,
            "@param context the values already chosen for the others, by name\n")
        .addParameter(STRING_MAP, "context");
  }

  private static MethodSpec.Builder completion(
      String name, TypeName returns, String doc, String contextParam) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(String.class, "prefix")
        .addJavadoc(
            "{@return " + doc + "}\n\n@param prefix what was typed so far\n" + contextParam);
  }
}
