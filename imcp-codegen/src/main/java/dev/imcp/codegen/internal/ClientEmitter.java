package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolAnnotations;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/** The client facade, which hands out the services, and the class of tool descriptors. */
final class ClientEmitter {
  private ClientEmitter() {}

  /** A service as the facade sees it. */
  record ServiceRef(String service, ClassName iface, ClassName impl) {}

  /** The prompts or resources class, handed out after the services under a name of its own. */
  record Accessor(String name, ClassName type) {}

  static TypeSpec client(
      ClassName client,
      ClassName tools,
      List<ServiceRef> services,
      Map<String, List<String>> toolsByService,
      List<Accessor> extra,
      Stamp stamp) {
    // Long: the facade's fixed members in one chain, then an accessor per service and per extra.
    TypeSpec.Builder spec = TypeSpec.classBuilder(client)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(AutoCloseable.class)
        .addAnnotation(stamp.annotation())
        .addJavadoc(
            "A typed client for the server's tools, generated from snapshot {@code $L}.\n\n"
                + "<pre>{@code\ntry ($T client = $T.connect($T.of(\"server-command\"))) {\n  …\n}\n}</pre>\n\n"
                + "<p>When the session starts, and after every {@code notifications/tools/list_changed}, the live tools are\n"
                + "compared with the generated ones; the {@link $T} decides what a difference does.\n",
            stamp.snapshotFingerprint(),
            client,
            client,
            Types.SERVER_COMMAND,
            Types.DRIFT_POLICY)
        .addField(FieldSpec.builder(
                String.class,
                "SNAPSHOT_FINGERPRINT",
                Modifier.PUBLIC,
                Modifier.STATIC,
                Modifier.FINAL)
            .addJavadoc("The fingerprint of the snapshot this SDK was generated from.\n")
            .initializer("$S", stamp.snapshotFingerprint())
            .build())
        .addField(FieldSpec.builder(Types.TOOL_GUARD, "guard", Modifier.PRIVATE, Modifier.FINAL)
            .build())
        .addMethod(constructor(!extra.isEmpty()))
        .addMethods(connect(client, Types.SERVER_COMMAND, "command", "stdio", "Starts the server"))
        .addMethods(connect(client, Types.URI, "url", "http", "Reaches the Streamable HTTP server"))
        .addMethod(MethodSpec.methodBuilder("of")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(client)
            .addJavadoc(
                "Wraps a runtime client configured by the caller.\n\n@param client an initialized client\n"
                    + "@param policy what a difference from the generated tools does\n@return the typed client\n")
            .addParameter(Types.MCP_CLIENT, "client")
            .addParameter(Types.DRIFT_POLICY, "policy")
            .addStatement(
                "return new $T($T.start(client, $T.ALL, policy)$L)",
                client,
                Types.TOOL_GUARD,
                tools,
                contextGuard(extra))
            .build())
        .addMethod(MethodSpec.methodBuilder("mcpClient")
            .addModifiers(Modifier.PUBLIC)
            .returns(Types.MCP_CLIENT)
            .addJavadoc(
                "The runtime client underneath, for untyped calls.\n\n@return the runtime client\n")
            .addStatement("return guard.client()")
            .build())
        .addMethod(MethodSpec.methodBuilder("toolStatus")
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(
                Types.MAP, ClassName.get(String.class), Types.TOOL_STATUS))
            .addJavadoc(
                "Each generated tool's standing on the live server, by tool name.\n\n@return the status of each tool\n")
            .addStatement("return guard.status()")
            .build())
        .addMethod(serviceStatus(toolsByService))
        .addMethod(MethodSpec.methodBuilder("close")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addStatement("guard.client().close()")
            .build());
    UniqueNames accessors = UniqueNames.members(
        "service",
        "connect",
        "of",
        "mcpClient",
        "close",
        "toolStatus",
        "serviceStatus",
        "contextStatus");
    if (!extra.isEmpty()) {
      spec.addField(
              FieldSpec.builder(Types.CONTEXT_GUARD, "context", Modifier.PRIVATE, Modifier.FINAL)
                  .build())
          .addMethod(contextStatus());
    }
    for (ServiceRef service : services) {
      spec.addMethod(MethodSpec.methodBuilder(
              accessors.newName(Names.lowerCamel(service.service())))
          .addModifiers(Modifier.PUBLIC)
          .returns(service.iface())
          .addJavadoc(
              "The $L tools, with default call options.\n\n@return the service\n",
              Javadocs.code(service.service()))
          .addStatement("return new $T(guard, $T.defaults())", service.impl(), Types.CALL_OPTIONS)
          .build());
    }
    for (Accessor accessor : extra) {
      spec.addMethod(MethodSpec.methodBuilder(accessors.newName(accessor.name()))
          .addModifiers(Modifier.PUBLIC)
          .returns(accessor.type())
          .addJavadoc("{@return the server's $L, with default call options}\n", accessor.name())
          .addStatement(
              "return new $T(context, $T.defaults())", accessor.type(), Types.CALL_OPTIONS)
          .build());
    }
    return spec.build();
  }

  /** The private constructor: the tool guard, and the context guard when there are prompts or resources. */
  private static MethodSpec constructor(boolean context) {
    MethodSpec.Builder spec = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(Types.TOOL_GUARD, "guard")
        .addStatement("this.guard = guard");
    if (context) {
      spec.addParameter(Types.CONTEXT_GUARD, "context").addStatement("this.context = context");
    }
    return spec.build();
  }

  /** {@code , ContextGuard.start(client, <the descriptors of every extra>, policy)}, or nothing without extras. */
  private static CodeBlock contextGuard(List<Accessor> extra) {
    if (extra.isEmpty()) {
      return CodeBlock.of("");
    }
    CodeBlock descriptors = extra.size() == 1
        ? CodeBlock.of("$T.DESCRIPTORS", extra.get(0).type())
        : CodeBlock.of(
            "$T.concat($T.DESCRIPTORS.stream(), $T.DESCRIPTORS.stream()).toList()",
            ClassName.get("java.util.stream", "Stream"),
            extra.get(0).type(),
            extra.get(1).type());
    return CodeBlock.of(",\n$T.start(client, $L, policy)", Types.CONTEXT_GUARD, descriptors);
  }

  private static MethodSpec contextStatus() {
    return MethodSpec.methodBuilder("contextStatus")
        .addModifiers(Modifier.PUBLIC)
        .returns(
            ParameterizedTypeName.get(Types.MAP, ClassName.get(String.class), Types.TOOL_STATUS))
        .addParameter(Types.SURFACE_KIND, "kind")
        .addJavadoc(
            "Each generated prompt's, resource template's or static resource's standing on the live server, by name "
                + "(a resource's URI).\n\n@param kind which of them\n@return the status of each\n")
        .addStatement("return context.status(kind)")
        .build();
  }

  /**
   * {@code connect(server)} and {@code connect(server, policy)} for one transport: {@code McpClient.<factory>(server)}
   * with the runtime's defaults.
   */
  private static List<MethodSpec> connect(
      ClassName client, ClassName serverType, String server, String factory, String opening) {
    String param = "@param " + server + " "
        + (factory.equals("stdio") ? "how to start the server" : "the server's MCP endpoint")
        + "\n";
    return List.of(
        MethodSpec.methodBuilder("connect")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(client)
            .addJavadoc(opening
                + " and initializes a session with the runtime's defaults; drift is logged.\n\n"
                + param + "@return the connected client\n")
            .addParameter(serverType, server)
            .addStatement("return connect($N, $T.LOG)", server, Types.DRIFT_POLICY)
            .build(),
        MethodSpec.methodBuilder("connect")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(client)
            .addJavadoc(
                opening + " and initializes a session with the runtime's defaults.\n\n" + param
                    + "@param policy what a difference from the generated tools does\n@return the connected client\n")
            .addParameter(serverType, server)
            .addParameter(Types.DRIFT_POLICY, "policy")
            .addStatement(
                "return of($T.$L($N).connect(), policy)", Types.MCP_CLIENT, factory, server)
            .build());
  }

  /** Which services the live server offers now: all of their tools are listed. */
  private static MethodSpec serviceStatus(Map<String, List<String>> toolsByService) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("serviceStatus")
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(
            Types.MAP, ClassName.get(String.class), ClassName.get(Boolean.class)))
        .addJavadoc(
            "Whether the live server offers each service now, by service name: every one of its tools is listed.\n\n"
                + "@return whether each service is offered\n")
        .addStatement("$T<String, $T> tools = guard.status()", Types.MAP, Types.TOOL_STATUS)
        .addStatement(
            "$T<String, Boolean> services = new $T<>()", Types.MAP, Types.LINKED_HASH_MAP);
    toolsByService.forEach((service, tools) -> method.addStatement(
        "services.put($S, $T.of($L).stream().noneMatch(tool -> tools.get(tool) == $T.MISSING))",
        service,
        Types.LIST,
        tools.stream()
            .map(tool -> CodeBlock.of("$S", tool).toString())
            .collect(java.util.stream.Collectors.joining(", ")),
        Types.TOOL_STATUS));
    return method
        .addStatement("return $T.unmodifiableMap(services)", Types.COLLECTIONS)
        .build();
  }

  /** {@code Set.of(ToolDescriptor.Hint.READ_ONLY, …)}: the hints that hold, by name, not a run of booleans. */
  private static CodeBlock hints(ToolAnnotations hints) {
    ClassName hint = Types.TOOL_DESCRIPTOR.nestedClass("Hint");
    List<CodeBlock> held = new ArrayList<>();
    if (hints.effectiveReadOnly()) {
      held.add(CodeBlock.of("$T.READ_ONLY", hint));
    }
    if (hints.effectiveDestructive()) {
      held.add(CodeBlock.of("$T.DESTRUCTIVE", hint));
    }
    if (hints.effectiveIdempotent()) {
      held.add(CodeBlock.of("$T.IDEMPOTENT", hint));
    }
    if (hints.effectiveOpenWorld()) {
      held.add(CodeBlock.of("$T.OPEN_WORLD", hint));
    }
    return CodeBlock.of("$T.of($L)", Types.SET, CodeBlock.join(held, ", "));
  }

  /** The tool as listed, compact; left out when it would not fit a class-file constant (64 KiB of UTF-8). */
  private static String definitionJson(ToolModel tool) {
    String json = SnapshotFormat.writeTool(tool.schema().tool());
    return json.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > MAX_CONSTANT_BYTES
        ? ""
        : json;
  }

  private static final int MAX_CONSTANT_BYTES = 60_000;

  static TypeSpec descriptors(
      ClassName name, List<ToolModel> tools, Map<String, String> fingerprints, Stamp stamp) {
    TypeSpec.Builder spec = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(stamp.annotation())
        .addJavadoc(
            "What this SDK knows of each tool: name, contract fingerprint and hints, as generated.\n")
        .addMethod(
            MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    UniqueNames constants = UniqueNames.constants("tool", "ALL");
    List<String> names = new ArrayList<>();
    for (ToolModel tool : tools) {
      String constant = constants.newName(Names.constant(tool.name()));
      names.add(constant);
      ToolAnnotations hints = tool.schema().tool().annotations();
      spec.addField(FieldSpec.builder(
              Types.TOOL_DESCRIPTOR, constant, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("$L\n", Javadocs.code(tool.name()))
          .initializer(
              "$T.of($S, $S, $L,\n$S)",
              Types.TOOL_DESCRIPTOR,
              tool.name(),
              fingerprints.get(tool.name()),
              hints(hints),
              definitionJson(tool))
          .build());
    }
    spec.addField(FieldSpec.builder(
            ParameterizedTypeName.get(Types.LIST, Types.TOOL_DESCRIPTOR),
            "ALL",
            Modifier.PUBLIC,
            Modifier.STATIC,
            Modifier.FINAL)
        .addJavadoc("Every tool, by name.\n")
        .initializer(CodeBlock.of("$T.of($L)", Types.LIST, String.join(", ", names)))
        .build());
    return spec.build();
  }
}
