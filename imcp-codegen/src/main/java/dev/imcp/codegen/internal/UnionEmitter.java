package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.UnionType;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * {@code oneOf}/{@code anyOf} as a sealed interface, each alternative named by {@link UnionAlternatives} and built by a
 * factory of that name ({@code Parent.pageId(id)}, {@code Parent.ofString("workspace")}). A request's union with a
 * discriminator has one record per branch, named after its tag, and Jackson writes and reads the tag. Other unions, and
 * every union in a result, have a record per object alternative and a wrapper record, serialized as its value, per
 * other alternative, and {@code fromJson}, which reads a value into the first alternative it fits ({@link
 * UnionReading}); in a result, a value that fits none is kept whole in {@code Unknown}, as a server may add kinds after
 * the SDK was generated.
 */
final class UnionEmitter {
  private static final String UNKNOWN = "Unknown";
  private final TypeMapper mapper;
  private final RecordEmitter records;
  private final Direction direction;
  private final UnionFactories unionFactories;

  UnionEmitter(TypeMapper mapper, RecordEmitter records, Direction direction) {
    this.mapper = mapper;
    this.unionFactories = new UnionFactories(mapper);
    this.records = records;
    this.direction = direction;
  }

  /**
   * Declares the union in {@code scope} as {@code name}, which the caller chose (and registered, for a union that
   * refers to itself).
   */
  ClassName emit(UnionType union, ClassName name, Scope scope) {
    if (direction == Direction.REQUEST
        && union.discriminator().isPresent()
        && union.branches().stream().allMatch(b -> mapper.concrete(b) instanceof ObjectType)) {
      return discriminated(union, union.discriminator().get(), name, scope);
    }
    return wrapped(union, name, scope);
  }

  private ClassName discriminated(
      UnionType union, String discriminator, ClassName name, Scope scope) {
    Scope inner = Scope.ofInterface(name, scope);
    TypeSpec.Builder spec = sealedInterface(name, union);
    spec.addAnnotation(AnnotationSpec.builder(Types.JSON_TYPE_INFO)
        .addMember("use", "$T.Id.NAME", Types.JSON_TYPE_INFO)
        .addMember("include", "$T.As.PROPERTY", Types.JSON_TYPE_INFO)
        .addMember("property", "$S", discriminator)
        .build());
    AnnotationSpec.Builder subTypes = AnnotationSpec.builder(Types.JSON_SUB_TYPES);
    UniqueNames factories = UniqueNames.members("factory", "fromJson");
    for (UnionAlternatives.Alternative alternative :
        mapper.alternatives().named(union, name.simpleName(), Set.of())) {
      ObjectType object = (ObjectType) alternative.concrete();
      String tag = tag(object, discriminator);
      ClassName branchName = inner.alternativeRecordName(alternative.name());
      TypeSpec.Builder record = records.emit(
          object,
          new Scope(branchName, scope),
          Optional.of(discriminator),
          Optional.of("The " + Javadocs.code(tag) + " branch.\n"));
      // Implicit for a type nested in an interface, but JavaPoet wants it spelled out there.
      TypeSpec built =
          record.addModifiers(Modifier.STATIC).addSuperinterface(name).build();
      spec.addType(built);
      unionFactories
          .object(built, object, name, factories.newName(Names.lowerCamel(branchName.simpleName())))
          .ifPresent(spec::addMethod);
      spec.addPermittedSubclass(branchName);
      subTypes.addMember(
          "value",
          "$L",
          AnnotationSpec.builder(Types.JSON_SUB_TYPES.nestedClass("Type"))
              .addMember("value", "$T.class", branchName)
              .addMember("name", "$S", tag)
              .build());
    }
    scope.add(spec.addAnnotation(subTypes.build()).build());
    return name;
  }

  private ClassName wrapped(UnionType union, ClassName name, Scope scope) {
    Scope inner = Scope.ofInterface(name, scope);
    TypeSpec.Builder spec = sealedInterface(name, union);
    UniqueNames factories = UniqueNames.members("factory", "fromJson");
    UnionReading reading = new UnionReading(mapper, name);
    boolean result = direction == Direction.RESULT;
    Set<String> taken = result ? Set.of(UNKNOWN.toLowerCase(Locale.ROOT)) : Set.of();
    for (UnionAlternatives.Alternative alternative :
        mapper.alternatives().named(union, name.simpleName(), taken)) {
      boolean isRecord = alternative.concrete() instanceof ObjectType candidate
          && !candidate.properties().isEmpty();
      ClassName branchName = isRecord
          ? inner.alternativeRecordName(alternative.name())
          : inner.alternativeName(alternative.name());
      String factory = factories.newName(Names.lowerCamel(alternative.name()));
      if (isRecord) {
        ObjectType object = (ObjectType) alternative.concrete();
        TypeSpec record = objectAlternative(object, name, branchName, scope);
        spec.addType(record);
        unionFactories.object(record, object, name, factory).ifPresent(spec::addMethod);
        reading.addRecord(branchName, object);
      } else {
        String kind = UnionAlternatives.kind(alternative.concrete());
        // A list alternative's element type is named for the union it is in.
        TypeName boxed = mapper.map(alternative.branch(), inner, name.simpleName());
        TypeName value = TypeMapper.unboxIfRequired(boxed, true);
        spec.addType(
            alternative.concrete() instanceof ConstType constant
                ? UnionFactories.constant(name, branchName, constant)
                : alternative(name, branchName, alternative.concrete(), boxed, value));
        spec.addMethod(
            UnionFactories.wrapper(factory, name, branchName, alternative.concrete(), kind, value));
        reading.add(branchName, alternative.concrete(), boxed);
      }
      spec.addPermittedSubclass(branchName);
    }
    if (result && !reading.exhausted()) {
      ClassName unknown = inner.alternativeName(UNKNOWN);
      spec.addType(unknown(name, unknown));
      spec.addPermittedSubclass(unknown);
      reading.otherwise(unknown);
    }
    spec.addMethod(reading.fromJson());
    inner.nestedTypes().forEach(spec::addType);
    scope.add(spec.build());
    return name;
  }

