package dev.imcp.codegen.internal;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Legal, unique Java names in one scope (the members of one type, or the types of one package or class), by one
 * readable rule that the README documents:
 *
 * <ol>
 *   <li>a name with no letters or digits becomes the scope's role word ({@code tool}, {@code value}, …);
 *   <li>a name that would start with a digit gets the role word in front: {@code 2fa} → {@code tool2fa};
 *   <li>a keyword, or a name taken by a member every such type has ({@code Object}'s methods, {@code close},
 *       {@code builder}, …), gets the role word after it: {@code wait} → {@code waitTool}, {@code class} →
 *       {@code classValue};
 *   <li>a name used before in the scope gets the next free number: {@code ab}, {@code ab2}, {@code ab3}.
 * </ol>
 *
 * Never a trailing underscore. Types compare case-insensitively, as their class files share a directory on
 * case-insensitive file systems.
 */
final class UniqueNames {
  /** How names of the scope are spelled. */
  enum Style {
    LOWER_CAMEL,
    UPPER_CAMEL,
    CONSTANT
  }

  /** {@code java.lang.Object}'s methods: no generated member may take these names. */
  static final List<String> OBJECT_METHODS = List.of(
      "clone",
      "equals",
      "finalize",
      "getClass",
      "hashCode",
      "notify",
      "notifyAll",
      "toString",
      "wait");

  /**
   * Not keywords, but not usable as a member's name: {@code yield} cannot be called unqualified, {@code _} is no name.
   * The other contextual words ({@code record}, {@code var}, {@code to}, {@code open}, {@code with}, {@code module},
   * {@code uses}, {@code sealed}, {@code when}, …) are legal member names and are kept; as type names they are upper
   * camel case ({@code Record}), which no rule restricts.
   */
  private static final Set<String> RESTRICTED = Set.of("yield", "_");

  private final Style style;
  private final String role;
  private final Set<String> reserved = new HashSet<>();
  private final Set<String> used = new HashSet<>();

  /**
   * @param role the word that marks a name of this scope, lower camel case ({@code tool}, {@code value}, {@code type})
   * @param reserved names the scope's type always has
   */
  private UniqueNames(Style style, String role, List<String> reserved) {
    this.style = style;
    this.role = role;
    reserved.forEach(name -> this.reserved.add(key(name)));
  }

  /** Method or component names; {@code Object}'s methods are always reserved. */
  static UniqueNames members(String role, String... reserved) {
    List<String> all = new java.util.ArrayList<>(OBJECT_METHODS);
    all.addAll(List.of(reserved));
    return new UniqueNames(Style.LOWER_CAMEL, role, all);
  }

  static UniqueNames types(String role, List<String> reserved) {
    return new UniqueNames(Style.UPPER_CAMEL, role, reserved);
  }

  static UniqueNames constants(String role, String... reserved) {
    return new UniqueNames(Style.CONSTANT, role, List.of(reserved));
  }

  /** A unique legal name for {@code candidate}, already spelled in this scope's style from server text. */
  String newName(String candidate) {
    String name = candidate.isEmpty() ? spelled(role) : candidate;
    if (Character.isDigit(name.charAt(0))) {
      name = style == Style.CONSTANT ? spelled(role) + "_" + name : spelled(role) + name;
    }
    if (SourceVersion.isKeyword(name)
        || RESTRICTED.contains(name)
        || reserved.contains(key(name))) {
      name = style == Style.CONSTANT ? name + "_" + spelled(role) : name + upperFirst(role);
    }
    String unique = name;
    for (int number = 2; used.contains(key(unique)) || reserved.contains(key(unique)); number++) {
      unique = name + (style == Style.CONSTANT ? "_" : "") + number;
    }
    used.add(key(unique));
    return unique;
  }

  /**
   * Names that share a base, such as a tool's {@code Request} and {@code Result} records or a service's interface and
   * implementation: the base is numbered until every name is free ({@code Ab2Request}, {@code Ab2Result}).
   */
  List<String> newNames(String base, List<String> suffixes) {
    String name = base.isEmpty() ? spelled(role) : base;
    if (Character.isDigit(name.charAt(0))) {
      name = spelled(role) + name;
    }
    String unique = name;
    for (int number = 2; !free(unique, suffixes); number++) {
      unique = name + number;
    }
    String found = unique;
    List<String> names = suffixes.stream().map(suffix -> found + suffix).toList();
    names.forEach(this::take);
    return names;
  }

  private boolean free(String base, List<String> suffixes) {
    return suffixes.stream()
        .map(suffix -> base + suffix)
        .noneMatch(name -> used.contains(key(name))
            || reserved.contains(key(name))
            || SourceVersion.isKeyword(name)
            || RESTRICTED.contains(name));
  }

  /** Whether {@code name} is handed out or reserved already. */
  boolean isTaken(String name) {
    return used.contains(key(name)) || reserved.contains(key(name));
  }

  /** Takes a name the scope must not hand out again, such as a member written by hand. */
  void take(String name) {
    used.add(key(name));
  }

  private String spelled(String word) {
    return switch (style) {
      case LOWER_CAMEL -> word;
      case UPPER_CAMEL -> upperFirst(word);
      case CONSTANT -> word.toUpperCase(Locale.ROOT);
    };
  }

  private String key(String name) {
    return style == Style.UPPER_CAMEL ? name.toLowerCase(Locale.ROOT) : name;
  }

  private static String upperFirst(String word) {
    return Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }
}
