package dev.imcp.schema.internal;

import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.internal.TypeDiff.Direction;
import dev.imcp.schema.internal.TypeDiff.Effect;
import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import java.util.Optional;

/** Properties that come, go or change whether they are required, and how open the object is. */
final class ObjectDiff {
  private final TypeDiff diff;

  ObjectDiff(TypeDiff diff) {
    this.diff = diff;
  }

  void compare(ObjectType old, ObjectType current, Direction direction) {
    for (Property property : old.properties()) {
      Optional<Property> newer = current.property(property.name());
      if (newer.isEmpty()) {
        removed(property, direction);
      } else {
        required(property, newer.get(), direction);
        diff.compare(property.type(), newer.get().type(), direction);
      }
    }
    for (Property property : current.properties()) {
      if (old.property(property.name()).isEmpty()) {
        added(property, direction);
      }
    }
    additional(old, current, direction);
  }

  /** A caller compiled against the old schema still sends the property, or reads it when the server had promised it. */
  private void removed(Property property, Direction direction) {
    String pointer = property.type().meta().pointer();
    if (direction == Direction.INPUT || property.required()) {
      diff.add(pointer, ChangeClass.BREAKING, "property '" + property.name() + "' removed");
    } else {
      diff.add(
          pointer, ChangeClass.COMPATIBLE, "optional property '" + property.name() + "' removed");
    }
  }

  private void added(Property property, Direction direction) {
    String pointer = property.type().meta().pointer();
    if (direction == Direction.INPUT && property.required()) {
      diff.add(pointer, ChangeClass.BREAKING, "required property '" + property.name() + "' added");
    } else {
      diff.add(pointer, ChangeClass.COMPATIBLE, "property '" + property.name() + "' added");
    }
  }

  private void required(Property old, Property current, Direction direction) {
    if (old.required() != current.required()) {
      diff.shape(
          current.type().meta().pointer(),
          current.required() ? Effect.NARROWS : Effect.WIDENS,
          current.required() ? "became required" : "no longer required",
          direction);
    }
  }

  private void additional(ObjectType old, ObjectType current, Direction direction) {
    AdditionalProperties before = old.additionalProperties();
    AdditionalProperties after = current.additionalProperties();
    String pointer = current.meta().pointer() + "/additionalProperties";
    if (before instanceof AdditionalProperties.Typed oldMap
        && after instanceof AdditionalProperties.Typed newMap) {
      diff.compare(oldMap.type(), newMap.type(), direction);
      return;
    }
    int openness = openness(after) - openness(before);
    if (openness != 0 || before.getClass() != after.getClass()) {
      String text = "additionalProperties changed from " + name(before) + " to " + name(after);
      diff.constraint(pointer, openness < 0 ? Effect.NARROWS : Effect.WIDENS, text, direction);
    }
  }

  private static int openness(AdditionalProperties additional) {
    if (additional instanceof AdditionalProperties.Forbidden) {
      return 0;
    }
    return additional instanceof AdditionalProperties.Typed ? 1 : 2;
  }

  private static String name(AdditionalProperties additional) {
    if (additional instanceof AdditionalProperties.Forbidden) {
      return "false";
    }
    if (additional instanceof AdditionalProperties.Allowed) {
      return "true";
    }
    return additional instanceof AdditionalProperties.Typed ? "a schema" : "absent";
  }
}
