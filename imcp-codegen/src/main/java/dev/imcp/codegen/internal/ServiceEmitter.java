package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * A service interface with four methods per tool (blocking and async, each with and without {@code CallOptions}; four
 * more that return the whole result where these decode it), the tool's description once and links to it, and its
 * package-private implementation that calls the runtime's {@code ToolGuard} directly: no reflection, no proxies. The
 * methods without options are default methods passing {@code CallOptions.defaults()} on, so the implementation has
 * one method per kind of call. Services are immutable; {@code withOptions}/{@code withTimeout} return a copy.
 */
final class ServiceEmitter {
  private ServiceEmitter() {}

  static List<TypeSpec> emit(
      String service, ClassName iface, ClassName impl, List<ToolModel> tools, Stamp stamp) {
    TypeSpec.Builder api = TypeSpec.interfaceBuilder(iface)
        .addModifiers(Modifier.PUBLIC)
        .addAnnotation(stamp.annotation())
        .addJavadoc(
            "The tools of the $L service.\n\n<p>Immutable and thread-safe. Per-call options are merged "
                + "onto the service's options for that call: each setting a call gives wins.\n",
            Javadocs.code(service));
    TypeSpec.Builder implementation = TypeSpec.classBuilder(impl)
        .addModifiers(Modifier.FINAL)
        .addSuperinterface(iface)
        .addAnnotation(stamp.annotation())
        .addFields(Bound.guardAndOptions(Types.TOOL_GUARD, "tools"))
        .addMethod(Bound.constructor(Types.TOOL_GUARD, "tools"));
    for (ToolModel tool : tools) {
      tool.known()
          .ifPresent(known -> implementation.addField(FieldSpec.builder(
                  ParameterizedTypeName.get(Types.RESULT_TYPE, known.type().box()),
                  known.constant(),
                  Modifier.PRIVATE,
                  Modifier.STATIC,
                  Modifier.FINAL)
              .initializer(known.factory())
              .build()));
      for (MethodSpec method : toolMethods(tool)) {
        if (withOptions(tool, method)) {
          api.addMethod(method.toBuilder().addModifiers(Modifier.ABSTRACT).build());
          implementation.addMethod(implement(tool, method));
        } else {
          api.addMethod(delegating(tool, method));
        }
      }
      tool.raw().ifPresent(raw -> addRawMethods(tool, raw, api, implementation));
    }
    addOptionsMethods(iface, impl, api, implementation);
    return List.of(api.build(), implementation.build());
  }

  /**
   * The four signatures of one tool, without bodies. The tool's description is written once, on the blocking method
   * without options; the other three link to it.
   */
  private static List<MethodSpec> toolMethods(ToolModel tool) {
    List<MethodSpec> methods = new ArrayList<>();
    TypeName async =
        ParameterizedTypeName.get(Types.COMPLETABLE_FUTURE, tool.returnType().box());
    String result = tool.known().isPresent() || tool.result().isPresent()
        ? "the tool's result, decoded"
        : "the tool's result";
    for (boolean withOptions : new boolean[] {false, true}) {
      methods.add(signature(tool, tool.method(), tool.returnType(), withOptions, result));
      methods.add(signature(tool, tool.asyncMethod(), async, withOptions, "a future of " + result));
    }
    return methods;
  }

