package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * An object schema as a record: a component per property with its wire name kept by {@code @JsonProperty}, constants
 * as fixed accessors, constraints on the components, immutable collections, and a builder whose factory takes the
 * required properties, so that a call missing one does not compile.
 */
final class RecordEmitter {
  /** The record's own members and its builder's, which components (and so builder setters) must not take. */
  private static final String[] RESERVED = {
    "builder", "build", "of", ChecksEmitter.METHOD, "jsonAdditionalProperties"
  };

  private final TypeMapper mapper;
  private final Direction direction;
  private final boolean nudgeWholeNumbers;

  RecordEmitter(TypeMapper mapper, Direction direction, boolean nudgeWholeNumbers) {
    this.mapper = mapper;
    this.direction = direction;
    this.nudgeWholeNumbers = nudgeWholeNumbers;
  }

  /** A component of the record being emitted. */
  record Component(
      String name,
      String wireName,
      TypeName type,
      boolean required,
      List<AnnotationSpec> annotations,
      String doc,
      boolean additional) {}

  /**
   * @param skipped a property left out, such as a union's discriminator that Jackson writes itself
   */
  TypeSpec emitNested(
      ObjectType object, ClassName className, Optional<String> skipped, Scope parent) {
    return emit(object, className, skipped, new Scope(className, parent), Optional.empty())
        .build();
  }

  TypeSpec.Builder emit(
      ObjectType object,
      ClassName className,
      Optional<String> skipped,
      Scope scope,
      Optional<String> headerDoc) {
    UniqueNames names = UniqueNames.members("value", RESERVED);
    List<Component> components = new ArrayList<>();
    TypeSpec.Builder spec = TypeSpec.recordBuilder(className).addModifiers(Modifier.PUBLIC);
    StringBuilder javadoc = new StringBuilder();
    headerDoc.ifPresent(javadoc::append);
    object
        .meta()
        .description()
        .ifPresent(text -> javadoc.append(Javadocs.text(text)).append('\n'));
    for (Property property : object.properties()) {
      if (skipped.filter(property.name()::equals).isPresent()) {
        continue;
      }
      JsonType concrete = mapper.concrete(property.type());
      if (concrete instanceof ConstType constant
          && !constant.value().isNull()
          && constant.value().isString()) {
        spec.addMethod(constantAccessor(
            names.newName(Names.lowerCamel(property.name())), property.name(), constant));
        continue;
      }
      Component component = component(property, concrete, names, scope);
      components.add(component);
      if (nudged(concrete)) {
        spec.addMethod(nudgedAccessor(component, names));
      }
    }
    additionalComponent(object, names, scope).ifPresent(components::add);
    if (javadoc.length() == 0) {
      javadoc.append(mapper.objectDoc()).append('\n');
    }
    if (!components.isEmpty()) {
      javadoc.append('\n');
    }
    components.forEach(component -> javadoc
        .append("@param ")
        .append(component.name())
        .append(' ')
        .append(component.doc())
        .append('\n'));
    spec.addJavadoc("$L", javadoc.toString());
    spec.recordConstructor(constructor(components));
    annotateType(spec);
    if (direction == Direction.REQUEST) {
      spec.addSuperinterface(Types.SELF_VALIDATING);
      spec.addMethod(ChecksEmitter.method(components.stream()
          .map(component -> new ChecksEmitter.Checked(
              component.name(), component.type(), component.annotations()))
          .toList()));
    }
    new BuilderEmitter(className, components, object.requiredOrder()).addTo(spec);
    additionalGetter(components).ifPresent(spec::addMethod);
    scope.nestedTypes().forEach(spec::addType);
    return spec;
  }

