// One room: finding repeated structures, naming them and handing out the names must agree on one
// table in tool order (the output is deterministic because of it); split, the three would pass that
// table between them.
package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.schema.ToolSchema;
import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NullableType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.RefType;
import dev.imcp.schema.type.UnionType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;

/**
 * Objects and enums whose structure occurs more than once in the whole SDK, declared once as top-level types and
 * reused by every tool, in requests and results: server-memory's entity read from {@code read_graph} can be passed
 * back to {@code create_entities}, and GitHub's issue {@code State} is one enum.
 *
 * <p>Structure is {@link StructuralKeys}' key: descriptions, titles and defaults do not count, and the first occurrence
 * (in tool-name order, requests before results) gives the documentation. A type is named from its {@code title}, else
 * its {@code $ref} name, else the property that holds it; when that name is taken by another structure, the name of
 * the record it first appears in goes in front ({@code ListIssuesState}), then a number. An enum, a union or a nudged
 * number reads differently in a result (which keeps unknown values) than in a request, so objects holding one are
 * shared within one direction only; the others are one record for both, validated when sent and read leniently.
 *
 * <p>Not thread-safe: the SDK's records are planned on one thread, in order, so that the names are stable.
 */
final class SharedTypes {
  private static final class Use {
    int count;
    boolean request;
    final Set<String> tools = new TreeSet<>();
    /** The first occurrence's own title, if it has one. */
    Optional<String> title = Optional.empty();
    /** The tool it first occurs in. */
    String firstTool = "";
    /** The names of the properties (or {@code $ref}s) that hold it, upper camel case, in the order met. */
    final List<String> hints = new ArrayList<>();
  }

  private final UniqueNames topLevel;
  private final String packageName;
  private final Stamp stamp;
  private final NumberMappings numbers;
  private final boolean nudgeWholeNumbers;
  private final BiFunction<ToolSchema, Direction, TypeMapper> mappers;
  private final Map<String, Use> uses = new java.util.LinkedHashMap<>();
  private final Map<String, ClassName> planned = new HashMap<>();
  private final Map<String, ClassName> declared = new HashMap<>();
  private final Map<ToolSchema, StructuralKeys> keys = new IdentityHashMap<>();
  private final List<TypeSpec> types = new ArrayList<>();
  private final Set<String> nestedEverywhere = new HashSet<>();
  private final Set<String> sharedNames = new HashSet<>();

  /**
   * @param mappers a new mapper for a tool's schema in one direction, which emits a shared type's body
   */
  SharedTypes(
      UniqueNames topLevel,
      String packageName,
      Stamp stamp,
      NumberMappings numbers,
      boolean nudgeWholeNumbers,
      BiFunction<ToolSchema, Direction, TypeMapper> mappers) {
    this.topLevel = topLevel;
    this.packageName = packageName;
    this.stamp = stamp;
    this.numbers = numbers;
    this.nudgeWholeNumbers = nudgeWholeNumbers;
    this.mappers = mappers;
  }

  /** Counts the objects and enums of a tool's arguments and result, which are not themselves shared. */
  void count(ToolSchema schema) {
    Set<String> refs = new HashSet<>();
    schema
        .input()
        .properties()
        .forEach(
            property -> walk(schema, property.type(), property.name(), Direction.REQUEST, refs));
    Set<String> resultRefs = new HashSet<>();
    schema
        .output()
        .ifPresent(output -> output
            .properties()
            .forEach(property ->
                walk(schema, property.type(), property.name(), Direction.RESULT, resultRefs)));
  }

  /** The scope of a top-level type of this SDK, whose nested types take no shared type's name. */
  Scope scope(ClassName name) {
    return new Scope(name, nestedEverywhere, sharedNames);
  }

  /** The top-level types declared so far, in the order they were first used. */
  List<TypeSpec> types() {
    return types;
  }

