package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.UriTemplate;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The instance members of {@code <Client>Resources}: {@code read(uri)}, {@code subscribe(uri, onUpdated)}, and per
 * template {@code read<Template>(…)} (expanding it with the class's static method of the same variables) and a {@code
 * complete<Template><Variable>} per variable; each with its {@code …Async} twin, and each through the class's {@code
 * ContextGuard}, which checks the template (or a static resource the SDK knows by URI) for drift first.
 */
final class ResourceReadsEmitter {
  static final ClassName RESOURCE_CONTENTS =
      ClassName.get(Types.RUNTIME + ".context", "ResourceContents");
  static final ClassName SUBSCRIPTION =
      ClassName.get(Types.RUNTIME + ".context", "ResourceSubscription");
  private static final TypeName ASYNC =
      ParameterizedTypeName.get(Types.COMPLETABLE_FUTURE, RESOURCE_CONTENTS);

  private ResourceReadsEmitter() {}

  /** The names the class holds before any resource's. */
  static UniqueNames members() {
    UniqueNames names = Bound.members();
    names.newName("read");
    names.newName("readAsync");
    names.newName("subscribe");
    names.newName("subscribeAsync");
    return names;
  }

  static void common(TypeSpec.Builder spec) {
    TypeName onUpdated = ParameterizedTypeName.get(
        ClassName.get("java.util.function", "Consumer"), ClassName.get(String.class));
    String doc = "Subscribes to a resource's updates ({@code resources/subscribe}).\n\n"
        + "@param uri the resource's URI\n"
        + "@param onUpdated called with the URI on each update, on the client's event thread\n";
    spec.addMethod(read("read", RESOURCE_CONTENTS, false, "its contents"))
        .addMethod(read(
            "readAsync",
            ASYNC,
            true,
            "its contents to come; cancelling the future cancels the read"))
        .addMethod(MethodSpec.methodBuilder("subscribe")
            .addModifiers(Modifier.PUBLIC)
            .returns(SUBSCRIPTION)
            .addParameter(String.class, "uri")
            .addParameter(onUpdated, "onUpdated")
            .addJavadoc(doc + "@return the subscription; close it to unsubscribe\n")
            .addStatement("return guard.await(subscribeAsync(uri, onUpdated))")
            .build())
        .addMethod(MethodSpec.methodBuilder("subscribeAsync")
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(Types.COMPLETABLE_FUTURE, SUBSCRIPTION))
            .addParameter(String.class, "uri")
            .addParameter(onUpdated, "onUpdated")
            .addJavadoc(doc + "@return the subscription to come, once the server accepted it\n")
            .addStatement("return guard.client().subscribeResourceAsync(uri, onUpdated, options)")
            .build());
  }

  private static MethodSpec read(String name, TypeName returns, boolean async, String result) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(String.class, "uri")
        .addJavadoc("Reads a resource ({@code resources/read}).\n\n@param uri the resource's URI\n"
            + "@return " + result + "\n")
        .addStatement(
            async
                ? "return guard.readResourceAsync(uri, options)"
                : "return guard.await(guard.readResourceAsync(uri, options))")
        .build();
  }

  static void template(
      TypeSpec.Builder spec,
      UniqueNames methods,
      String expander,
      ResourceTemplateDefinition template,
      UriTemplate parsed) {
    String read = methods.newName("read" + Names.upperCamel(expander));
    String async = methods.newName(read + "Async");
    UniqueNames parameters = UniqueNames.members("variable");
    List<String> names = parsed.variables().stream()
        .map(variable -> parameters.newName(Names.lowerCamel(variable)))
        .toList();
    CodeBlock arguments = CodeBlock.of("$L", String.join(", ", names));
    spec.addMethod(templateRead(read, RESOURCE_CONTENTS, template, parsed, names)
        .addStatement("return guard.await($L($L))", async, arguments)
        .build());
    spec.addMethod(templateRead(async, ASYNC, template, parsed, names)
        .addStatement(
            "return guard.readTemplateAsync($S, $L($L), options)",
            template.name(),
            expander,
            arguments)
        .build());
    for (String variable : parsed.variables()) {
      String complete =
          methods.newName("complete" + Names.upperCamel(expander) + Names.upperCamel(variable));
      spec.addMethods(Bound.completions(
          complete,
          methods.newName(complete + "Async"),
          CodeBlock.of(
              "completeTemplateAsync($S, $S, $S",
              template.name(),
              template.uriTemplate(),
              variable),
          "variable " + Javadocs.code(variable) + " of " + Javadocs.code(template.name())));
    }
  }

  private static MethodSpec.Builder templateRead(
      String name,
      TypeName returns,
      ResourceTemplateDefinition template,
      UriTemplate parsed,
      List<String> names) {
    MethodSpec.Builder spec = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addJavadoc(
            "Reads $L$L, $L expanded with these values.\n\n",
            Javadocs.code(template.name()),
            template.mimeType().map(type -> " (" + Javadocs.code(type) + ")").orElse(""),
            Javadocs.code(template.uriTemplate()));
    for (int i = 0; i < names.size(); i++) {
      spec.addParameter(String.class, names.get(i));
      spec.addJavadoc(
          "@param $L the value of {@code $L}\n",
          names.get(i),
          parsed.variables().get(i));
    }
    return spec.addJavadoc(
        "@return $L\n",
        returns.equals(RESOURCE_CONTENTS)
            ? "its contents"
            : "its contents to come; cancelling the future cancels the read");
  }
}
