package dev.imcp.schema.internal;

import dev.imcp.schema.ToolSchema;
import dev.imcp.schema.internal.TypeDiff.Direction;
import dev.imcp.schema.internal.TypeDiff.Effect;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.UnionType;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Pairs the branches of two unions: by discriminator value when both have the same discriminator (so that reordered
 * branches are no change), otherwise by position.
 */
record UnionDiff(TypeDiff diff, ToolSchema before, ToolSchema after) {
  void compare(UnionType old, UnionType current, Direction direction) {
    Map<String, JsonType> oldBranches = keyed(old, before);
    Map<String, JsonType> newBranches = keyed(current, after);
    String pointer = current.meta().pointer();
    oldBranches.forEach((key, branch) -> {
      JsonType newer = newBranches.get(key);
      if (newer == null) {
        diff.shape(pointer, Effect.NARROWS, "branch " + key + " removed", direction);
      } else {
        diff.compare(branch, newer, direction);
      }
    });
    newBranches.keySet().stream()
        .filter(key -> !oldBranches.containsKey(key))
        .forEach(key -> diff.shape(pointer, Effect.WIDENS, "branch " + key + " added", direction));
  }

  private static Map<String, JsonType> keyed(UnionType union, ToolSchema schema) {
    Map<String, JsonType> keyed = new LinkedHashMap<>();
    for (int i = 0; i < union.branches().size(); i++) {
      JsonType branch = union.branches().get(i);
      String key = union
          .discriminator()
          .flatMap(name -> tag(schema.resolve(branch), name))
          .map(value -> "'" + value + "'")
          .orElse("#" + i);
      keyed.put(key, branch);
    }
    return keyed;
  }

  private static Optional<String> tag(JsonType branch, String discriminator) {
    if (!(branch instanceof ObjectType object)) {
      return Optional.empty();
    }
    return object.property(discriminator).flatMap(property -> {
      JsonType type = property.type();
      if (type instanceof ConstType constant) {
        return Optional.of(constant.value().asString());
      }
      return type instanceof EnumType values
          ? Optional.of(values.values().get(0).asString())
          : Optional.empty();
    });
  }
}
