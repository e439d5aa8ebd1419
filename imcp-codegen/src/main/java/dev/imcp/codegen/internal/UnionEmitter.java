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
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * {@code oneOf}/{@code anyOf} as a sealed interface, in requests and results alike. With a discriminator, one record
 * per branch, named after its tag, and Jackson writes and reads the tag. Without one, one wrapper record per
 * alternative that serializes as its value, with a factory per alternative ({@code ofBoolean(true)}, {@code
 * ofObject(…)}), and {@code fromJson}, which reads a value into the first alternative it fits ({@link
 * UnionReading}).
 */
final class UnionEmitter {
  private final TypeMapper mapper;
  private final RecordEmitter records;
  private final Direction direction;

  UnionEmitter(TypeMapper mapper, RecordEmitter records, Direction direction) {
    this.mapper = mapper;
    this.records = records;
    this.direction = direction;
  }

  /**
   * Declares the union in {@code scope} as {@code name}, which the caller chose (and registered, for a union that
   * refers to itself).
   */
  ClassName emit(UnionType union, ClassName name, Scope scope) {
    if (union.discriminator().isPresent()
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
    for (JsonType branch : union.branches()) {
      ObjectType object = (ObjectType) mapper.concrete(branch);
      String tag = tag(object, discriminator);
      ClassName branchName = inner.alternativeName(tag);
      TypeSpec.Builder record = records.emit(
          object,
          new Scope(branchName, scope),
          Optional.of(discriminator),
          Optional.of("The " + Javadocs.code(tag) + " branch.\n"));
      // Implicit for a type nested in an interface, but JavaPoet wants it spelled out there.
      spec.addType(record.addModifiers(Modifier.STATIC).addSuperinterface(name).build());
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
    String hint = name.simpleName();
    for (JsonType branch : union.branches()) {
      JsonType concrete = mapper.concrete(branch);
      String kind = kind(concrete);
      // An object alternative is named for what it is; others keep the union's name for what they
      // declare (a list's element type).
      TypeName boxed = mapper.map(branch, inner, kind.equals("Object") ? hint + kind : hint);
      ClassName branchName = inner.alternativeName("Of" + kind);
      TypeName value = TypeMapper.unboxIfRequired(boxed, true);
      spec.addType(alternative(name, branchName, kind, concrete, boxed, value));
      spec.addPermittedSubclass(branchName);
      spec.addMethod(MethodSpec.methodBuilder(factories.newName("of" + kind))
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .addJavadoc(
              "The {@code $L} alternative.\n\n@param value the value\n@return the alternative holding it\n",
              kind.toLowerCase(java.util.Locale.ROOT))
          .addParameter(value, "value")
          .returns(name)
          .addStatement("return new $T(value)", branchName)
          .build());
      reading.add(branchName, concrete, boxed);
    }
    spec.addMethod(reading.fromJson());
    inner.nestedTypes().forEach(spec::addType);
    scope.add(spec.build());
    return name;
  }

  /** The record of one alternative: its value, written as the union's JSON, checked in a request. */
  private TypeSpec alternative(
      ClassName union,
      ClassName branchName,
      String kind,
      JsonType concrete,
      TypeName boxed,
      TypeName value) {
    ParameterSpec.Builder component =
        ParameterSpec.builder(value, "value").addAnnotation(Types.JSON_VALUE);
    TypeSpec.Builder record = TypeSpec.recordBuilder(branchName)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addSuperinterface(union)
        .addJavadoc(
            "The {@code $L} alternative.\n\n@param value the value\n",
            kind.toLowerCase(java.util.Locale.ROOT));
    if (direction == Direction.REQUEST) {
      List<AnnotationSpec> constraints =
          Constraints.of(concrete, value, true, mapper.isValidatable(boxed));
      constraints.forEach(component::addAnnotation);
      record
          .addSuperinterface(Types.SELF_VALIDATING)
          .addMethod(ChecksEmitter.method(
              List.of(new ChecksEmitter.Checked("value", value, constraints))));
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

  private static String tag(ObjectType object, String discriminator) {
    JsonType type = object.property(discriminator).orElseThrow().type();
    return type instanceof ConstType constant
        ? constant.value().asString()
        : ((EnumType) type).values().get(0).asString();
  }

  private static String kind(JsonType type) {
    if (type instanceof dev.imcp.schema.type.BooleanType) {
      return "Boolean";
    } else if (type instanceof dev.imcp.schema.type.StringType
        || type instanceof EnumType
        || type instanceof ConstType constant && constant.value().isString()) {
      return "String";
    } else if (type instanceof dev.imcp.schema.type.NumberType number) {
      return number.integer() ? "Long" : "Double";
    } else if (type instanceof dev.imcp.schema.type.ArrayType) {
      return "List";
    } else if (type instanceof ObjectType) {
      return "Object";
    } else if (type instanceof UnionType) {
      return "Union";
    }
    return "Json";
  }
}
