package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;

/** A type being generated, into which nested types are declared under unique names. */
final class Scope {
  /** Simple names a nested type must not take: they would shadow what generated code refers to. */
  private static final List<String> SHADOWED = List.of(
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
      "JsonNode",
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
      "Math",
      "Record",
      "Enum",
      "Class");

  final ClassName className;
  private final Scope root;
  private final UniqueNames typeNames;
  private final List<TypeSpec> nested = new ArrayList<>();

  /** The scope of a top-level type. */
  Scope(ClassName className) {
    this(className, null);
  }

  /** The scope of a type nested in {@code parent}'s root type. */
  Scope(ClassName className, @org.jspecify.annotations.Nullable Scope parent) {
    this.className = className;
    this.root = parent == null ? this : parent.root;
    List<String> reserved = new ArrayList<>(SHADOWED);
    reserved.addAll(className.simpleNames());
    this.typeNames = UniqueNames.types("type", reserved);
  }

  /** A new nested class name from a hint such as a property name. */
  ClassName nestedName(String hint) {
    return className.nestedClass(typeNames.newName(Names.upperCamel(hint)));
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
