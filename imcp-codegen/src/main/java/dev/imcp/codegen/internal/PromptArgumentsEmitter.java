package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.PromptDefinition;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The arguments of a prompt with optional ones, as a record in the server's order: the required ones checked for
 * null, {@code of(…)} with the required ones, a {@code with…} copy per optional one.
 */
final class PromptArgumentsEmitter {
  private PromptArgumentsEmitter() {}

  static TypeSpec record(
      ClassName record, PromptDefinition prompt, List<PromptsEmitter.Argument> arguments) {
    MethodSpec.Builder constructor = MethodSpec.compactConstructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("Checks that every required argument is there.\n\n");
    List<ParameterSpec> components = new ArrayList<>();
    for (PromptsEmitter.Argument argument : arguments) {
      ParameterSpec.Builder component = ParameterSpec.builder(String.class, argument.java());
      if (argument.required()) {
        constructor.addStatement(
            "$T.requireNonNull($L, $S)",
            Types.OBJECTS,
            argument.java(),
            "prompt " + prompt.name() + ": argument " + argument.wire() + " is required");
      } else {
        component.addAnnotation(AnnotationSpec.builder(Types.NULLABLE).build());
      }
      components.add(component.build());
      constructor.addJavadoc("@param $L $L\n", argument.java(), describe(argument));
    }
    TypeSpec.Builder spec = TypeSpec.recordBuilder(record)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc(
            "The arguments of prompt $L, in the server's order.\n\n", Javadocs.code(prompt.name()))
        .recordConstructor(constructor.addParameters(components).build())
        .addMethod(of(record, arguments))
        .addMethod(toMap(arguments));
    for (PromptsEmitter.Argument argument : arguments) {
      spec.addJavadoc("@param $L $L\n", argument.java(), describe(argument));
      if (!argument.required()) {
        spec.addMethod(with(record, argument, arguments));
      }
    }
    return spec.build();
  }

  private static String describe(PromptsEmitter.Argument argument) {
    return argument
            .definition()
            .description()
            .map(Javadocs::text)
            .orElse("the value of " + Javadocs.code(argument.wire()))
        + (argument.required() ? "" : " (optional: null for none)");
  }

  private static MethodSpec of(ClassName record, List<PromptsEmitter.Argument> arguments) {
    MethodSpec.Builder spec = MethodSpec.methodBuilder("of")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(record)
        .addJavadoc("{@return the required arguments, the optional ones unset}\n\n");
    List<CodeBlock> values = new ArrayList<>();
    for (PromptsEmitter.Argument argument : arguments) {
      if (argument.required()) {
        spec.addParameter(String.class, argument.java());
        spec.addJavadoc("@param $L $L\n", argument.java(), describe(argument));
        values.add(CodeBlock.of("$L", argument.java()));
      } else {
        values.add(CodeBlock.of("null"));
      }
    }
    return spec.addStatement("return new $T($L)", record, CodeBlock.join(values, ", "))
        .build();
  }

  private static MethodSpec with(
      ClassName record, PromptsEmitter.Argument set, List<PromptsEmitter.Argument> arguments) {
    List<CodeBlock> values = arguments.stream()
        .map(argument -> CodeBlock.of("$L", argument == set ? "value" : argument.java()))
        .toList();
    return MethodSpec.methodBuilder("with" + Names.upperCamel(set.java()))
        .addModifiers(Modifier.PUBLIC)
        .returns(record)
        .addParameter(String.class, "value")
        .addJavadoc(
            "{@return a copy with $L set}\n\n@param value $L\n",
            Javadocs.code(set.wire()),
            describe(set))
        .addStatement("return new $T($L)", record, CodeBlock.join(values, ", "))
        .build();
  }

  /** The arguments as {@code prompts/get} sends them: the server's order, the unset optional ones left out. */
  private static MethodSpec toMap(List<PromptsEmitter.Argument> arguments) {
    TypeName map = ParameterizedTypeName.get(
        Types.MAP, ClassName.get(String.class), ClassName.get(String.class));
    MethodSpec.Builder spec = MethodSpec.methodBuilder("toMap")
        .returns(map)
        .addStatement("$T values = new $T<>()", map, Types.LINKED_HASH_MAP);
    for (PromptsEmitter.Argument argument : arguments) {
      if (argument.required()) {
        spec.addStatement("values.put($S, $L)", argument.wire(), argument.java());
      } else {
        spec.beginControlFlow("if ($L != null)", argument.java())
            .addStatement("values.put($S, $L)", argument.wire(), argument.java())
            .endControlFlow();
      }
    }
    return spec.addStatement("return values").build();
  }
}
