package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
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

  static TypeSpec client(ClassName client, List<ServiceRef> services, Stamp stamp) {
    TypeSpec.Builder spec = TypeSpec.classBuilder(client).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(AutoCloseable.class)
        .addAnnotation(stamp.annotation())
        .addJavadoc("A typed client for the server's tools, generated from snapshot {@code $L}.\n\n"
            + "<pre>{@code\ntry ($T client = $T.connect($T.of(\"server-command\"))) {\n  …\n}\n}</pre>\n",
            stamp.snapshotFingerprint(), client, client, Types.SERVER_COMMAND)
        .addField(FieldSpec.builder(String.class, "SNAPSHOT_FINGERPRINT", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("The fingerprint of the snapshot this SDK was generated from.\n")
            .initializer("$S", stamp.snapshotFingerprint()).build())
        .addField(FieldSpec.builder(Types.MCP_CLIENT, "client", Modifier.PRIVATE, Modifier.FINAL).build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).addParameter(Types.MCP_CLIENT, "client")
            .addStatement("this.client = $T.requireNonNull(client, $S)", Types.OBJECTS, "client").build())
        .addMethod(MethodSpec.methodBuilder("connect").addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(client)
            .addJavadoc("Starts the server and initializes a session with the runtime's defaults.\n\n@param command how to start the server\n")
            .addParameter(Types.SERVER_COMMAND, "command")
            .addStatement("return new $T($T.builder(command).connect())", client, Types.MCP_CLIENT).build())
        .addMethod(MethodSpec.methodBuilder("of").addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(client)
            .addJavadoc("Wraps a runtime client configured by the caller.\n\n@param client an initialized client\n")
            .addParameter(Types.MCP_CLIENT, "client")
            .addStatement("return new $T(client)", client).build())
        .addMethod(MethodSpec.methodBuilder("mcpClient").addModifiers(Modifier.PUBLIC).returns(Types.MCP_CLIENT)
            .addJavadoc("The runtime client underneath, for untyped calls.\n").addStatement("return client").build())
        .addMethod(MethodSpec.methodBuilder("close").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
            .addStatement("client.close()").build());
    NameAllocator accessors = Names.allocator("connect", "of", "mcpClient", "close", "hashCode", "toString", "equals", "getClass");
    for (ServiceRef service : services) {
      spec.addMethod(MethodSpec.methodBuilder(accessors.newName(Names.lowerCamel(service.service())))
          .addModifiers(Modifier.PUBLIC).returns(service.iface())
          .addJavadoc("The {@code $L} tools, with default call options.\n", Javadocs.text(service.service()))
          .addStatement("return new $T(client, $T.defaults())", service.impl(), Types.CALL_OPTIONS).build());
    }
    return spec.build();
  }

  static TypeSpec descriptors(ClassName name, List<ToolModel> tools, Map<String, String> fingerprints, Stamp stamp) {
    TypeSpec.Builder spec = TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(stamp.annotation())
        .addJavadoc("What this SDK knows of each tool: name, contract fingerprint and hints, as generated.\n")
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    NameAllocator constants = Names.allocator("ALL");
    List<String> names = new ArrayList<>();
    for (ToolModel tool : tools) {
      String constant = constants.newName(Names.constant(tool.name()));
      names.add(constant);
      ToolAnnotations hints = tool.schema().tool().annotations();
      spec.addField(FieldSpec.builder(Types.TOOL_DESCRIPTOR, constant, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("{@code $L}\n", Javadocs.text(tool.name()))
          .initializer("$T.of($S, $S, $L, $L, $L, $L)", Types.TOOL_DESCRIPTOR, tool.name(), fingerprints.get(tool.name()),
              hints.effectiveReadOnly(), hints.effectiveDestructive(), hints.effectiveIdempotent(), hints.effectiveOpenWorld())
          .build());
    }
    spec.addField(FieldSpec.builder(ParameterizedTypeName.get(Types.LIST, Types.TOOL_DESCRIPTOR), "ALL",
            Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Every tool, by name.\n")
        .initializer(CodeBlock.of("$T.of($L)", Types.LIST, String.join(", ", names))).build());
    return spec.build();
  }
}
