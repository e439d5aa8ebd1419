// One room: a record's components, constructor, of(…) and staged builder follow one property order
// and one set of decisions per property (name, type, nullness, secret); RecordMembers already holds
// the other members.
package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * An object schema as a record: a component per property with its wire name kept by {@code @JsonProperty}, constants
 * as fixed accessors, constraints on the components, immutable collections, and a staged builder that names each
 * required property, so that a call missing one does not compile. Components follow the server's property order, and
 * so do the constructor, {@code of} and the builder's steps. A result's record tells the truth about what it
 * read: a required field is non-null (a primitive where it can be) and its absence fails decoding, an absent list or
 * map is empty, and an enum keeps the value as sent beside the constant. {@link RecordMembers} writes the members
 * besides the components.
 */
final class RecordEmitter {
  /** The record's own members and its builder's, which components (and so builder setters) must not take. */
  private static final String[] RESERVED = {"builder", "build", "of", ChecksEmitter.METHOD};

  private final TypeMapper mapper;
  private final Direction direction;
  private final boolean nudgeWholeNumbers;
  /** Whether the request records emitted are shared with results, and so read them too. */
  private boolean readsToo;

  RecordEmitter(TypeMapper mapper, Direction direction, boolean nudgeWholeNumbers) {
    this.mapper = mapper;
    this.direction = direction;
    this.nudgeWholeNumbers = nudgeWholeNumbers;
  }

  /**
   * A component of the record being emitted.
   *
   * @param nonNull whether the component is never null: required, primitive, or a result's list
   * @param secret whether {@code toString()} hides its value
   * @param asEnum for a result's enum kept as sent, the accessor that reads it as the enum
   */
  record Component(
      String name,
      String wireName,
      TypeName type,
      boolean required,
      boolean nonNull,
      List<AnnotationSpec> annotations,
      String doc,
      boolean additional,
      boolean secret,
      Optional<EnumAccessor> asEnum) {}

  /** A result's enum component, kept as sent, and the accessor that reads it as {@code type}. */
  record EnumAccessor(String name, TypeName type, boolean list) {}

  /** A record nested in {@code parent}'s file, {@code static} where the parent is an interface. */
  TypeSpec emitNested(ObjectType object, ClassName className, Scope parent) {
    TypeSpec.Builder spec =
        emit(object, new Scope(className, parent), Optional.empty(), Optional.empty());
    if (parent.isInterface()) {
      spec.addModifiers(Modifier.STATIC);
    }
    return spec.build();
  }

  /**
   * A top-level record shared by tools ({@link SharedTypes}).
   *
   * @param both whether a request's record is read from results too: it then ignores members it does not know and
   *     fails on a missing required one, as a result's record does
   */
  TypeSpec.Builder emitShared(ObjectType object, Scope own, String header, boolean both) {
    readsToo = both;
    return emit(object, own, Optional.empty(), Optional.of(header));
  }

  /**
   * @param own the record's own scope, whose class name it takes
   * @param skipped a property left out, such as a union's discriminator that Jackson writes itself
   */
  TypeSpec.Builder emit(
      ObjectType object, Scope own, Optional<String> skipped, Optional<String> headerDoc) {
    ClassName className = own.className;
    UniqueNames names = UniqueNames.members("value", RESERVED);
    List<Component> components = new ArrayList<>();
    TypeSpec.Builder spec = TypeSpec.recordBuilder(className).addModifiers(Modifier.PUBLIC);
    RecordMembers members = new RecordMembers(spec, names);
    for (Property property : object.properties()) {
      if (skipped.filter(property.name()::equals).isPresent()) {
        continue;
      }
      JsonType concrete = mapper.concrete(property.type());
      if (concrete instanceof ConstType constant && constant.value().isString()) {
        members.constant(property.name(), constant);
        continue;
      }
      Component component = component(property, concrete, names, own);
      components.add(component);
      if (nudged(component)) {
        members.nudged(component);
      }
      component.asEnum().ifPresent(accessor -> members.enumAccessor(component, accessor));
    }
    additionalComponent(object, names, own).ifPresent(components::add);
    spec.addJavadoc("$L", javadoc(object, headerDoc, components));
    spec.recordConstructor(constructor(components));
    annotateType(spec, constantNames(object, skipped));
    if (direction == Direction.REQUEST) {
      spec.addSuperinterface(Types.SELF_VALIDATING);
      spec.addMethod(ChecksEmitter.method(components.stream()
          .map(component -> new ChecksEmitter.Checked(
              component.name(), component.type(), component.annotations()))
          .toList()));
      spec.addSuperinterface(Types.SELF_WRITING);
      spec.addMethod(
          WriterEmitter.method(object, skipped, components, mapper::concrete, this::nudged));
    }
    new BuilderEmitter(className, components, own).addTo(spec);
    members.redactingToString(className, components);
    own.nestedTypes().forEach(spec::addType);
    return spec;
  }

