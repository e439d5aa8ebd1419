package dev.imcp.schema.type;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A JSON object with known properties, in the order the schema lists them. */
public record ObjectType(SchemaMeta meta, List<Property> properties, AdditionalProperties additionalProperties)
    implements JsonType {

  public ObjectType {
    Objects.requireNonNull(meta, "meta");
    properties = List.copyOf(properties);
    Objects.requireNonNull(additionalProperties, "additionalProperties");
  }

  public Optional<Property> property(String name) {
    return properties.stream().filter(property -> property.name().equals(name)).findFirst();
  }

  public List<Property> requiredProperties() {
    return properties.stream().filter(Property::required).toList();
  }
}