  private Component component(
      Property property, JsonType concrete, UniqueNames names, Scope scope) {
    String name = names.newName(Names.lowerCamel(property.name()));
    TypeName boxed = mapper.map(property.type(), scope, property.name());
    boolean required = property.required() && direction == Direction.REQUEST;
    TypeName type = TypeMapper.unboxIfRequired(boxed, required);
    List<AnnotationSpec> annotations = new ArrayList<>();
    // A nudged number is written by its accessor; the component itself stays out of the JSON.
    annotations.add(
        nudged(concrete)
            ? AnnotationSpec.builder(Types.JSON_IGNORE).build()
            : AnnotationSpec.builder(Types.JSON_PROPERTY)
                .addMember("value", "$S", property.name())
                .build());
    if (direction == Direction.REQUEST) {
      annotations.addAll(Constraints.of(concrete, type, required, mapper.isValidatable(boxed)));
    }
    return new Component(name, property.name(), type, required, annotations, doc(property), false);
  }

  /** {@code additionalProperties} as a map beside the known properties, written back as top-level members. */
  private Optional<Component> additionalComponent(
      ObjectType object, UniqueNames names, Scope scope) {
    AdditionalProperties additional = object.additionalProperties();
    if (direction != Direction.REQUEST
        || !(additional instanceof AdditionalProperties.Allowed
            || additional instanceof AdditionalProperties.Typed)) {
      return Optional.empty();
    }
    TypeName values = additional instanceof AdditionalProperties.Typed typed
        ? mapper.element(typed.type(), mapper.map(typed.type(), scope, "additionalProperty"))
        : sharedStringType(object);
    TypeName map = ParameterizedTypeName.get(Types.MAP, ClassName.get(String.class), values);
    List<AnnotationSpec> annotations =
        List.of(AnnotationSpec.builder(Types.JSON_IGNORE).build());
    return Optional.of(new Component(
        names.newName("additionalProperties"),
        "",
        map,
        false,
        annotations,
        "members besides the named ones, sent as members of this object",
        true));
  }

  /** Open objects whose known members are all strings (iMCP's phone and e-mail labels) take string values too. */
  private TypeName sharedStringType(ObjectType object) {
    boolean allStrings = object.properties().stream()
        .allMatch(p -> mapper.concrete(p.type()) instanceof dev.imcp.schema.type.StringType s
            && s.format().isEmpty());
    return allStrings ? ClassName.get(String.class) : Types.JSON_NODE;
  }

  private static Optional<MethodSpec> additionalGetter(List<Component> components) {
    return components.stream()
        .filter(Component::additional)
        .findFirst()
        .map(component -> MethodSpec.methodBuilder("jsonAdditionalProperties")
            .addModifiers(Modifier.PUBLIC)
            .addAnnotation(Types.JSON_ANY_GETTER)
            .addJavadoc(
                "The additional members as Jackson writes them.\n\n@return the members, never null\n")
            .returns(component.type())
            .addStatement(
                "return $N == null ? $T.of() : $N", component.name(), Types.MAP, component.name())
            .build());
  }

  private MethodSpec constructor(List<Component> components) {
    MethodSpec.Builder constructor =
        MethodSpec.compactConstructorBuilder().addModifiers(Modifier.PUBLIC);
    constructor.addJavadoc(
        components.stream().anyMatch(component -> copyStatement(component).isPresent())
            ? "Creates the record, holding an unmodifiable copy of each list and map it is given.\n\n"
            : "Creates the record.\n\n");
    params(constructor, components);
    for (Component component : components) {
      ParameterSpec.Builder parameter =
          ParameterSpec.builder(nullable(component), component.name());
      component.annotations().forEach(parameter::addAnnotation);
      constructor.addParameter(parameter.build());
      copyStatement(component).ifPresent(constructor::addCode);
    }
    return constructor.build();
  }

  /** An {@code @param} per component, with what the schema says of it. */
  static void params(MethodSpec.Builder method, List<Component> components) {
    for (Component component : components) {
      method.addJavadoc("@param $N $L\n", component.name(), component.doc());
    }
  }

  /** Collections are copied into immutable ones; maps keep their order, so that the JSON they write is stable. */
  private static Optional<CodeBlock> copyStatement(Component component) {
    return copyStatement(component.name(), component.type());
  }