  private String javadoc(
      ObjectType object, Optional<String> headerDoc, List<Component> components) {
    StringBuilder javadoc = new StringBuilder();
    headerDoc.ifPresent(javadoc::append);
    object
        .meta()
        .description()
        .ifPresent(text -> javadoc.append(Javadocs.text(text)).append('\n'));
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
    return javadoc.toString();
  }

  private Component component(
      Property property, JsonType concrete, UniqueNames names, Scope scope) {
    boolean result = direction == Direction.RESULT;
    boolean read = result || readsToo;
    String name = names.newName(Names.lowerCamel(property.name()));
    TypeName boxed = mapper.map(property.type(), scope, property.name());
    // A result's required field may still be null where the schema allows null; a request's
    // required argument is always sent.
    boolean required = property.required() && !(result && mapper.isNullable(property.type()));
    TypeName type = TypeMapper.unboxIfRequired(boxed, required);
    Optional<EnumAccessor> asEnum = result ? enumAccessor(concrete, boxed, name) : Optional.empty();
    if (asEnum.isPresent()) {
      type = asEnum.get().list()
          ? ParameterizedTypeName.get(Types.LIST, ClassName.get(String.class))
          : ClassName.get(String.class);
      name = names.newName(name + (asEnum.get().list() ? "AsStrings" : "AsString"));
    }
    boolean list = isCollection(type)
        && ((ParameterizedTypeName) type).rawType().withoutAnnotations().equals(Types.LIST);
    List<AnnotationSpec> annotations = new ArrayList<>();
    AnnotationSpec.Builder wire =
        AnnotationSpec.builder(Types.JSON_PROPERTY).addMember("value", "$S", property.name());
    // A record that is read fails on a missing required member, unless the schema lets it be null.
    boolean readRequired = read && property.required() && !mapper.isNullable(property.type());
    if (readRequired) {
      wire.addMember("required", "true");
    }
    // A nudged number is written by its accessor; the component itself stays out of the JSON.
    annotations.add(
        nudged(type) ? AnnotationSpec.builder(Types.JSON_IGNORE).build() : wire.build());
    if (readRequired) {
      annotations.add(AnnotationSpec.builder(Types.JSON_SETTER)
          .addMember("nulls", "$T.FAIL", Types.NULLS)
          .build());
    } else if (result && list) {
      // Read as empty when absent, and written back absent: an empty list may break a minItems, and
      // absent is what the server most likely sent.
      annotations.add(AnnotationSpec.builder(Types.JSON_INCLUDE)
          .addMember("value", "$T.NON_EMPTY", Types.JSON_INCLUDE_KIND)
          .build());
    }
    if (!result) {
      annotations.addAll(Constraints.of(concrete, type, required, mapper.isValidatable(boxed)));
    }
    String doc = asEnum.isPresent()
        ? doc(property) + "; as sent, read by {@link #" + asEnum.get().name() + "()}"
        : doc(property);
    return new Component(
        name,
        property.name(),
        type,
        required,
        required || type.isPrimitive() || (result && list),
        annotations,
        doc,
        false,
        Secrets.isSecret(property.name(), property.type(), concrete),
        asEnum);
  }

  /** A result's string enum, or list of them, kept as sent: a value added after generation is not lost. */
  private Optional<EnumAccessor> enumAccessor(JsonType concrete, TypeName boxed, String name) {
    if (concrete instanceof EnumType values && values.stringValues().isPresent()) {
      return Optional.of(new EnumAccessor(name, boxed, false));
    }
    if (concrete instanceof ArrayType array
        && !mapper.isNullable(array.items())
        && mapper.concrete(array.items()) instanceof EnumType values
        && values.stringValues().isPresent()) {
      return Optional.of(new EnumAccessor(name, boxed, true));
    }
    return Optional.empty();
  }

