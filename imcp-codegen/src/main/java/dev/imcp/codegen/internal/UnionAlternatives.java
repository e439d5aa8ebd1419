package dev.imcp.codegen.internal;

import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.BooleanType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import dev.imcp.schema.type.StringType;
import dev.imcp.schema.type.UnionType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The alternatives of a union as the SDK has them: a union among them is lifted into its own alternatives ({@code
 * anyOf: [{oneOf: [page, database]}, string]} has three), structurally equal ones ({@link StructuralKeys}) are one,
 * and each is named, in this order of preference, from its {@code title}, the {@code const} (or single-value enum) of a
 * property whose values tell the alternatives apart ({@code type: "page_id"} → {@code PageId}), the required
 * properties only it has ({@code position} → {@code Position}; an object alone among the alternatives: its required
 * properties), the properties only it has, and last its kind of JSON value ({@code OfString}). A {@code const}
 * alternative is named from its value ({@code "asc"} → {@code Asc}, {@code -1} → {@code ValueMinus1}). Where two would take one name, both try their next rule; only then is a name numbered.
 */
final class UnionAlternatives {
  /** One alternative: the schema as written (a {@code $ref}, say), what it resolves to, and its name, upper camel. */
  record Alternative(JsonType branch, JsonType concrete, String name) {}

  private static final int MAX_WORDS = 40;

  private final UnaryOperator<JsonType> concrete;
  private final StructuralKeys keys;

  /**
   * @param concrete the type behind references and {@code null} unions
   * @param keys the tool's structural keys, which tell equal alternatives
   */
  UnionAlternatives(UnaryOperator<JsonType> concrete, StructuralKeys keys) {
    this.concrete = concrete;
    this.keys = keys;
  }

  /** The union's alternatives, nested unions lifted and duplicates merged, in the schema's order. */
  List<JsonType> branches(UnionType union) {
    List<JsonType> lifted = new ArrayList<>();
    lift(union, lifted, Collections.newSetFromMap(new IdentityHashMap<>()));
    Map<String, JsonType> unique = new LinkedHashMap<>();
    List<JsonType> kept = new ArrayList<>();
    for (JsonType branch : lifted) {
      JsonType resolved = concrete.apply(branch);
      String key = keys.of(branch)
          + (resolved instanceof ObjectType object
                  && object.additionalProperties() instanceof AdditionalProperties.Forbidden
              ? "!"
              : "");
      if (!StructuralKeys.shareable(key)) {
        kept.add(branch);
      } else if (unique.putIfAbsent(key, branch) == null) {
        kept.add(branch);
      }
    }
    return kept;
  }

  /** Whether the union is generated as it is written: no union lifted, no duplicate merged. */
  boolean asWritten(UnionType union) {
    return branches(union).size() == union.branches().size()
        && union.branches().stream().noneMatch(b -> concrete.apply(b) instanceof UnionType);
  }

  /**
   * The union's alternatives with their names, unique case-insensitively and none of {@code taken}; a name that
   * begins or ends with the union's own drops it, so that it reads without stutter ({@code Parent.page(…)}, not {@code
   * Parent.parentPage(…)}).
   */
  List<Alternative> named(UnionType union, String unionName, Set<String> taken) {
    List<JsonType> branches = branches(union);
    List<ObjectType> objects = branches.stream()
        .map(concrete)
        .filter(ObjectType.class::isInstance)
        .map(ObjectType.class::cast)
        .toList();
    List<List<String>> candidates = new ArrayList<>();
    for (JsonType branch : branches) {
      List<String> own = new ArrayList<>(candidates(branch, concrete.apply(branch), objects));
      // The last, its kind (OfString), is the union's own word and stays as it is.
      String kind = own.get(own.size() - 1);
      own.replaceAll(name -> name.equals(kind) ? name : withoutStutter(name, unionName));
      own.removeIf(name -> !name.equals(kind) && name.equalsIgnoreCase(unionName));
      candidates.add(own);
    }
    int[] choice = new int[branches.size()];
    boolean changed = true;
    while (changed) {
      changed = false;
      Map<String, List<Integer>> byName = new HashMap<>();
      for (int i = 0; i < choice.length; i++) {
        byName
            .computeIfAbsent(key(candidates.get(i).get(choice[i])), unused -> new ArrayList<>())
            .add(i);
      }
      for (List<Integer> holders : byName.values()) {
        boolean clash = holders.size() > 1
            || taken.contains(key(candidates.get(holders.get(0)).get(choice[holders.get(0)])));
        for (int i : clash ? holders : List.<Integer>of()) {
          if (choice[i] + 1 < candidates.get(i).size()) {
            choice[i]++;
            changed = true;
          }
        }
      }
    }
    List<Alternative> named = new ArrayList<>();
    for (int i = 0; i < branches.size(); i++) {
      JsonType branch = branches.get(i);
      named.add(
          new Alternative(branch, concrete.apply(branch), candidates.get(i).get(choice[i])));
    }
    return named;
  }

