package dev.imcp.codegen.internal;

import dev.imcp.schema.SnapshotFormat;
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
import dev.imcp.schema.type.Property;
import dev.imcp.schema.type.RefType;
import dev.imcp.schema.type.StringType;
import dev.imcp.schema.type.UnionType;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The structure of a schema as a string: equal strings for schemas that generate the same Java type, whatever their
 * place, descriptions, titles or defaults. Everything that changes the generated code is in it: property names and
 * order, required, constraints, formats, enum values, type mappings of numbers, {@code writeOnly}. A schema that holds
 * itself through a {@code $ref} has no key (it is never shared). Parts whose Java type depends on the direction (enums,
 * which results keep open; unions; whole-number nudges) are marked, so that {@link #crossesDirections} can tell.
 */
final class StructuralKeys {
  static final String RECURSIVE = "\u0000rec";
  private static final String DIRECTED = "\u0000dir";

  private final ToolSchema schema;
  private final NumberMappings numbers;
  private final boolean nudgeWholeNumbers;
  private final Map<JsonType, String> known = new IdentityHashMap<>();
  private final Set<String> inProgress = new HashSet<>();

  StructuralKeys(ToolSchema schema, NumberMappings numbers, boolean nudgeWholeNumbers) {
    this.schema = schema;
    this.numbers = numbers;
    this.nudgeWholeNumbers = nudgeWholeNumbers;
  }

  /** Whether a type of this key reads and writes the same in requests and results. */
  static boolean crossesDirections(String key) {
    return !key.contains(DIRECTED);
  }

  /** Whether a type of this key may be shared: it does not hold itself. */
  static boolean shareable(String key) {
    return !key.contains(RECURSIVE);
  }

  String of(JsonType type) {
    String memo = known.get(type);
    if (memo != null) {
      return memo;
    }
    String key = compute(type);
    if (shareable(key)) {
      known.put(type, key);
    }
    return key;
  }

  private String compute(JsonType type) {
    String writeOnly = type.meta().writeOnly() ? "w" : "";
    if (type instanceof RefType ref) {
      if (!inProgress.add(ref.target())) {
        return RECURSIVE;
      }
      try {
        return of(schema.resolve(ref));
      } finally {
        inProgress.remove(ref.target());
      }
    } else if (type instanceof ObjectType object) {
      StringBuilder key = new StringBuilder(writeOnly).append('{');
      for (Property property : object.properties()) {
        key.append(quoted(property.name()))
            .append(property.required() ? "!" : "")
            .append(':')
            .append(of(property.type()))
            .append(',');
      }
      // A record is the same whether other members are forbidden or not said (only a union reads
      // the difference).
      AdditionalProperties additional = object.additionalProperties();
      if (additional instanceof AdditionalProperties.Typed typed) {
        key.append('*').append(of(typed.type()));
      } else if (additional instanceof AdditionalProperties.Allowed) {
        key.append('*');
      }
      return key.append('}').toString();
    } else if (type instanceof ArrayType array) {
      return writeOnly + "[" + of(array.items()) + ";" + array.minItems() + array.maxItems()
          + array.uniqueItems() + "]";
    } else if (type instanceof NullableType nullable) {
      return writeOnly + "?" + of(nullable.type());
    } else if (type instanceof StringType string) {
      return writeOnly + "s" + string.format() + string.pattern().map(StructuralKeys::quoted)
          + string.minLength() + string.maxLength();
    } else if (type instanceof NumberType number) {
      String mapped = numbers
          .of(schema.tool().name(), number.meta().pointer())
          .map(Object::toString)
          .orElse("");
      String nudged = nudgeWholeNumbers && !number.integer() ? DIRECTED : "";
      return writeOnly
          + (number.integer() ? "i" : "n")
          + number.minimum()
          + number.maximum()
          + number.exclusiveMinimum()
          + number.exclusiveMaximum()
          + number.multipleOf()
          + mapped
          + nudged;
    } else if (type instanceof BooleanType) {
      return writeOnly + "b";
    } else if (type instanceof EnumType values) {
      return writeOnly + DIRECTED + "e"
          + quoted(values.values().stream()
              .map(SnapshotFormat::writeValue)
              .collect(Collectors.joining(", ", "[", "]")));
    } else if (type instanceof ConstType constant) {
      return writeOnly + "c" + quoted(SnapshotFormat.writeValue(constant.value()));
    } else if (type instanceof UnionType union) {
      StringBuilder key = new StringBuilder(writeOnly).append(DIRECTED).append(union.kind());
      union.discriminator().ifPresent(name -> key.append(quoted(name)));
      union
          .branches()
          .forEach(branch -> key.append('|')
              .append(of(branch))
              .append(
                  schema.resolve(branch) instanceof ObjectType object
                          && object.additionalProperties() instanceof AdditionalProperties.Forbidden
                      ? "!"
                      : ""));
      return key.append('|').toString();
    } else if (type instanceof AnyType) {
      return writeOnly + "a";
    }
    throw new IllegalStateException("no key for " + type.getClass());
  }

  /** Server text, quoted so that no name can be read as part of the key's own structure. */
  private static String quoted(String text) {
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }
}
