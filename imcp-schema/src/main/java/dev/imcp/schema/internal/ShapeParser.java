package dev.imcp.schema.internal;

import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.AnyType;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.BooleanType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import dev.imcp.schema.type.SchemaMeta;
import dev.imcp.schema.type.StringType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/** Reads the keywords of one shape (object, array, string, number, …), one method per shape. */
final class ShapeParser {
  private final TypeParser parser;
  private final ParseContext context;

  ShapeParser(TypeParser parser, ParseContext context) {
    this.parser = parser;
    this.context = context;
  }

  JsonType ofKind(String kind, JsonNode node, SchemaMeta meta, String pointer) {
    switch (kind) {
      case "object":
        return object(node, meta, pointer);
      case "array":
        return array(node, meta, pointer);
      case "string":
        return string(node, meta, pointer);
      case "integer":
        return number(node, meta, pointer, true);
      case "number":
        return number(node, meta, pointer, false);
      case "boolean":
        return new BooleanType(meta);
      case "null":
        return new ConstType(meta, JsonNodeFactory.instance.nullNode());
      case "any":
        return new AnyType(meta);
      default:
        context.problem(pointer + "/type", "unknown type '" + kind + "'");
        return new AnyType(meta);
    }
  }

  private ObjectType object(JsonNode node, SchemaMeta meta, String pointer) {
    Set<String> required = required(node.path("required"), pointer + "/required");
    AdditionalProperties additional =
        additional(node.path("additionalProperties"), pointer + "/additionalProperties");
    List<Property> properties = new ArrayList<>();
    JsonNode declared = node.path("properties");
    if (!declared.isMissingNode() && !declared.isObject()) {
      context.problem(
          pointer + "/properties",
          "expected an object of property schemas, got " + JsonText.describe(declared));
    } else {
      for (Map.Entry<String, JsonNode> entry : declared.properties()) {
        String name = entry.getKey();
        JsonType type =
            parser.parse(entry.getValue(), Pointers.child(pointer + "/properties", name));
        properties.add(new Property(name, type, required.contains(name)));
      }
    }
    for (String name : required) {
      if (properties.stream().noneMatch(property -> property.name().equals(name))) {
        undeclaredRequired(name, additional, properties, pointer);
      }
    }
    List<String> requiredOrder = required.stream()
        .filter(name -> properties.stream().anyMatch(p -> p.name().equals(name)))
        .toList();
    return new ObjectType(meta, properties, additional, requiredOrder);
  }

  private void undeclaredRequired(
      String name, AdditionalProperties additional, List<Property> properties, String pointer) {
    if (additional instanceof AdditionalProperties.Forbidden) {
      context.problem(
          pointer + "/required",
          "required property '" + name
              + "' is not among the properties and additionalProperties is false, so no value"
              + " can satisfy this schema");
      return;
    }
    JsonType type = additional instanceof AdditionalProperties.Typed typed
        ? typed.type()
        : new AnyType(SchemaMeta.at(pointer + "/required"));
    context.warning(
        pointer + "/required",
        "required property '" + name + "' has no schema; typed as its additionalProperties");
    properties.add(new Property(name, type, true));
  }

  private Set<String> required(JsonNode node, String pointer) {
    Set<String> names = new LinkedHashSet<>();
    if (node.isMissingNode()) {
      return names;
    }
    if (!node.isArray()) {
      context.problem(
          pointer, "expected an array of property names, got " + JsonText.describe(node));
      return names;
    }
    for (int i = 0; i < node.size(); i++) {
      if (node.get(i).isString()) {
        names.add(node.get(i).stringValue());
      } else {
        context.problem(
            pointer + "/" + i, "expected a property name, got " + JsonText.describe(node.get(i)));
      }
    }
    return names;
  }

  private AdditionalProperties additional(JsonNode node, String pointer) {
    if (node.isMissingNode()) {
      return new AdditionalProperties.Unspecified();
    }
    if (node.isBoolean()) {
      return node.booleanValue()
          ? new AdditionalProperties.Allowed()
          : new AdditionalProperties.Forbidden();
    }
    return new AdditionalProperties.Typed(parser.parse(node, pointer));
  }

