// One room: every JSON Schema keyword's rule is a short method here sharing one scope (the nested
// names already taken, the warnings, the tool); split by keyword, each rule would take that state
// as
// parameters. Issue 25 leaves a split by keyword family (objects, unions, scalars) open.
package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.imcp.schema.ToolSchema;
import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.AnyType;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.BooleanType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NullableType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.RefType;
import dev.imcp.schema.type.StringType;
import dev.imcp.schema.type.UnionType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Maps the typed schema of one tool to Java types, declaring the records, enums and sealed interfaces it needs as
 * nested types of the scope it is given. Types are always returned boxed; {@link #unboxIfRequired} picks primitives.
 */
final class TypeMapper {
  private final ToolSchema schema;
  private final Direction direction;
  private final Warnings warnings;
  private final NumberMappings numbers;
  private final Map<String, TypeName> refTypes = new HashMap<>();
  private final Set<String> refsInProgress = new HashSet<>();
  private final Set<TypeName> validatable = new HashSet<>();
  private final Map<List<String>, ClassName> sharedEnums = new HashMap<>();
  private @org.jspecify.annotations.Nullable Map<List<String>, Integer> enumUses;
  private final RecordEmitter records;
  private final UnionEmitter unions;
  private final @org.jspecify.annotations.Nullable SharedTypes shared;

  TypeMapper(ToolSchema schema, Direction direction) {
    this(schema, direction, false, new Warnings(), new NumberMappings(List.of()));
  }

  TypeMapper(
      ToolSchema schema,
      Direction direction,
      boolean nudgeWholeNumbers,
      Warnings warnings,
      NumberMappings numbers) {
    this(schema, direction, nudgeWholeNumbers, warnings, numbers, null);
  }

  /**
   * @param shared the SDK's shared types, which objects and enums that occur more than once become; null to nest every
   *     type in the tool's records
   */
  TypeMapper(
      ToolSchema schema,
      Direction direction,
      boolean nudgeWholeNumbers,
      Warnings warnings,
      NumberMappings numbers,
      @org.jspecify.annotations.Nullable SharedTypes shared) {
    this.shared = shared;
    this.schema = schema;
    this.direction = direction;
    this.warnings = warnings;
    this.numbers = numbers;
    this.records =
        new RecordEmitter(this, direction, direction == Direction.REQUEST && nudgeWholeNumbers);
    this.unions = new UnionEmitter(this, records, direction);
  }

  Direction direction() {
    return direction;
  }

  RecordEmitter records() {
    return records;
  }

  /** Reports a part of the schema this tool's code holds as JSON, or does not check. */
  void warn(String pointer, String message) {
    warnings.add(schema.tool().name(), pointer, message);
  }

  /** Whether a value of this type may be {@code null}: a {@code null} union, {@code null} itself, or any JSON. */
  boolean isNullable(JsonType type) {
    JsonType resolved = schema.resolve(type);
    return resolved instanceof NullableType
        || resolved instanceof AnyType
        || resolved instanceof ConstType constant && constant.value().isNull();
  }

  /** The comment of a record for an object the schema does not describe. */
  String objectDoc() {
    return (direction == Direction.REQUEST
            ? "An object in the arguments of tool "
            : "An object in the result of tool ")
        + Javadocs.code(schema.tool().name())
        + ".";
  }

  /** The concrete type behind references and {@code null} unions, which decides constraints and primitives. */
  JsonType concrete(JsonType type) {
    JsonType resolved = schema.resolve(type);
    return resolved instanceof NullableType nullable ? concrete(nullable.type()) : resolved;
  }

  /** Whether values of the Java type carry constraints of their own, so that {@code @Valid} must reach them. */
  boolean isValidatable(TypeName type) {
    return direction == Direction.REQUEST && validatable.contains(type.withoutAnnotations());
  }

  TypeName map(JsonType type, Scope scope, String hint) {
    if (type instanceof RefType ref) {
      return mapRef(ref, scope);
    } else if (type instanceof NullableType nullable) {
      return map(nullable.type(), scope, hint);
    } else if (type instanceof ObjectType object) {
      return mapObject(object, scope, hint);
    } else if (type instanceof ArrayType array) {
      return mapArray(array, scope, hint);
    } else if (type instanceof StringType string) {
      return strings(string);
    } else if (type instanceof NumberType number) {
      return numbers
          .of(schema.tool().name(), number.meta().pointer())
          .orElse(number.integer() ? ClassName.get(Long.class) : ClassName.get(Double.class));
    } else if (type instanceof BooleanType) {
      return ClassName.get(Boolean.class);
    } else if (type instanceof EnumType values) {
      return mapEnum(values, scope, hint);
    } else if (type instanceof ConstType constant) {
      return constant.value().isString() ? ClassName.get(String.class) : Types.OBJECT;
    } else if (type instanceof UnionType union) {
      return markValidatable(unions.emit(union, scope.nestedName(hint), scope));
    }
    return Types.OBJECT;
  }

  static TypeName unboxIfRequired(TypeName type, boolean required) {
    return required && type.isBoxedPrimitive() ? type.unbox() : type;
  }

  private TypeName mapRef(RefType ref, Scope scope) {
    TypeName known = refTypes.get(ref.target());
    if (known != null) {
      return known;
    }
    JsonType target = schema.resolve(ref);
    String name = ref.target().substring(ref.target().lastIndexOf('/') + 1);
    if (target instanceof ObjectType object && !object.properties().isEmpty()) {
      java.util.Optional<ClassName> common = sharedObject(object, name, scope);
      if (common.isPresent()) {
        refTypes.put(ref.target(), common.get());
        return common.get();
      }
      // Registered before its body is generated, so that a recursive reference finds it.
      ClassName className = scope.root().nestedName(name);
      refTypes.put(ref.target(), className);
      markValidatable(className);
      scope.root().add(records.emitNested(object, className, scope.root()));
      return className;
    }
    if (target instanceof UnionType union) {
      // Registered first too: a message that holds messages refers back to its union.
      ClassName className = scope.root().nestedName(name);
      refTypes.put(ref.target(), className);
      return markValidatable(unions.emit(union, className, scope.root()));
    }
    if (!refsInProgress.add(ref.target())) {
      warn(
          ref.meta().pointer(),
          "$ref " + ref.target()
              + " holds itself with no object or union in between, which no Java type can; typed as JSON");
      return Types.OBJECT;
    }
    try {
      TypeName mapped = map(target, scope.root(), name);
      refTypes.put(ref.target(), mapped);
      return mapped;
    } finally {
      refsInProgress.remove(ref.target());
    }
  }

  private TypeName mapObject(ObjectType object, Scope scope, String hint) {
    AdditionalProperties additional = object.additionalProperties();
    if (object.properties().isEmpty()) {
      TypeName values = additional instanceof AdditionalProperties.Typed typed
          ? element(typed.type(), map(typed.type(), scope, Names.singular(hint)))
          : Types.OBJECT;
      return ParameterizedTypeName.get(Types.MAP, ClassName.get(String.class), values);
    }
    java.util.Optional<ClassName> common = sharedObject(object, hint, scope);
    if (common.isPresent()) {
      return common.get();
    }
    ClassName className = scope.nestedName(hint);
    markValidatable(className);
    scope.add(records.emitNested(object, className, scope));
    return className;
  }

  private java.util.Optional<ClassName> sharedObject(ObjectType object, String hint, Scope scope) {
    if (shared == null) {
      return java.util.Optional.empty();
    }
    java.util.Optional<ClassName> common = shared.object(schema, object, direction, hint, scope);
    common.ifPresent(this::markValidatable);
    return common;
  }

  private TypeName mapArray(ArrayType array, Scope scope, String hint) {
    TypeName item = element(array.items(), map(array.items(), scope, Names.singular(hint)));
    // Elements that may be null say so, and lists of them are copied so that they can hold them.
    if (schema.resolve(array.items()) instanceof NullableType) {
      item = item.annotated(AnnotationSpec.builder(Types.NULLABLE).build());
    }
    return ParameterizedTypeName.get(Types.LIST, item);
  }

  /** An element type with its own constraints as type-use annotations: {@code List<@Valid Alarm>}. */
  TypeName element(JsonType type, TypeName javaType) {
    if (direction != Direction.REQUEST) {
      return javaType;
    }
    List<AnnotationSpec> constraints =
        Constraints.of(concrete(type), javaType, false, isValidatable(javaType));
    return constraints.isEmpty() ? javaType : javaType.annotated(constraints);
  }

  private static TypeName strings(StringType string) {
    return switch (string.format().orElse("")) {
      case "date-time" -> ClassName.get("java.time", "OffsetDateTime");
      case "date" -> ClassName.get("java.time", "LocalDate");
      case "uri" -> ClassName.get("java.net", "URI");
      case "uuid" -> ClassName.get("java.util", "UUID");
      default -> ClassName.get(String.class);
    };
  }

  /**
   * A string enum as a Java enum, nested where it is used; one whose values appear more than once in the tool (iMCP's
   * alarm {@code sound} in each alarm kind) is declared once, in the top-level record, and shared.
   */
  private TypeName mapEnum(EnumType values, Scope scope, String hint) {
    if (values.stringValues().isEmpty()) {
      if (values.values().stream().allMatch(value -> value.isIntegralNumber())) {
        return ClassName.get(Long.class);
      }
      warn(
          values.meta().pointer(),
          "an enum of values that are not all strings or all integers is typed as JSON, and its values are"
              + " not checked");
      return Types.OBJECT;
    }
    List<String> key = values.stringValues().get();
    if (this.shared != null) {
      java.util.Optional<ClassName> common =
          this.shared.enumeration(schema, values, direction, hint, scope);
      if (common.isPresent()) {
        return common.get();
      }
    }
    boolean shared = enumUses().getOrDefault(key, 0) > 1;
    if (shared && sharedEnums.containsKey(key)) {
      return sharedEnums.get(key);
    }
    Scope home = shared ? scope.root() : scope;
    ClassName className = home.nestedName(hint);
    if (shared) {
      sharedEnums.put(key, className);
    }
    String doc = Javadocs.textOr(
        values.meta().description().orElse(""),
        "The values of " + Javadocs.code(hint) + ", each sent as the text its constant shows.");
    home.add(EnumEmitter.emit(className, key, doc, direction));
    return className;
  }

  /** How often each list of enum values occurs in the tool's schema for this direction. */
  private Map<List<String>, Integer> enumUses() {
    if (enumUses == null) {
      enumUses = new HashMap<>();
      if (direction == Direction.REQUEST) {
        countEnums(schema.input(), new HashSet<>());
      } else {
        schema.output().ifPresent(output -> countEnums(output, new HashSet<>()));
      }
    }
    return enumUses;
  }

  private void countEnums(JsonType type, Set<String> refsSeen) {
    if (type instanceof RefType ref) {
      if (refsSeen.add(ref.target())) {
        countEnums(schema.resolve(ref), refsSeen);
      }
    } else if (type instanceof NullableType nullable) {
      countEnums(nullable.type(), refsSeen);
    } else if (type instanceof ObjectType object) {
      object.properties().forEach(property -> countEnums(property.type(), refsSeen));
      if (object.additionalProperties() instanceof AdditionalProperties.Typed typed) {
        countEnums(typed.type(), refsSeen);
      }
    } else if (type instanceof ArrayType array) {
      countEnums(array.items(), refsSeen);
    } else if (type instanceof UnionType union) {
      union.branches().forEach(branch -> countEnums(branch, refsSeen));
    } else if (type instanceof EnumType values) {
      values.stringValues().ifPresent(key -> enumUses.merge(key, 1, Integer::sum));
    }
  }

  private TypeName markValidatable(TypeName type) {
    validatable.add(type);
    return type;
  }
}
