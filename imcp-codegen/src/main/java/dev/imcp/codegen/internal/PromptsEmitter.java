package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.PromptArgument;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.SnapshotFormat;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * A server's prompts as one class, {@code <Client>Prompts}: per prompt a method taking its arguments in the server's
 * order and returning the runtime's {@code PromptResult}, blocking and async, and per argument a {@code complete…}
 * method. A prompt with optional arguments also takes a nested record ({@code <Prompt>Arguments}: the required ones in
 * {@code of(…)}, each optional one by a {@code with…} method), so that a call names what it sets.
 */
final class PromptsEmitter {
  static final ClassName PROMPT_RESULT = ClassName.get(Types.RUNTIME + ".context", "PromptResult");

  private PromptsEmitter() {}

  /** One argument as planned: its name on the wire and in Java. */
  record Argument(String wire, String java, boolean required, PromptArgument definition) {}

  static TypeSpec emit(ClassName className, List<PromptDefinition> prompts, Stamp stamp) {
    TypeSpec.Builder spec = Bound.type(
        className,
        "The server's prompts, each a typed {@code prompts/get}; a copy with other call options from {@link"
            + " #withOptions}.\n",
        stamp,
        prompts.stream().map(PromptsEmitter::descriptor).toList());
    UniqueNames methods = Bound.members();
    UniqueNames types = UniqueNames.types("prompt", List.of(className.simpleName()));
    for (PromptDefinition prompt : prompts) {
      prompt(spec, className, methods, types, prompt);
    }
    return spec.build();
  }

  private static void prompt(
      TypeSpec.Builder spec,
      ClassName className,
      UniqueNames methods,
      UniqueNames types,
      PromptDefinition prompt) {
    List<Argument> arguments = plan(prompt);
    String method = methods.newName(Names.lowerCamel(prompt.name()));
    String async = methods.newName(method + "Async");
    if (arguments.stream().anyMatch(argument -> !argument.required())) {
      ClassName record =
          className.nestedClass(types.newName(Names.upperCamel(prompt.name()) + "Arguments"));
      spec.addType(PromptArgumentsEmitter.record(record, prompt, arguments));
      spec.addMethod(call(method, prompt, recordParameter(record), false));
      spec.addMethod(call(async, prompt, recordParameter(record), true));
    }
    List<ParameterSpec> required = arguments.stream()
        .filter(Argument::required)
        .map(argument -> ParameterSpec.builder(String.class, argument.java()).build())
        .toList();
    spec.addMethod(positional(method, prompt, arguments, required, false));
    spec.addMethod(positional(async, prompt, arguments, required, true));
    for (Argument argument : arguments) {
      String complete = methods.newName(
          "complete" + Names.upperCamel(prompt.name()) + Names.upperCamel(argument.wire()));
      spec.addMethods(Bound.completions(
          complete,
          methods.newName(complete + "Async"),
          CodeBlock.of("completePromptAsync($S, $S", prompt.name(), argument.wire()),
          "argument " + Javadocs.code(argument.wire()) + " of prompt "
              + Javadocs.code(prompt.name())));
    }
  }

  private static CodeBlock descriptor(PromptDefinition prompt) {
    return CodeBlock.of(
        "$T.prompt($S, $S,\n$S)",
        Types.CONTEXT_DESCRIPTOR,
        prompt.name(),
        prompt.fingerprint().toString(),
        SnapshotFormat.writePrompt(prompt));
  }

  static List<Argument> plan(PromptDefinition prompt) {
    UniqueNames names = UniqueNames.members("argument", "of", "toMap");
    List<Argument> arguments = new ArrayList<>();
    for (PromptArgument argument : prompt.arguments()) {
      arguments.add(new Argument(
          argument.name(),
          names.newName(Names.lowerCamel(argument.name())),
          argument.required(),
          argument));
    }
    return arguments;
  }

  private static List<ParameterSpec> recordParameter(ClassName record) {
    return List.of(ParameterSpec.builder(record, "arguments").build());
  }

  /** The method taking the record: its arguments as a map, the optional ones when set. */
  private static MethodSpec call(
      String method, PromptDefinition prompt, List<ParameterSpec> parameters, boolean async) {
    return returns(
            signature(method, prompt, parameters, async)
                .addJavadoc("@param arguments the prompt's arguments\n"),
            async)
        .addStatement(
            async
                ? "return guard.getPromptAsync($S, arguments.toMap(), options)"
                : "return guard.await(guard.getPromptAsync($S, arguments.toMap(), options))",
            prompt.name())
        .build();
  }

  /** The method taking the required arguments alone. */
  private static MethodSpec positional(
      String method,
      PromptDefinition prompt,
      List<Argument> arguments,
      List<ParameterSpec> required,
      boolean async) {
    MethodSpec.Builder spec = signature(method, prompt, required, async);
    List<CodeBlock> entries = new ArrayList<>();
    for (Argument argument : arguments) {
      if (argument.required()) {
        spec.addJavadoc(
            "@param $L $L\n",
            argument.java(),
            argument
                .definition()
                .description()
                .map(Javadocs::text)
                .orElse("the value of " + Javadocs.code(argument.wire())));
        spec.addStatement(
            "$T.requireNonNull($L, $S)", Types.OBJECTS, argument.java(), argument.java());
        entries.add(CodeBlock.of("$T.entry($S, $L)", Types.MAP, argument.wire(), argument.java()));
      }
    }
    return returns(spec, async)
        .addStatement(
            async
                ? "return guard.getPromptAsync($S, $T.$L($L), options)"
                : "return guard.await(guard.getPromptAsync($S, $T.$L($L), options))",
            prompt.name(),
            Types.MAP,
            entries.isEmpty() ? "of" : "ofEntries",
            CodeBlock.join(entries, ", "))
        .build();
  }

  private static MethodSpec.Builder signature(
      String method, PromptDefinition prompt, List<ParameterSpec> parameters, boolean async) {
    TypeName result =
        async ? ParameterizedTypeName.get(Types.COMPLETABLE_FUTURE, PROMPT_RESULT) : PROMPT_RESULT;
    return MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(result)
        .addParameters(parameters)
        .addJavadoc(
            "$L prompt $L$L\n\n",
            async ? "Gets, without waiting, the" : "Gets the",
            Javadocs.code(prompt.name()),
            prompt.description().map(text -> ": " + Javadocs.text(text)).orElse("."));
  }

  private static MethodSpec.Builder returns(MethodSpec.Builder spec, boolean async) {
    return spec.addJavadoc(
        "@return $L\n",
        async ? "its messages to come; cancelling the future cancels the request" : "its messages");
  }
}
