package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.UriTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * A server's static resources and resource templates as one class of URIs: a constant per static resource, and per
 * template a method that takes its variables, in the template's order, and expands it (RFC 6570, {@link UriTemplate}).
 * A template that is not RFC 6570 is left out with a warning, since no call could expand it. The instance members
 * that read them are {@link ResourceReadsEmitter}'s.
 */
final class ResourcesEmitter {
  private static final ClassName URI_TEMPLATE = ClassName.get(UriTemplate.class);
  private static final ClassName MAP = ClassName.get("java.util", "Map");

  private ResourcesEmitter() {}

  /** The class, or empty when the server has neither static resources nor templates. */
  static Optional<TypeSpec> emit(
      ClassName className, Snapshot snapshot, Stamp stamp, List<Diagnostic> warnings) {
    // Long: the class, its constants, then each template with the warning for one that cannot be
    // parsed.
    if (snapshot.resources().isEmpty() && snapshot.resourceTemplates().isEmpty()) {
      return Optional.empty();
    }
    TypeSpec.Builder spec = Bound.type(
        className,
        "The server's static resources and resource templates: their URIs (static members), and typed {@code"
            + " resources/read} calls on a client (instance members; a copy with other call options from {@link"
            + " #withOptions}).\n",
        stamp,
        descriptors(snapshot));
    UniqueNames constants = UniqueNames.constants("resource", Bound.DESCRIPTORS);
    UniqueNames methods = ResourceReadsEmitter.members();
    ResourceReadsEmitter.common(spec);
    for (ResourceDefinition resource : snapshot.resources()) {
      spec.addField(constant(constants.newName(Names.constant(resource.name())), resource));
    }
    List<ResourceTemplateDefinition> templates = snapshot.resourceTemplates();
    for (int i = 0; i < templates.size(); i++) {
      ResourceTemplateDefinition template = templates.get(i);
      UriTemplate parsed;
      try {
        parsed = template.template();
      } catch (IllegalArgumentException e) {
        warnings.add(Diagnostic.atDocument(
            "/resourceTemplates/" + i + "/uriTemplate", "left out of the SDK: " + e.getMessage()));
        continue;
      }
      String method = methods.newName(Names.lowerCamel(template.name()));
      String field = constants.newName(Names.constant(template.name()) + "_TEMPLATE");
      spec.addField(FieldSpec.builder(URI_TEMPLATE, field)
          .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.parse($S)", URI_TEMPLATE, template.uriTemplate())
          .build());
      spec.addMethod(expander(method, field, template, parsed));
      ResourceReadsEmitter.template(spec, methods, method, template, parsed);
    }
    return Optional.of(spec.build());
  }

  /** Every static resource and template, those left out of the class too: the drift check compares them all. */
  private static List<CodeBlock> descriptors(Snapshot snapshot) {
    List<CodeBlock> descriptors = new ArrayList<>();
    for (ResourceDefinition resource : snapshot.resources()) {
      descriptors.add(CodeBlock.of(
          "$T.resource($S, $S,\n$S)",
          Types.CONTEXT_DESCRIPTOR,
          resource.uri(),
          resource.fingerprint().toString(),
          SnapshotFormat.writeResource(resource)));
    }
    for (ResourceTemplateDefinition template : snapshot.resourceTemplates()) {
      descriptors.add(CodeBlock.of(
          "$T.resourceTemplate($S, $S,\n$S)",
          Types.CONTEXT_DESCRIPTOR,
          template.name(),
          template.fingerprint().toString(),
          SnapshotFormat.writeResourceTemplate(template)));
    }
    return descriptors;
  }

  private static FieldSpec constant(String name, ResourceDefinition resource) {
    return FieldSpec.builder(String.class, name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer("$S", resource.uri())
        .addJavadoc(
            "$L$L$L\n",
            Javadocs.code(resource.name()),
            resource.mimeType().map(type -> " (" + Javadocs.code(type) + ")").orElse(""),
            resource.description().map(text -> ": " + Javadocs.text(text)).orElse("."))
        .build();
  }

  private static MethodSpec expander(
      String method, String field, ResourceTemplateDefinition template, UriTemplate parsed) {
    MethodSpec.Builder spec = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addJavadoc(
            "{@return the URI of $L$L: $L expanded with these values (RFC 6570)}\n",
            Javadocs.code(template.name()),
            template.mimeType().map(type -> " (" + Javadocs.code(type) + ")").orElse(""),
            Javadocs.code(template.uriTemplate()))
        .addJavadoc(template
            .description()
            .map(text -> "\n<p>" + Javadocs.text(text) + "\n")
            .orElse(""));
    UniqueNames parameters = UniqueNames.members("variable");
    List<CodeBlock> entries = new ArrayList<>();
    for (String variable : parsed.variables()) {
      String parameter = parameters.newName(Names.lowerCamel(variable));
      spec.addParameter(TypeName.get(String.class), parameter);
      spec.addJavadoc("\n@param $L the value of {@code $L}", parameter, variable);
      entries.add(CodeBlock.of("$T.entry($S, $L)", MAP, variable, parameter));
    }
    spec.addStatement(
        "return $L.expand($T.ofEntries($L))", field, MAP, CodeBlock.join(entries, ", "));
    return spec.build();
  }
}