  /** The shared type for an object with properties, declared on first use; empty when it occurs once only. */
  Optional<ClassName> object(
      ToolSchema schema, ObjectType object, Direction direction, String hint, Scope owner) {
    return declared(schema, object, direction, (key, name) -> {
      Use use = uses.get(key);
      Direction emitted = use.request ? Direction.REQUEST : Direction.RESULT;
      boolean both = use.request && StructuralKeys.crossesDirections(key);
      TypeSpec.Builder spec = mappers
          .apply(schema, emitted)
          .records()
          .emitShared(object, scope(name), header(use), both);
      types.add(spec.addAnnotation(stamp.annotation()).build());
    });
  }

  /** The shared type for a string enum, declared on first use; empty when it occurs once only. */
  Optional<ClassName> enumeration(
      ToolSchema schema, EnumType values, Direction direction, String hint, Scope owner) {
    return declared(schema, values, direction, (key, name) -> {
      String doc = Javadocs.textOr(
          values.meta().description().orElse(""),
          "The values of " + Javadocs.code(hint) + ", each sent as the text its constant shows.");
      types.add(EnumEmitter.emit(
              name,
              values.stringValues().orElseThrow(),
              doc + "\n\n<p>" + header(uses.get(key)),
              direction)
          .toBuilder()
          .addAnnotation(stamp.annotation())
          .build());
    });
  }

  /**
   * The shared type of {@code type}, which {@code declaration} declares (given its key and planned name) the first time
   * it is asked for; empty when the type occurs once only.
   */
  private Optional<ClassName> declared(
      ToolSchema schema,
      JsonType type,
      Direction direction,
      java.util.function.BiConsumer<String, ClassName> declaration) {
    return shared(schema, type, direction).map(key -> {
      ClassName known = declared.get(key);
      if (known != null) {
        return known;
      }
      ClassName name = planned.get(key);
      // Registered before the body is emitted: the body may hold other shared types.
      declared.put(key, name);
      declaration.accept(key, name);
      return name;
    });
  }

  private Optional<String> shared(ToolSchema schema, JsonType type, Direction direction) {
    String key = key(schema, type, direction);
    Use use = uses.get(key);
    return use != null && use.count > 1 ? Optional.of(key) : Optional.empty();
  }

  private String key(ToolSchema schema, JsonType type, Direction direction) {
    String key = keys.computeIfAbsent(
            schema, tool -> new StructuralKeys(tool, numbers, nudgeWholeNumbers))
        .of(type);
    return StructuralKeys.crossesDirections(key) ? key : direction + key;
  }

  private void walk(
      ToolSchema schema, JsonType type, String hint, Direction direction, Set<String> refs) {
    if (type instanceof RefType ref) {
      if (refs.add(ref.target())) {
        String name = ref.target().substring(ref.target().lastIndexOf('/') + 1);
        walk(schema, schema.resolve(ref), name, direction, refs);
      }
    } else if (type instanceof NullableType nullable) {
      walk(schema, nullable.type(), hint, direction, refs);
    } else if (type instanceof ArrayType array) {
      walk(schema, array.items(), Names.singular(hint), direction, refs);
    } else if (type instanceof ObjectType object) {
      if (!object.properties().isEmpty()) {
        use(schema, object, hint, direction);
      }
      object
          .properties()
          .forEach(property -> walk(schema, property.type(), property.name(), direction, refs));
      if (object.additionalProperties() instanceof AdditionalProperties.Typed typed) {
        walk(schema, typed.type(), Names.singular(hint), direction, refs);
      }
    } else if (type instanceof UnionType union) {
      // An object alternative is a record of its union, never a shared one: only what it holds
      // counts.
      UnionAlternatives alternatives = new UnionAlternatives(
          branch -> concrete(schema, branch),
          keys.computeIfAbsent(
              schema, tool -> new StructuralKeys(tool, numbers, nudgeWholeNumbers)));
      for (JsonType branch : alternatives.branches(union)) {
        if (concrete(schema, branch) instanceof ObjectType object
            && !object.properties().isEmpty()) {
          object.properties().forEach(p -> walk(schema, p.type(), p.name(), direction, refs));
        } else {
          walk(schema, branch, hint, direction, refs);
        }
      }
    } else if (type instanceof EnumType values && values.stringValues().isPresent()) {
      use(schema, values, hint, direction);
    }
  }

