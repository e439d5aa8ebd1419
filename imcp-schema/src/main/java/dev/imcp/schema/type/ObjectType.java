package dev.imcp.schema.type;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A JSON object with known properties, in the order the schema lists them.
 *
 * @param meta where the schema is, and its documentation
 * @param properties the known properties, in the order the schema lists them
 * @param additionalProperties what the schema says of other members
 * @param requiredOrder the required properties' names in the order of the schema's {@code required} array (the
 *     generated API does not follow it: its one order is the order of {@code properties})
 */
public record ObjectType(
    SchemaMeta meta,
    List<Property> properties,
    AdditionalProperties additionalProperties,
    List<String> requiredOrder)
    implements JsonType {

  /**
   * Checks for nulls and copies the lists.
   *
   * @param meta where the schema is, and its documentation
   * @param properties the known properties, in the order the schema lists them
   * @param additionalProperties what the schema says of other members
   * @param requiredOrder the required properties' names in the order of the schema's {@code required} array
   */
  public ObjectType {
    Objects.requireNonNull(meta, "meta");
    properties = List.copyOf(properties);
    Objects.requireNonNull(additionalProperties, "additionalProperties");
    requiredOrder = List.copyOf(requiredOrder);
  }

  /**
   * An object whose required properties are in the order {@code properties} lists them.
   *
   * @param meta where the schema is, and its documentation
   * @param properties the known properties, in the order the schema lists them
   * @param additionalProperties what the schema says of other members
   */
  public ObjectType(
      SchemaMeta meta, List<Property> properties, AdditionalProperties additionalProperties) {
    this(
        meta,
        properties,
        additionalProperties,
        properties.stream().filter(Property::required).map(Property::name).toList());
  }

  /**
   * {@return the property named {@code name}; empty when the schema lists none}
   *
   * @param name the wire name
   */
  public Optional<Property> property(String name) {
    return properties.stream().filter(property -> property.name().equals(name)).findFirst();
  }

  /** {@return the required properties in {@link #requiredOrder()}} */
  public List<Property> requiredProperties() {
    return requiredOrder.stream().map(name -> property(name).orElseThrow()).toList();
  }
}
