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
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import dev.imcp.schema.type.UnionType;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * {@code fromJson} of a union without a discriminator, Jackson's creator for it, which Jackson hands the value as plain
 * Java values ({@code Map}, {@code List}, {@code String}, a {@code Number}, {@code Boolean}): each alternative in the schema's
 * order is tried by the kind of JSON value it takes and, for an object, by the members it requires (and, when closed,
 * allows); the first that fits decodes the value. An alternative that takes any JSON fits whatever is left.
 */
final class UnionReading {
  private final TypeMapper mapper;
  private final ClassName union;
  private final CodeBlock.Builder body = CodeBlock.builder();
  private boolean exhausted;

  UnionReading(TypeMapper mapper, ClassName union) {
    this.mapper = mapper;
    this.union = union;
  }

  /** Tries {@code alternative}, holding a {@code type} made from a value of the {@code concrete} schema, next. */
  void add(ClassName alternative, JsonType concrete, TypeName type) {
    if (exhausted) {
      return;
    }
    CodeBlock value =
        concrete instanceof ConstType ? CodeBlock.of("") : value(type.withoutAnnotations());
    CodeBlock fits = fits(concrete, type.withoutAnnotations());
    if (fits.isEmpty()) {
      body.addStatement("return new $T($L)", alternative, value);
      exhausted = true;
    } else {
      body.beginControlFlow("if ($L)", fits)
          .addStatement("return new $T($L)", alternative, value)
          .endControlFlow();
    }
  }

  /** Tries {@code record}, a record of the union made from a value of {@code object}, next. */
  void addRecord(ClassName record, ObjectType object) {
    if (!exhausted) {
      body.beginControlFlow("if ($L)", objectFits(object))
          .addStatement("return $T.decode(json, $T.class)", Types.JSON_ALTERNATIVES, record)
          .endControlFlow();
    }
  }

  /** Whether an alternative takes any JSON, so that no value is left for another. */
  boolean exhausted() {
    return exhausted;
  }

  /** Keeps a value that fits no alternative in {@code unknown}, which holds it as it is, rather than failing. */
  void otherwise(ClassName unknown) {
    if (!exhausted) {
      body.addStatement("return new $T(json)", unknown);
      exhausted = true;
    }
  }

  MethodSpec fromJson() {
    boolean unmatchedFails = !exhausted;
    if (!exhausted) {
      body.addStatement(
          "throw $T.noMatch(json, $S)",
          Types.JSON_ALTERNATIVES,
          String.join(".", union.simpleNames()));
    }
    return MethodSpec.methodBuilder("fromJson")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addAnnotation(AnnotationSpec.builder(Types.JSON_CREATOR)
            .addMember("mode", "$T.Mode.DELEGATING", Types.JSON_CREATOR)
            .build())
        .addJavadoc(
            "Reads a value into the first alternative, in the schema's order, that it fits.\n\n"
                + "@param json the value\n@return the alternative holding it\n"
                + (unmatchedFails ? "@throws IllegalArgumentException when it fits none\n" : ""))
        .addParameter(ParameterSpec.builder(Types.OBJECT, "json")
            .addAnnotation(Types.NULLABLE)
            .build())
        .returns(union)
        .addCode(body.build())
        .build();
  }

  /** How {@code json}, a plain Java value, becomes a {@code type}. */
  private static CodeBlock value(TypeName type) {
    if (type.equals(Types.OBJECT)) {
      return CodeBlock.of("json");
    }
    if (type instanceof ParameterizedTypeName parameterized) {
      TypeName plain = Types.withoutTypeArgumentAnnotations(parameterized.withoutAnnotations());
      TypeSpec reference = TypeSpec.anonymousClassBuilder("")
          .superclass(ParameterizedTypeName.get(Types.TYPE_TOKEN, plain))
          .build();
      return CodeBlock.of("$T.decode(json, $L)", Types.JSON_ALTERNATIVES, reference);
    }
    return CodeBlock.of("$T.decode(json, $T.class)", Types.JSON_ALTERNATIVES, type);
  }