  /** An object alternative: a record of the union itself, as a discriminated union's branches are. */
  private TypeSpec objectAlternative(
      ObjectType object, ClassName union, ClassName branchName, Scope scope) {
    TypeSpec.Builder record = records.emit(
        object,
        new Scope(branchName, scope),
        Optional.empty(),
        Optional.of("The " + Javadocs.code(branchName.simpleName()) + " alternative.\n"));
    return record.addModifiers(Modifier.STATIC).addSuperinterface(union).build();
  }

  /** A result's value that fits no alternative (the server sent a kind added after generation), kept whole. */
  private static TypeSpec unknown(ClassName union, ClassName name) {
    return TypeSpec.recordBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addSuperinterface(union)
        .addSuperinterface(Types.JSON_VALUED)
        .addJavadoc(
            "A value that fits none of the alternatives, kept as sent.\n\n@param value the value\n")
        .recordConstructor(MethodSpec.constructorBuilder()
            .addParameter(ParameterSpec.builder(Types.OBJECT, "value")
                .addAnnotation(Types.JSON_VALUE)
                .addAnnotation(Types.NULLABLE)
                .build())
            .build())
        .build();
  }

  /** The record of one alternative: its value, written as the union's JSON, checked in a request. */
  private TypeSpec alternative(
      ClassName union, ClassName branchName, JsonType concrete, TypeName boxed, TypeName value) {
    ParameterSpec.Builder component =
        ParameterSpec.builder(value, "value").addAnnotation(Types.JSON_VALUE);
    TypeSpec.Builder record = TypeSpec.recordBuilder(branchName)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addSuperinterface(union)
        .addJavadoc(
            "The {@code $L} alternative.\n\n@param value the value\n", branchName.simpleName());
    if (WriterEmitter.valued(value)) {
      record.addSuperinterface(Types.JSON_VALUED);
    }
    if (direction == Direction.REQUEST) {
      List<AnnotationSpec> constraints =
          Constraints.of(concrete, value, true, mapper.isValidatable(boxed));
      constraints.forEach(component::addAnnotation);
      record
          .addSuperinterface(Types.SELF_VALIDATING)
          .addMethod(ChecksEmitter.method(
              List.of(new ChecksEmitter.Checked("value", value, constraints))));
      if (!WriterEmitter.valued(value)) {
        record
            .addSuperinterface(Types.SELF_WRITING_VALUE)
            .addMethod(WriterEmitter.valueMethod(value));
      }
    }
    return record
        .recordConstructor(wrapperConstructor(component.build(), value))
        .build();
  }

  /** A list or map alternative keeps a copy, as record components do, so that the caller's collection can change freely. */
  private static MethodSpec wrapperConstructor(ParameterSpec component, TypeName value) {
    Optional<CodeBlock> copy = RecordEmitter.copyStatement("value", value, false);
    MethodSpec.Builder constructor = MethodSpec.compactConstructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc(
            copy.isPresent()
                ? "Holds an unmodifiable copy of {@code value}.\n\n@param value the value\n"
                : "Holds {@code value}.\n\n@param value the value\n")
        .addParameter(component);
    copy.ifPresent(constructor::addCode);
    return constructor.build();
  }

  private static TypeSpec.Builder sealedInterface(ClassName name, UnionType union) {
    TypeSpec.Builder spec = TypeSpec.interfaceBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.SEALED);
    StringBuilder doc = new StringBuilder();
    union.meta().description().ifPresent(text -> doc.append(Javadocs.text(text)).append("\n\n"));
    doc.append(union.kind() == UnionType.Kind.ONE_OF ? "Exactly one of:" : "Any of:")
        .append(" the records nested here.\n");
    return spec.addJavadoc(CodeBlock.of("$L", doc));
  }

  static String tag(ObjectType object, String discriminator) {
    JsonType type = object.property(discriminator).orElseThrow().type();
    return type instanceof ConstType constant
        ? constant.value().asString()
        : ((EnumType) type).values().get(0).asString();
  }
}
