package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import dev.imcp.codegen.TypeMapping;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The options' {@link TypeMapping}s as the emitters apply them, remembering which ones named a number (the emitters run
 * on every core), so that the others can be reported.
 */
final class NumberMappings {
  private final List<TypeMapping> mappings;
  private final Set<TypeMapping> used = ConcurrentHashMap.newKeySet();

  NumberMappings(List<TypeMapping> mappings) {
    this.mappings = mappings;
  }

  /**
   * The boxed Java type of the number at {@code pointer} in {@code tool}, when a mapping names it.
   *
   * @param pointer the number schema's JSON pointer, relative to the tool
   */
  Optional<ClassName> of(String tool, String pointer) {
    for (TypeMapping mapping : mappings) {
      if (matches(mapping, tool, pointer)) {
        used.add(mapping);
        return Optional.of(
            switch (mapping.type()) {
              case INT -> ClassName.get(Integer.class);
              case LONG -> ClassName.get(Long.class);
              case BIG_DECIMAL -> Types.BIG_DECIMAL;
            });
      }
    }
    return Optional.empty();
  }

  /** {@return the mappings that named no number}, in the order given */
  List<TypeMapping> unused() {
    return mappings.stream().filter(mapping -> !used.contains(mapping)).toList();
  }

  private static boolean matches(TypeMapping mapping, String tool, String pointer) {
    if (mapping.property().isPresent()) {
      return propertyOf(pointer).filter(mapping.property().get()::equals).isPresent();
    }
    return mapping.tool().orElseThrow().equals(tool)
        && mapping.pointer().orElseThrow().equals(pointer);
  }

  /**
   * The property a schema belongs to: {@code /inputSchema/properties/ids/items} and {@code …/properties/id/anyOf/0}
   * belong to {@code ids} and {@code id}.
   */
  static Optional<String> propertyOf(String pointer) {
    String path = pointer;
    boolean stripped = true;
    while (stripped) {
      stripped = false;
      if (path.endsWith("/items")
          && !path.substring(0, path.length() - "/items".length()).endsWith("/properties")) {
        path = path.substring(0, path.length() - "/items".length());
        stripped = true;
      }
      int last = path.lastIndexOf('/');
      int before = last > 0 ? path.lastIndexOf('/', last - 1) : -1;
      if (before >= 0
          && path.substring(last + 1).chars().allMatch(Character::isDigit)
          && List.of("anyOf", "oneOf").contains(path.substring(before + 1, last))) {
        path = path.substring(0, before);
        stripped = true;
      }
    }
    int last = path.lastIndexOf('/');
    if (last <= 0 || !path.substring(0, last).endsWith("/properties")) {
      return Optional.empty();
    }
    return Optional.of(path.substring(last + 1).replace("~1", "/").replace("~0", "~"));
  }
}