  private static String withoutStutter(String name, String unionName) {
    String rest = name;
    if (rest.startsWith(unionName) && rest.length() > unionName.length()) {
      rest = rest.substring(unionName.length());
    } else if (rest.endsWith(unionName) && rest.length() > unionName.length()) {
      rest = rest.substring(0, rest.length() - unionName.length());
    }
    return Character.isUpperCase(rest.charAt(0)) && nameLike(rest) ? rest : name;
  }

  private void lift(UnionType union, List<JsonType> into, Set<JsonType> seen) {
    seen.add(union);
    for (JsonType branch : union.branches()) {
      JsonType resolved = concrete.apply(branch);
      if (resolved instanceof UnionType inner && !seen.contains(inner)) {
        lift(inner, into, seen);
      } else if (!(resolved instanceof UnionType)) {
        into.add(branch);
      }
    }
  }

  /** The names the alternative may take, best first; the last, its kind, always exists. */
  private List<String> candidates(JsonType branch, JsonType resolved, List<ObjectType> objects) {
    List<String> names = new ArrayList<>();
    title(branch).or(() -> title(resolved)).ifPresent(names::add);
    if (resolved instanceof ConstType constant) {
      String value = constant.value().isString()
          ? Names.upperCamel(constant.value().stringValue())
          : "Value"
              + Names.upperCamel(Names.constant(SnapshotFormat.writeValue(constant.value()))
                  .toLowerCase(Locale.ROOT));
      if (nameLike(value)) {
        names.add(value);
      }
    }
    if (resolved instanceof ObjectType object) {
      constant(object, objects).ifPresent(names::add);
      only(object, objects, true).ifPresent(names::add);
      only(object, objects, false).ifPresent(names::add);
    }
    names.add("Of" + kind(resolved));
    return names;
  }

  private static Optional<String> title(JsonType type) {
    return type.meta().title().map(Names::upperCamel).filter(UnionAlternatives::nameLike);
  }

  /**
   * The value of the first property that is one string in each alternative that has it, and differs between them: in two
   * alternatives at least, or required in the only object alternative.
   */
  private Optional<String> constant(ObjectType object, List<ObjectType> objects) {
    for (Property property : object.properties()) {
      Optional<String> value = constantOf(property.type());
      if (value.isEmpty()) {
        continue;
      }
      Set<String> values = new HashSet<>();
      List<String> all = objects.stream()
          .map(other -> other.property(property.name()).flatMap(p -> constantOf(p.type())))
          .flatMap(Optional::stream)
          .toList();
      boolean discriminates = all.size() > 1 || objects.size() == 1 && property.required();
      String name = Names.upperCamel(value.get());
      if (discriminates && all.stream().allMatch(values::add) && nameLike(name)) {
        return Optional.of(name);
      }
    }
    return Optional.empty();
  }

  private Optional<String> constantOf(JsonType type) {
    JsonType resolved = concrete.apply(type);
    if (resolved instanceof ConstType constant && constant.value().isString()) {
      return Optional.of(constant.value().stringValue());
    }
    if (resolved instanceof EnumType values
        && values.values().size() == 1
        && values.values().get(0).isString()) {
      return Optional.of(values.values().get(0).stringValue());
    }
    return Optional.empty();
  }

  /**
   * The properties (required ones, or any) of this alternative that not every other object alternative has, two at
   * most: {@code line} and {@code side} → {@code LineAndSide}.
   */
  private static Optional<String> only(
      ObjectType object, List<ObjectType> objects, boolean required) {
    List<String> own = names(object, required);
    boolean alone = objects.stream().allMatch(other -> other == object);
    List<String> distinct = own.stream()
        .filter(name -> alone
            || objects.stream()
                .filter(other -> other != object)
                .anyMatch(other -> !names(other, required).contains(name)))
        .limit(2)
        .map(Names::upperCamel)
        .toList();
    String name = String.join("And", distinct);
    return distinct.isEmpty() || !nameLike(name) ? Optional.empty() : Optional.of(name);
  }

  private static List<String> names(ObjectType object, boolean required) {
    return object.properties().stream()
        .filter(property -> !required || property.required())
        .map(Property::name)
        .toList();
  }

  /** A name that reads as one: it starts with a letter and is not a sentence. */
  private static boolean nameLike(String name) {
    return !name.isEmpty() && Character.isLetter(name.charAt(0)) && name.length() <= MAX_WORDS;
  }

  private static String key(String name) {
    return name.toLowerCase(Locale.ROOT);
  }

  /** The kind of JSON value an alternative takes, as its last-resort name says it. */
  static String kind(JsonType type) {
    if (type instanceof BooleanType) {
      return "Boolean";
    } else if (type instanceof StringType
        || type instanceof EnumType
        || type instanceof ConstType constant && constant.value().isString()) {
      return "String";
    } else if (type instanceof NumberType number) {
      return number.integer() ? "Long" : "Double";
    } else if (type instanceof ArrayType) {
      return "List";
    } else if (type instanceof ObjectType) {
      return "Object";
    } else if (type instanceof UnionType) {
      return "Union";
    }
    return "Json";
  }
}