  private ArrayType array(JsonNode node, SchemaMeta meta, String pointer) {
    JsonNode items = node.path("items");
    JsonType itemType;
    if (items.isMissingNode()) {
      itemType = new AnyType(SchemaMeta.at(pointer + "/items"));
    } else if (items.isArray()) {
      context.warning(
          pointer + "/items", "tuple-form items are not supported; elements typed as any JSON");
      itemType = new AnyType(SchemaMeta.at(pointer + "/items"));
    } else {
      itemType = parser.parse(items, pointer + "/items");
    }
    JsonNode unique = node.path("uniqueItems");
    if (!unique.isMissingNode() && !unique.isBoolean()) {
      context.problem(
          pointer + "/uniqueItems", "expected true or false, got " + JsonText.describe(unique));
    }
    return new ArrayType(
        meta,
        itemType,
        count(node, "minItems", pointer),
        count(node, "maxItems", pointer),
        unique.asBoolean(false));
  }

  private StringType string(JsonNode node, SchemaMeta meta, String pointer) {
    Optional<String> pattern = text(node, "pattern", pointer);
    if (pattern.isPresent()) {
      try {
        Pattern.compile(pattern.get());
      } catch (PatternSyntaxException e) {
        context.warning(
            pointer + "/pattern",
            "pattern is not a Java regular expression and is not checked: " + e.getDescription());
        pattern = Optional.empty();
      }
    }
    return new StringType(
        meta,
        text(node, "format", pointer),
        pattern,
        count(node, "minLength", pointer),
        count(node, "maxLength", pointer));
  }

  private NumberType number(JsonNode node, SchemaMeta meta, String pointer, boolean integer) {
    Optional<BigDecimal> minimum = decimal(node, "minimum", pointer);
    Optional<BigDecimal> maximum = decimal(node, "maximum", pointer);
    Optional<BigDecimal> exclusiveMinimum = exclusive(node, "exclusiveMinimum", minimum, pointer);
    Optional<BigDecimal> exclusiveMaximum = exclusive(node, "exclusiveMaximum", maximum, pointer);
    if (node.path("exclusiveMinimum").isBoolean()
        && node.path("exclusiveMinimum").booleanValue()) {
      minimum = Optional.empty();
    }
    if (node.path("exclusiveMaximum").isBoolean()
        && node.path("exclusiveMaximum").booleanValue()) {
      maximum = Optional.empty();
    }
    Optional<BigDecimal> multipleOf = decimal(node, "multipleOf", pointer);
    if (multipleOf.isPresent() && multipleOf.get().signum() <= 0) {
      context.problem(
          pointer + "/multipleOf", "multipleOf must be greater than 0, got " + multipleOf.get());
      multipleOf = Optional.empty();
    }
    return new NumberType(
        meta, integer, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf);
  }

  /** Draft 6+ writes the bound itself; draft 4 writes {@code true} and means the plain bound. */
  private Optional<BigDecimal> exclusive(
      JsonNode node, String keyword, Optional<BigDecimal> bound, String pointer) {
    JsonNode value = node.path(keyword);
    if (value.isBoolean()) {
      return value.booleanValue() ? bound : Optional.empty();
    }
    return decimal(node, keyword, pointer);
  }

  private Optional<BigDecimal> decimal(JsonNode node, String keyword, String pointer) {
    return value(node, keyword, pointer, JsonNode::isNumber, "a number").flatMap(value -> {
      if (CanonicalJson.hasNoDecimalForm(value)) {
        context.problem(
            pointer + "/" + keyword, "expected a finite number, got one too large to represent");
        return Optional.empty();
      }
      return Optional.of(value.decimalValue());
    });
  }

  private Optional<Long> count(JsonNode node, String keyword, String pointer) {
    return value(
            node,
            keyword,
            pointer,
            value -> value.isNumber()
                && value.canConvertToExactIntegral()
                && value.asDecimal().signum() >= 0
                && value.canConvertToLong(),
            "a non-negative integer")
        .map(JsonNode::asLong);
  }

  private Optional<String> text(JsonNode node, String keyword, String pointer) {
    return value(node, keyword, pointer, JsonNode::isString, "a string").map(JsonNode::stringValue);
  }

  /** The keyword's value when {@code accepts} it; empty when absent, and a problem too when {@code expected} it is not. */
  private Optional<JsonNode> value(
      JsonNode node,
      String keyword,
      String pointer,
      java.util.function.Predicate<JsonNode> accepts,
      String expected) {
    JsonNode value = node.path(keyword);
    if (value.isMissingNode()) {
      return Optional.empty();
    }
    if (!accepts.test(value)) {
      context.problem(
          pointer + "/" + keyword, "expected " + expected + ", got " + JsonText.describe(value));
      return Optional.empty();
    }
    return Optional.of(value);
  }
}
