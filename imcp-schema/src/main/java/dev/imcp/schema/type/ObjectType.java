package dev.imcp.schema.type;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A JSON object with known properties, in the order the schema lists them.
 *
 * @param requiredOrder the required properties' names in the order of the schema's {@code required} array, which
 *     servers that sort their keys leave as the only trace of the author's order ({@code title, start, end})
 */
public record ObjectType(
    SchemaMeta meta, List<Property> properties, AdditionalProperties additionalProperties, List<String> requiredOrder)
    implements JsonType {

  public ObjectType {
    Objects.requireNonNull(meta, "meta");
    properties = List.copyOf(properties);
    Objects.requireNonNull(additionalProperties, "additionalProperties");
    requiredOrder = List.copyOf(requiredOrder);
  }

  /** Required properties in the order they are listed. */
  public ObjectType(SchemaMeta meta, List<Property> properties, AdditionalProperties additionalProperties) {
    this(meta, properties, additionalProperties, properties.stream().filter(Property::required).map(Property::name).toList());
  }

  public Optional<Property> property(String name) {
    return properties.stream().filter(property -> property.name().equals(name)).findFirst();
  }

  /** The required properties in {@link #requiredOrder()}. */
  public List<Property> requiredProperties() {
    return requiredOrder.stream().map(name -> property(name).orElseThrow()).toList();
  }
}
