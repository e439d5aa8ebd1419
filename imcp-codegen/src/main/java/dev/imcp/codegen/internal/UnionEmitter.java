package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.BooleanType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.StringType;
import dev.imcp.schema.type.UnionType;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * {@code oneOf}/{@code anyOf} as a sealed interface. With a discriminator, one record per branch, named after its tag,
 * and Jackson writes and reads the tag. Without one, one wrapper record per branch that serializes as its value, with
 * a factory per branch ({@code ofBoolean(true)}, {@code ofList(…)}). Results read undiscriminated unions as JSON.
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

  TypeName emit(UnionType union, Scope scope, String hint) {
    if (union.discriminator().isPresent()
        && union.branches().stream().allMatch(b -> mapper.concrete(b) instanceof ObjectType)) {
      return discriminated(union, union.discriminator().get(), scope, hint);
    }
    return direction == Direction.REQUEST ? wrapped(union, scope, hint) : Types.JSON_NODE;
  }

  private ClassName discriminated(UnionType union, String discriminator, Scope scope, String hint) {
    ClassName name = scope.nestedName(hint);
    Scope inner = new Scope(name, scope);
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
      ClassName branchName = inner.nestedName(tag);
      TypeSpec.Builder record = records.emit(
          object,
          branchName,
          Optional.of(discriminator),
          new Scope(branchName, scope),
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

  private ClassName wrapped(UnionType union, Scope scope, String hint) {
    ClassName name = scope.nestedName(hint);
    Scope inner = new Scope(name, scope);
    TypeSpec.Builder spec = sealedInterface(name, union);
    UniqueNames factories = UniqueNames.members("factory");
    for (JsonType branch : union.branches()) {
      String kind = kind(mapper.concrete(branch));
      ClassName branchName = inner.nestedName("Of" + kind);
      TypeName boxed = mapper.map(branch, inner, hint);
      TypeName value = TypeMapper.unboxIfRequired(boxed, true);
      ParameterSpec.Builder component =
          ParameterSpec.builder(value, "value").addAnnotation(Types.JSON_VALUE);
      List<AnnotationSpec> constraints =
          Constraints.of(mapper.concrete(branch), value, true, mapper.isValidatable(boxed));
      constraints.forEach(component::addAnnotation);
      spec.addType(TypeSpec.recordBuilder(branchName)
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .addSuperinterface(name)
          .addSuperinterface(Types.SELF_VALIDATING)
          .addMethod(
              ChecksEmitter.method(List.of(new ChecksEmitter.Checked("value", value, constraints))))
          .addJavadoc(
              "The {@code $L} alternative.\n\n@param value the value\n",
              kind.toLowerCase(java.util.Locale.ROOT))
          .recordConstructor(wrapperConstructor(component.build(), value))
          .build());
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
    }
    inner
        .nestedTypes()
        .forEach(type -> spec.addType(
            type.modifiers().contains(Modifier.STATIC)
                ? type
                : type.toBuilder().addModifiers(Modifier.STATIC).build()));
    scope.add(spec.build());
    return name;
  }

  /** A list or map branch keeps a copy, as record components do, so that the caller's collection can change freely. */
  private static MethodSpec wrapperConstructor(ParameterSpec component, TypeName value) {
    boolean copies = RecordEmitter.copyStatement("value", value).isPresent();
    MethodSpec.Builder constructor = MethodSpec.compactConstructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc(
            copies
                ? "Holds an unmodifiable copy of {@code value}.\n\n@param value the value\n"
                : "Holds {@code value}.\n\n@param value the value\n")
        .addParameter(component);
    RecordEmitter.copyStatement("value", value).ifPresent(constructor::addCode);
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
    if (type instanceof BooleanType) {
      return "Boolean";
    } else if (type instanceof StringType || type instanceof EnumType) {
      return "String";
    } else if (type instanceof NumberType number) {
      return number.integer() ? "Long" : "Double";
    } else if (type instanceof ArrayType) {
      return "List";
    } else if (type instanceof ObjectType) {
      return "Object";
    }
    return "Json";
  }
}