  static Optional<CodeBlock> copyStatement(String name, TypeName type) {
    TypeName raw =
        type instanceof ParameterizedTypeName parameterized ? parameterized.rawType() : type;
    if (raw.equals(Types.LIST)) {
      return Optional.of(
          CodeBlock.of("$N = $N == null ? null : $T.copyOf($N);\n", name, name, Types.LIST, name));
    }
    if (raw.equals(Types.MAP)) {
      return Optional.of(CodeBlock.of(
          "$N = $N == null ? null : $T.unmodifiableMap(new $T<>($N));\n",
          name,
          name,
          Types.COLLECTIONS,
          Types.LINKED_HASH_MAP,
          name));
    }
    return Optional.empty();
  }

  static TypeName nullable(Component component) {
    return component.required() || component.type().isPrimitive()
        ? component.type()
        : component.type().annotated(AnnotationSpec.builder(Types.NULLABLE).build());
  }

  private void annotateType(TypeSpec.Builder spec) {
    if (direction == Direction.REQUEST) {
      spec.addAnnotation(AnnotationSpec.builder(Types.JSON_INCLUDE)
          .addMember("value", "$T.NON_NULL", Types.JSON_INCLUDE_KIND)
          .build());
    } else {
      spec.addAnnotation(AnnotationSpec.builder(Types.JSON_IGNORE_PROPERTIES)
          .addMember("ignoreUnknown", "true")
          .build());
    }
  }

  /** Whether values of this type are sent through {@link #nudgedAccessor}: {@code number}, not {@code integer}. */
  private boolean nudged(JsonType concrete) {
    return nudgeWholeNumbers
        && concrete instanceof dev.imcp.schema.type.NumberType number
        && !number.integer();
  }

  /** The value as sent: whole numbers nudged to the next double, for servers that read 40.0 as an integer. */
  private static MethodSpec nudgedAccessor(Component component, UniqueNames names) {
    // Private: Jackson reads it for its annotation; callers see only the value they set.
    return MethodSpec.methodBuilder(names.newName(component.name() + "OnTheWire"))
        .addModifiers(Modifier.PRIVATE)
        .addAnnotation(AnnotationSpec.builder(Types.JSON_PROPERTY)
            .addMember("value", "$S", component.wireName())
            .build())
        .addJavadoc(
            "{@code $N} as sent: a whole value gets the smallest fraction, as the server reads whole numbers as "
                + "integers.\n",
            component.name())
        .returns(nullable(component))
        .addStatement("return $T.nudge($N)", Types.WHOLE_NUMBERS, component.name())
        .build();
  }

  private static MethodSpec constantAccessor(String name, String wireName, ConstType constant) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .addAnnotation(AnnotationSpec.builder(Types.JSON_PROPERTY)
            .addMember("value", "$S", wireName)
            .build())
        .addJavadoc(
            "Always $L.\n\n@return $L\n",
            Javadocs.code(constant.value().stringValue()),
            Javadocs.code(constant.value().stringValue()))
        .returns(String.class)
        .addStatement("return $S", constant.value().stringValue())
        .build();
  }

  private static String doc(Property property) {
    // Only what the schema says: no filler such as "the {@code x} argument" where it has no
    // description, but "optional" where it says nothing else, as doclint wants every @param.
    StringBuilder doc = new StringBuilder();
    property
        .type()
        .meta()
        .description()
        .ifPresent(text -> doc.append(Javadocs.text(text).replace('\n', ' ')));
    if (property.required()) {
      doc.append(doc.length() == 0 ? "required" : " (required)");
    }
    property
        .type()
        .meta()
        .defaultValue()
        .ifPresent(value -> doc.append(doc.length() == 0 ? "default " : ". Default: ")
            .append(Javadocs.code(value.toString())));
    return doc.length() == 0 ? "optional" : doc.toString();
  }
}