  private static JsonType concrete(ToolSchema schema, JsonType type) {
    JsonType resolved = schema.resolve(type);
    return resolved instanceof NullableType nullable ? concrete(schema, nullable.type()) : resolved;
  }

  private void use(ToolSchema schema, JsonType type, String hint, Direction direction) {
    String key = key(schema, type, direction);
    if (!StructuralKeys.shareable(key)) {
      return;
    }
    Use use = uses.computeIfAbsent(key, unused -> new Use());
    use.count++;
    use.request |= direction == Direction.REQUEST;
    if (use.count == 1) {
      use.title = type.meta().title();
      use.firstTool = schema.tool().name();
    }
    use.tools.add(schema.tool().name());
    use.hints.add(Names.upperCamel(hint));
  }

  /**
   * The words every name it is held by ends with: {@code originCoordinates} and {@code destinationCoordinates} give
   * {@code Coordinates}; empty when they share no last word.
   */
  static String commonEnding(List<String> hints) {
    List<String> common = Names.wordsOf(hints.get(0));
    for (String hint : hints) {
      List<String> words = Names.wordsOf(hint);
      int shared = 0;
      while (shared < common.size()
          && shared < words.size()
          && common
              .get(common.size() - 1 - shared)
              .equalsIgnoreCase(words.get(words.size() - 1 - shared))) {
        shared++;
      }
      common = common.subList(common.size() - shared, common.size());
    }
    return Names.upperCamel(String.join("_", common));
  }

  /**
   * Names every type that occurs more than once, in the order first met, before any record is emitted: a shared type's
   * name comes first, and nested types take others. The name is the {@code title}, else the words every property (or
   * {@code $ref}) that holds it ends with, else the first such name; the first tool's name in front when that is taken,
   * then a number.
   */
  void plan() {
    uses.forEach((key, use) -> {
      if (use.count < 2) {
        return;
      }
      String common = commonEnding(use.hints);
      String base = Names.upperCamel(use.title
          .filter(SharedTypes::nameLike)
          .orElse(common.isEmpty() ? use.hints.get(0) : common));
      String name = free(base)
          ? topLevel.newName(base)
          : topLevel.newName(Names.upperCamel(use.firstTool) + base);
      sharedNames.add(name.toLowerCase(Locale.ROOT));
      planned.put(key, ClassName.get(packageName, name));
    });
  }

  private boolean free(String base) {
    return !base.isEmpty() && Character.isLetter(base.charAt(0)) && !topLevel.isTaken(base);
  }

  /** A title short enough to be a type's name, as Pydantic's class names are. */
  private static boolean nameLike(String title) {
    String name = Names.upperCamel(title);
    return !name.isEmpty() && Character.isLetter(name.charAt(0)) && name.length() <= 40;
  }

  private static String header(Use use) {
    List<String> tools = new ArrayList<>(use.tools);
    StringBuilder doc = new StringBuilder(tools.size() == 1 ? "Used by tool " : "Used by tools ");
    int shown = Math.min(tools.size(), 5);
    for (int i = 0; i < shown; i++) {
      doc.append(i == 0 ? "" : ", ").append(Javadocs.code(tools.get(i)));
    }
    if (tools.size() > shown) {
      doc.append(" and ").append(tools.size() - shown).append(" more");
    }
    return doc.append(".\n").toString();
  }

  /** The annotation that lets a record shared with results read what it does not know. */
  static AnnotationSpec ignoreUnknown() {
    return AnnotationSpec.builder(Types.JSON_IGNORE_PROPERTIES)
        .addMember("ignoreUnknown", "true")
        .build();
  }
}