  /** The test that {@code json} is a value of the alternative; empty for one that takes any JSON. */
  private CodeBlock fits(JsonType concrete, TypeName type) {
    if (concrete instanceof ConstType constant) {
      return constant.value().isString()
          ? CodeBlock.of("$S.equals(json)", constant.value().stringValue())
          : CodeBlock.of(
              "$T.isConstant(json, $S)",
              Types.JSON_ALTERNATIVES,
              SnapshotFormat.writeValue(constant.value()));
    }
    if (type.equals(ClassName.get(Boolean.class))) {
      return test("isBoolean");
    }
    if (type.equals(ClassName.get(Long.class)) || type.equals(ClassName.get(Integer.class))) {
      return test("isIntegralNumber");
    }
    if (type.equals(ClassName.get(Double.class)) || type.equals(Types.BIG_DECIMAL)) {
      return test("isNumber");
    }
    if (type.equals(Types.OBJECT)) {
      return CodeBlock.of("");
    }
    if (type instanceof ParameterizedTypeName parameterized) {
      return test(parameterized.rawType().equals(Types.LIST) ? "isArray" : "isObject");
    }
    if (concrete instanceof ObjectType object) {
      return objectFits(object);
    }
    if (concrete instanceof UnionType union) {
      return kinds(union);
    }
    return test("isString");
  }

  /** {@code JsonAlternatives.isObject(json)}: one of the runtime's tests of the kind of value. */
  private static CodeBlock test(String kind) {
    return CodeBlock.of("$T.$L(json)", Types.JSON_ALTERNATIVES, kind);
  }

  /** A union among the alternatives fits the kinds of JSON value its own alternatives take; any, if one takes any. */
  private CodeBlock kinds(UnionType union) {
    java.util.Set<String> kinds = new java.util.LinkedHashSet<>();
    for (JsonType branch : union.branches()) {
      JsonType concrete = mapper.concrete(branch);
      String kind = concrete instanceof ObjectType
          ? "isObject"
          : concrete instanceof dev.imcp.schema.type.ArrayType
              ? "isArray"
              : concrete instanceof dev.imcp.schema.type.StringType
                      || concrete instanceof dev.imcp.schema.type.EnumType
                  ? "isString"
                  : concrete instanceof dev.imcp.schema.type.NumberType
                      ? "isNumber"
                      : concrete instanceof dev.imcp.schema.type.BooleanType ? "isBoolean" : "";
      if (kind.isEmpty()) {
        return CodeBlock.of("");
      }
      kinds.add(kind);
    }
    return CodeBlock.join(kinds.stream().map(UnionReading::test).toList(), " || ");
  }

  private CodeBlock objectFits(ObjectType object) {
    List<CodeBlock> tests = new ArrayList<>();
    tests.add(test("isObject"));
    List<String> required = object.requiredOrder();
    if (!required.isEmpty()) {
      tests.add(
          CodeBlock.of("$T.hasMembers(json, $L)", Types.JSON_ALTERNATIVES, strings(required)));
    }
    for (Property property : object.properties()) {
      if (mapper.concrete(property.type()) instanceof ConstType constant
          && constant.value().isString()) {
        tests.add(CodeBlock.of(
            "$T.constant(json, $S, $S)",
            Types.JSON_ALTERNATIVES,
            property.name(),
            constant.value().stringValue()));
      }
    }
    if (object.additionalProperties() instanceof AdditionalProperties.Forbidden) {
      List<String> known = object.properties().stream().map(Property::name).toList();
      tests.add(
          known.isEmpty()
              ? CodeBlock.of("$T.onlyMembers(json)", Types.JSON_ALTERNATIVES)
              : CodeBlock.of("$T.onlyMembers(json, $L)", Types.JSON_ALTERNATIVES, strings(known)));
    }
    return CodeBlock.join(tests, " && ");
  }

  private static CodeBlock strings(List<String> values) {
    return CodeBlock.join(
        values.stream().map(value -> CodeBlock.of("$S", value)).toList(), ", ");
  }
}