  /** {@code additionalProperties} as a map beside the known properties, written back as top-level members. */
  private Optional<Component> additionalComponent(
      ObjectType object, UniqueNames names, Scope scope) {
    AdditionalProperties additional = object.additionalProperties();
    if (!(additional instanceof AdditionalProperties.Allowed
        || additional instanceof AdditionalProperties.Typed)) {
      return Optional.empty();
    }
    TypeName values = additional instanceof AdditionalProperties.Typed typed
        ? mapper.element(typed.type(), mapper.map(typed.type(), scope, "additionalProperty"))
        : sharedStringType(object);
    TypeName map = ParameterizedTypeName.get(Types.MAP, ClassName.get(String.class), values);
    // Read into the map and written from it, as members of this object.
    List<AnnotationSpec> annotations = List.of(
        AnnotationSpec.builder(Types.JSON_ANY_SETTER).build(),
        AnnotationSpec.builder(Types.JSON_ANY_GETTER).build());
    return Optional.of(new Component(
        names.newName("additionalProperties"),
        "",
        map,
        false,
        true,
        annotations,
        direction == Direction.REQUEST
            ? "members besides the named ones, sent as members of this object"
            : "members besides the named ones, read from members of this object",
        true,
        false,
        Optional.empty()));
  }

  /** Open objects whose known members are all strings (iMCP's phone and e-mail labels) take string values too. */
  private TypeName sharedStringType(ObjectType object) {
    boolean allStrings = object.properties().stream()
        .allMatch(p -> mapper.concrete(p.type()) instanceof dev.imcp.schema.type.StringType s
            && s.format().isEmpty());
    return allStrings ? ClassName.get(String.class) : Types.OBJECT;
  }

  private MethodSpec constructor(List<Component> components) {
    MethodSpec.Builder constructor =
        MethodSpec.compactConstructorBuilder().addModifiers(Modifier.PUBLIC);
    boolean copies = components.stream().anyMatch(component -> isCollection(component.type()));
    boolean empties = components.stream()
        .anyMatch(component -> isCollection(component.type()) && component.nonNull());
    constructor.addJavadoc(
        copies
            ? "Creates the record, holding an unmodifiable copy of each list and map it is given"
                + (empties ? " (an empty one for null)" : "") + ".\n\n"
            : "Creates the record.\n\n");
    params(constructor, components);
    for (Component component : components) {
      ParameterSpec.Builder parameter =
          ParameterSpec.builder(nullable(component), component.name());
      component.annotations().forEach(parameter::addAnnotation);
      constructor.addParameter(parameter.build());
      copyStatement(component.name(), component.type(), component.nonNull())
          .ifPresent(constructor::addCode);
    }
    return constructor.build();
  }

  /** An {@code @param} per component, with what the schema says of it. */
  static void params(MethodSpec.Builder method, List<Component> components) {
    for (Component component : components) {
      method.addJavadoc("@param $N $L\n", component.name(), component.doc());
    }
  }

  static boolean isCollection(TypeName type) {
    TypeName raw =
        type instanceof ParameterizedTypeName parameterized ? parameterized.rawType() : type;
    return raw.withoutAnnotations().equals(Types.LIST)
        || raw.withoutAnnotations().equals(Types.MAP);
  }

  /**
   * Collections are copied into immutable ones, an empty one for null where the component is never null; maps keep
   * their order, so that the JSON they write is stable. A list whose elements may be null is copied so that it can hold
   * them, as a list of any JSON values can.
   */
  static Optional<CodeBlock> copyStatement(String name, TypeName type, boolean emptyForNull) {
    if (!isCollection(type)) {
      return Optional.empty();
    }
    ParameterizedTypeName parameterized = (ParameterizedTypeName) type;
    boolean list = parameterized.rawType().withoutAnnotations().equals(Types.LIST);
    CodeBlock absent = emptyForNull
        ? CodeBlock.of("$T.of()", list ? Types.LIST : Types.MAP)
        : CodeBlock.of("null");
    CodeBlock copy;
    if (!list) {
      copy = CodeBlock.of(
          "$T.unmodifiableMap(new $T<>($N))", Types.COLLECTIONS, Types.LINKED_HASH_MAP, name);
    } else if (mayHoldNull(parameterized.typeArguments().get(0))) {
      copy = CodeBlock.of(
          "$T.unmodifiableList(new $T<>($N))", Types.COLLECTIONS, Types.ARRAY_LIST, name);
    } else {
      copy = CodeBlock.of("$T.copyOf($N)", Types.LIST, name);
    }
    return Optional.of(CodeBlock.of("$N = $N == null ? $L : $L;\n", name, name, absent, copy));
  }

