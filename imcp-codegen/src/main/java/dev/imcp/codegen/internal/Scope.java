package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;

/** A type being generated, into which nested types are declared under unique names. */
final class Scope {
  /** Simple names a nested type must not take: they would shadow what generated code refers to. */
  static final List<String> SHADOWED = List.of(
      "Builder",
      "List",
      "Map",
      "String",
      "Object",
      "Long",
      "Double",
      "Boolean",
      "Integer",
      "Override",
      "Generated",
      "Nullable",
      "URI",
      "UUID",
      "OffsetDateTime",
      "LocalDate",
      "Objects",
      "Collections",
      "LinkedHashMap",
      "Duration",
      "CompletableFuture",
      "Valid",
      "NotNull",
      "Size",
      "Pattern",
      "Min",
      "Max",
      "DecimalMin",
      "DecimalMax",
      "Email",
      "JsonProperty",
      "JsonInclude",
      "JsonIgnore",
      "JsonAnyGetter",
      "JsonValue",
      "JsonTypeInfo",
      "JsonSubTypes",
      "JsonTypeName",
      "JsonIgnoreProperties",
      "JsonCreator",
      "JsonSetter",
      "Nulls",
      "TypeToken",
      "JsonAlternatives",
      "Redaction",
      "BigDecimal",
      "ArrayList",
      "SelfValidating",
      "ArgumentChecks",
      "WholeNumbers",
      "Math",
      "Record",
      "Enum",
      "Class");

  final ClassName className;
  private final Scope root;
  private final UniqueNames typeNames;
  private final boolean isInterface;
  /** Names only a union's own alternatives take, such as {@code OfString}, in every union of the file. */
  private final java.util.Set<String> alternativeNames;

  /** Nested names in every file of the SDK, and the shared top-level names, which must differ from one another. */
  private final java.util.Set<String> nestedEverywhere;

  private final java.util.Set<String> sharedNames;

  private @org.jspecify.annotations.Nullable UniqueNames alternatives;
  private final List<TypeSpec> nested = new ArrayList<>();

  /** The scope of a top-level type, alone in its SDK. */
  Scope(ClassName className) {
    this(className, new java.util.HashSet<>(), new java.util.HashSet<>());
  }

  /**
   * The scope of a top-level type of an SDK with shared types.
   *
   * @param nestedEverywhere the nested names of every file so far, lower case, which this scope adds to
   * @param sharedNames the shared top-level types' names, lower case, which no nested type may take: JavaPoet writes the
   *     simple name in a record's header for both
   */
  Scope(
      ClassName className,
      java.util.Set<String> nestedEverywhere,
      java.util.Set<String> sharedNames) {
    this.nestedEverywhere = nestedEverywhere;
    this.sharedNames = sharedNames;
    this.className = className;
    this.root = this;
    List<String> reserved = new ArrayList<>(SHADOWED);
    reserved.add(className.simpleName());
    // One set of names for every type nested anywhere in the file: a nested type that took the
    // simple name of a type of an enclosing scope would shadow it there (a $ref'd Filter and a
    // nested object's own Filter), and JavaPoet does not always qualify the outer one.
    this.typeNames = UniqueNames.types("type", reserved);
    this.isInterface = false;
    this.alternativeNames = new java.util.HashSet<>();
  }

  private Scope(ClassName className, Scope parent, boolean isInterface) {
    this.className = className;
    this.root = parent.root;
    this.typeNames = parent.typeNames;
    this.isInterface = isInterface;
    this.alternativeNames = parent.alternativeNames;
    this.nestedEverywhere = parent.nestedEverywhere;
    this.sharedNames = parent.sharedNames;
  }

  /** The scope of a class or record nested in {@code parent}'s file. */
  Scope(ClassName className, Scope parent) {
    this(className, parent, false);
  }

  /** The scope of an interface nested in {@code parent}'s file: the types declared in it are spelled {@code static}. */
  static Scope ofInterface(ClassName className, Scope parent) {
    return new Scope(className, parent, true);
  }

  /** A new nested class name from a hint such as a property name, unique in the whole file. */
  ClassName nestedName(String hint) {
    String candidate = Names.upperCamel(hint);
    // Named like a type it is nested in: the role word after it, as for any name the scope has.
    if (className.simpleNames().stream().anyMatch(candidate::equalsIgnoreCase)) {
      candidate = candidate + "Type";
    }
    String name = typeNames.newName(candidate);
    while (sharedNames.contains(name.toLowerCase(java.util.Locale.ROOT))) {
      name = typeNames.newName(candidate);
    }
    nestedEverywhere.add(name.toLowerCase(java.util.Locale.ROOT));
    return className.nestedClass(name);
  }

  /**
   * The name of one of this union's alternatives, such as {@code OfString} or a discriminated branch's {@code Relative}:
   * unique among the union's alternatives, and among the file's other types, but the same in every union that has
   * such an alternative, as only the union's own code refers to it by its simple name.
   */
  ClassName alternativeName(String hint) {
    return alternative(hint, true);
  }

  /**
   * The name of one of this union's alternatives that is a record of its own, with types nested in it: unique in the
   * whole file, as a union nested in it must not shadow it ({@code Parent.PageId} holding a union with a {@code
   * PageId} of its own).
   */
  ClassName alternativeRecordName(String hint) {
    return alternative(hint, false);
  }

  /** An alternative's name; {@code reusable}: another union's alternative of that name may have it too. */
  private ClassName alternative(String hint, boolean reusable) {
    if (alternatives == null) {
      alternatives = UniqueNames.types("type", List.of(className.simpleName()));
    }
    String candidate = Names.upperCamel(hint);
    String name = alternatives.newName(candidate);
    while (typeNames.isTaken(name)
            && !(reusable && alternativeNames.contains(name.toLowerCase(java.util.Locale.ROOT)))
        || sharedNames.contains(name.toLowerCase(java.util.Locale.ROOT))) {
      name = alternatives.newName(candidate);
    }
    nestedEverywhere.add(name.toLowerCase(java.util.Locale.ROOT));
    typeNames.take(name);
    if (reusable) {
      alternativeNames.add(name.toLowerCase(java.util.Locale.ROOT));
    }
    return className.nestedClass(name);
  }

  /** Whether types declared here need {@code static} spelled out (JavaPoet wants it inside interfaces). */
  boolean isInterface() {
    return isInterface;
  }

  /** The top-level type: where types shared by reference are declared. */
  Scope root() {
    return root;
  }

  void add(TypeSpec type) {
    nested.add(type);
  }

  List<TypeSpec> nestedTypes() {
    return nested;
  }
}