  private static MethodSpec signature(
      ToolModel tool, String name, TypeName returns, boolean withOptions, String result) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
    boolean main = name.equals(tool.method()) && !withOptions;
    if (!main) {
      method.addJavadoc("{@return $L} $L", result, overloadDoc(tool, name, withOptions));
      addParameters(tool, method, withOptions);
      return method.build();
    }
    method.addJavadoc("$L", tool.javadoc());
    addParameters(tool, method, withOptions);
    return method
        .addJavadoc("@return $L\n", result)
        .addJavadoc("$L", throwsDoc(tool))
        .build();
  }

  /**
   * What the blocking call throws, once per tool on its main method (the asynchronous ones complete exceptionally with
   * the same): all {@code McpException}s, unchecked.
   */
  private static CodeBlock throwsDoc(ToolModel tool) {
    CodeBlock.Builder doc = CodeBlock.builder();
    if (tool.request().isPresent()) {
      doc.add(
          "@throws $T when the arguments break the tool's schema; nothing is sent\n",
          ClassName.get(ERRORS, "InvalidArgumentsException"));
    }
    doc.add(
        "@throws $T when the tool answers with {@code isError} (unless the client returns such results)\n",
        ClassName.get(ERRORS, "ToolErrorException"));
    if (tool.known().isPresent() || tool.result().isPresent()) {
      doc.add(
          "@throws $T when the result does not fit the type returned\n",
          ClassName.get(ERRORS, "ResultDecodingException"));
    }
    return doc.add(
            "@throws $T when no answer comes in time; the server is told to cancel\n"
                + "@throws $T for what else fails: the connection, the protocol, a tool that drifted\n",
            ClassName.get(ERRORS, "McpTimeoutException"),
            ClassName.get(ERRORS, "McpException"))
        .build();
  }

  private static final String ERRORS = "dev.imcp.runtime.error";

  /** An overload's Javadoc: what it adds to the tool's main method, which it links to. */
  private static CodeBlock overloadDoc(ToolModel tool, String name, boolean withOptions) {
    String how = name.endsWith("Async")
        ? (withOptions
            ? "without blocking, with {@code options} for this call"
            : "without blocking")
        : "with {@code options} for this call";
    return CodeBlock.of(
        "Calls tool $L as {@link #$L} does, $L.\n",
        Javadocs.code(tool.name()),
        linkTarget(tool),
        how);
  }

  /** The main method's signature as a Javadoc link target: {@code eventsFetch(EventsFetchRequest)}. */
  private static CodeBlock linkTarget(ToolModel tool) {
    return tool.request()
        .map(request -> CodeBlock.of("$L($T)", tool.method(), request))
        .orElse(CodeBlock.of("$L()", tool.method()));
  }

  private static void addParameters(
      ToolModel tool, MethodSpec.Builder method, boolean withOptions) {
    tool.request()
        .ifPresent(request ->
            method.addParameter(request, "request").addJavadoc("\n@param request the arguments\n"));
    if (withOptions) {
      method
          .addParameter(ParameterSpec.builder(Types.CALL_OPTIONS, "options").build())
          .addJavadoc(
              (tool.request().isPresent() ? "" : "\n")
                  + "@param options timeout, progress and correlation id for this call, over the service's options\n");
    }
  }

  private static boolean withOptions(ToolModel tool, MethodSpec signature) {
    return signature.parameters().size() > (tool.request().isPresent() ? 1 : 0);
  }

  /** A default method that passes {@code CallOptions.defaults()} (the service's own options) to its overload. */
  private static MethodSpec delegating(ToolModel tool, MethodSpec signature) {
    return signature.toBuilder()
        .addModifiers(Modifier.DEFAULT)
        .addStatement(
            "return $N($L$T.defaults())",
            signature.name(),
            tool.request().isPresent() ? "request, " : "",
            Types.CALL_OPTIONS)
        .build();
  }

  private static MethodSpec implement(ToolModel tool, MethodSpec signature) {
    boolean async = signature.name().equals(tool.asyncMethod());
    CodeBlock decoding = tool.known()
        .map(known -> CodeBlock.of(", $N", known.constant()))
        .or(() -> tool.result().map(type -> CodeBlock.of(", $T.class", type)))
        .orElse(CodeBlock.of(""));
    // Per-call options are merged onto the service's, so that withTimeout(…) survives a call's
    // withProgress(…).
    CodeBlock arguments = CodeBlock.of(
        "$S, $L, this.options.withOverrides(options)$L",
        tool.name(),
        tool.request().isPresent() ? "request" : "null",
        decoding);
    MethodSpec.Builder method = MethodSpec.methodBuilder(signature.name())
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(signature.returnType())
        .addParameters(signature.parameters());
    return method
        .addStatement("return tools.$L($L)", async ? "callToolAsync" : "callTool", arguments)
        .build();
  }

  /** The whole result of a tool whose typed methods decode it: content, {@code _meta} and all; with and without options. */
  private static void addRawMethods(
      ToolModel tool,
      ToolModel.RawMethods raw,
      TypeSpec.Builder api,
      TypeSpec.Builder implementation) {
    for (boolean withOptions : new boolean[] {false, true}) {
      for (boolean async : new boolean[] {false, true}) {
        MethodSpec signature =
            rawSignature(tool, async ? raw.asyncMethod() : raw.method(), async, withOptions);
        if (!withOptions) {
          api.addMethod(delegating(tool, signature));
          continue;
        }
        api.addMethod(signature.toBuilder().addModifiers(Modifier.ABSTRACT).build());
        implementation.addMethod(MethodSpec.methodBuilder(signature.name())
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(signature.returnType())
            .addParameters(signature.parameters())
            .addStatement(
                "return tools.$L($S, $L, $L)",
                async ? "callToolAsync" : "callTool",
                tool.name(),
                tool.request().isPresent() ? "request" : "null",
                "this.options.withOverrides(options)")
            .build());
      }
    }
  }

  private static MethodSpec rawSignature(
      ToolModel tool, String name, boolean async, boolean withOptions) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(
            async
                ? ParameterizedTypeName.get(Types.COMPLETABLE_FUTURE, Types.TOOL_RESULT)
                : Types.TOOL_RESULT)
        .addJavadoc(
            "{@return $L} Calls tool $L as {@link #$L} does$L, and returns the whole result, undecoded: content "
                + "items, {@code _meta} and all.\n",
            async ? "a future of the whole result" : "the whole result",
            Javadocs.code(tool.name()),
            linkTarget(tool),
            async ? ", without blocking" : "");
    addParameters(tool, method, withOptions);
    return method.build();
  }

  private static void addOptionsMethods(
      ClassName iface, ClassName impl, TypeSpec.Builder api, TypeSpec.Builder implementation) {
    api.addMethod(MethodSpec.methodBuilder("options")
        .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
        .returns(Types.CALL_OPTIONS)
        .addJavadoc("The options calls without their own use.\n\n@return this service's options\n")
        .build());
    api.addMethod(MethodSpec.methodBuilder("withOptions")
        .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
        .returns(iface)
        .addParameter(Types.CALL_OPTIONS, "options")
        .addJavadoc(
            "A copy of this service whose calls use {@code options}.\n\n@param options the new defaults\n"
                + "@return the copy\n")
        .build());
    api.addMethod(MethodSpec.methodBuilder("withTimeout")
        .addModifiers(Modifier.PUBLIC, Modifier.DEFAULT)
        .returns(iface)
        .addParameter(Types.DURATION, "timeout")
        .addJavadoc(
            "A copy of this service whose calls time out after {@code timeout}.\n\n@param timeout the timeout\n"
                + "@return the copy\n")
        .addStatement("return withOptions(options().withTimeout(timeout))")
        .build());
    implementation.addMethod(MethodSpec.methodBuilder("options")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(Types.CALL_OPTIONS)
        .addStatement("return options")
        .build());
    implementation.addMethod(
        Bound.withOptions(iface, impl, "tools").addAnnotation(Override.class).build());
  }
}