  /** Elements that may be null: declared so, or any JSON value ({@code Object}), which JSON {@code null} may be. */
  private static boolean mayHoldNull(TypeName element) {
    return element.withoutAnnotations().equals(Types.OBJECT)
        || element.annotations().stream()
            .anyMatch(annotation -> annotation.type().equals(Types.NULLABLE));
  }

  static TypeName nullable(Component component) {
    return component.nonNull()
        ? component.type()
        : component.type().annotated(AnnotationSpec.builder(Types.NULLABLE).build());
  }

  /** Absent members stay absent when a record is written, a result's as much as a request's. */
  private List<String> constantNames(ObjectType object, Optional<String> skipped) {
    return object.properties().stream()
        .filter(property -> skipped.filter(property.name()::equals).isEmpty())
        .filter(property -> mapper.concrete(property.type()) instanceof ConstType constant
            && constant.value().isString())
        .map(Property::name)
        .toList();
  }

  /**
   * @param constants the wire names of {@code const} properties, written by their accessors and not read back, so that
   *     a record with other members kept does not keep them there too (and write them twice)
   */
  private void annotateType(TypeSpec.Builder spec, List<String> constants) {
    spec.addAnnotation(AnnotationSpec.builder(Types.JSON_INCLUDE)
        .addMember("value", "$T.NON_NULL", Types.JSON_INCLUDE_KIND)
        .build());
    boolean lenient = direction == Direction.RESULT || readsToo;
    if (constants.isEmpty()) {
      if (lenient) {
        spec.addAnnotation(SharedTypes.ignoreUnknown());
      }
      return;
    }
    AnnotationSpec.Builder ignored = AnnotationSpec.builder(Types.JSON_IGNORE_PROPERTIES);
    constants.forEach(name -> ignored.addMember("value", "$S", name));
    ignored.addMember("allowGetters", "true");
    if (lenient) {
      ignored.addMember("ignoreUnknown", "true");
    }
    spec.addAnnotation(ignored.build());
  }

  /** Whether values of this type are sent through a nudging accessor: a request's {@code Double}s. */
  private boolean nudged(TypeName type) {
    return nudgeWholeNumbers
        && (type.withoutAnnotations().equals(ClassName.get(Double.class))
            || type.equals(TypeName.DOUBLE));
  }

  private boolean nudged(Component component) {
    return nudged(component.type());
  }

  private static String doc(Property property) {
    // Only what the schema says: no filler such as "the {@code x} argument" where it has no
    // description, but "optional" where it says nothing else, as doclint wants every @param.
    StringBuilder doc = new StringBuilder();
    Titles.informative(property.type().meta().title(), property.name())
        .ifPresent(title -> doc.append(title.replace('\n', ' ')));
    property
        .type()
        .meta()
        .description()
        .map(text -> Javadocs.text(text).replace('\n', ' '))
        .filter(text -> !text.isEmpty())
        .ifPresent(text -> {
          if (doc.length() > 0) {
            doc.replace(0, doc.length(), Titles.sentence(doc.toString())).append(' ');
          }
          doc.append(text);
        });
    if (property.required()) {
      doc.append(doc.length() == 0 ? "required" : " (required)");
    }
    property
        .type()
        .meta()
        .defaultValue()
        // A null default says nothing an optional argument does not say already.
        .filter(value -> !value.isNull())
        .ifPresent(value -> doc.append(doc.length() == 0 ? "default " : ". Default: ")
            .append(Javadocs.code(SnapshotFormat.writeValue(value))));
    return doc.length() == 0 ? "optional" : doc.toString();
  }
}
