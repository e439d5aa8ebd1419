package dev.imcp.schema.internal;

import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.AnyType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NullableType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import dev.imcp.schema.type.SchemaMeta;
import dev.imcp.schema.type.UnionType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/** {@code oneOf}/{@code anyOf} and {@code allOf}: simplified where the result is still exact, else typed loosely. */
final class Combinators {
  /** Keywords that give a schema a shape; a branch with none of them only adds constraints. */
  private static final List<String> SHAPING = List.of(
      "type",
      "properties",
      "items",
      "$ref",
      "enum",
      "const",
      "allOf",
      "anyOf",
      "oneOf",
      "additionalProperties");

  private final TypeParser parser;
  private final ParseContext context;
  private final Set<String> mergesInProgress = new HashSet<>();

  Combinators(TypeParser parser, ParseContext context) {
    this.parser = parser;
    this.context = context;
  }

  JsonType union(JsonNode node, SchemaMeta meta, String pointer) {
    String keyword = node.has("oneOf") ? "oneOf" : "anyOf";
    if (node.has("oneOf") && node.has("anyOf")) {
      context.warning(pointer + "/anyOf", "anyOf beside oneOf is not checked");
    }
    JsonNode branchNodes = node.get(keyword);
    if (!branches(branchNodes, keyword, pointer)) {
      return new AnyType(meta);
    }
    if (allConstrainOnly(branchNodes)) {
      context.warning(
          pointer + "/" + keyword, keyword + " only adds constraints here, which are not checked");
      return parser.typed(node, meta, pointer);
    }
    List<JsonType> branches = new ArrayList<>();
    for (int i = 0; i < branchNodes.size(); i++) {
      branches.add(parser.parse(branchNodes.get(i), pointer + "/" + keyword + "/" + i));
    }
    boolean nullable = branches.removeIf(Combinators::isNull);
    JsonType result = simplified(branches, branchNodes, meta, keyword);
    return nullable && !(result instanceof ConstType) ? new NullableType(meta, result) : result;
  }

  private JsonType simplified(
      List<JsonType> branches, JsonNode branchNodes, SchemaMeta meta, String keyword) {
    if (branches.isEmpty()) {
      return new ConstType(meta, JsonNodeFactory.instance.nullNode());
    }
    if (branches.size() == 1) {
      return branches.get(0);
    }
    if (branches.stream().allMatch(branch -> branch instanceof ConstType)) {
      return new EnumType(
          meta,
          branches.stream()
              .map(branch -> ((ConstType) branch).value())
              .distinct()
              .toList());
    }
    UnionType.Kind kind = keyword.equals("oneOf") ? UnionType.Kind.ONE_OF : UnionType.Kind.ANY_OF;
    return new UnionType(meta, kind, branches, discriminator(branchNodes));
  }

  /**
   * The first property that every branch declares with a distinct constant string: {@code const}, or an {@code enum}
   * of one value. Read from the JSON, through {@code $ref}s, because referenced schemas are typed only later.
   */
  private Optional<String> discriminator(JsonNode branchNodes) {
    List<Map<String, String>> constants = new ArrayList<>();
    for (JsonNode branch : branchNodes) {
      JsonNode resolved = parser.resolveRaw(branch);
      if (resolved.path("type").isString()
          && !"object".equals(resolved.path("type").stringValue())) {
        return Optional.empty();
      }
      constants.add(constantStrings(resolved.path("properties")));
    }
    for (String candidate : constants.get(0).keySet()) {
      Set<String> values = new HashSet<>();
      if (constants.stream()
          .allMatch(branch -> branch.containsKey(candidate) && values.add(branch.get(candidate)))) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  private static Map<String, String> constantStrings(JsonNode properties) {
    Map<String, String> constants = new LinkedHashMap<>();
    properties.properties().forEach(entry -> {
      JsonNode schema = entry.getValue();
      JsonNode value = schema.has("const")
          ? schema.get("const")
          : schema.path("enum").size() == 1 ? schema.path("enum").get(0) : null;
      if (value != null && value.isString()) {
        constants.put(entry.getKey(), value.stringValue());
      }
    });
    return constants;
  }

  /**
   * {@return whether {@code keyword}'s value is branches to combine, a non-empty array} When it is not, that is the
   * schema's problem, reported here.
   */
  private boolean branches(JsonNode branchNodes, String keyword, String pointer) {
    if (branchNodes.isArray() && !branchNodes.isEmpty()) {
      return true;
    }
    context.problem(
        pointer + "/" + keyword,
        keyword + " must be a non-empty array, got " + JsonText.describe(branchNodes));
    return false;
  }

  JsonType allOf(JsonNode node, SchemaMeta meta, String pointer) {
    // Long: allOf's checks and merge in one pass; each step says what it refuses.
    JsonNode branchNodes = node.get("allOf");
    if (!branches(branchNodes, "allOf", pointer)) {
      return new AnyType(meta);
    }
    List<JsonType> parts = new ArrayList<>();
    for (int i = 0; i < branchNodes.size(); i++) {
      parts.add(allOfBranch(branchNodes.get(i), pointer + "/allOf/" + i));
    }
    JsonNode siblings = TypeParser.without(node, "allOf", "title", "description", "default");
    if (SHAPING.stream().anyMatch(siblings::has)) {
      parts.add(parser.parse(siblings, pointer));
    }
    parts.removeIf(part -> part instanceof AnyType);
    if (parts.isEmpty()) {
      return new AnyType(meta);
    }
    if (parts.size() == 1) {
      return parts.get(0);
    }
    if (parts.stream().allMatch(part -> part instanceof ObjectType)) {
      return mergeObjects(parts, meta, pointer);
    }
    if (parts.stream().allMatch(part -> part.getClass() == parts.get(0).getClass())) {
      context.warning(
          pointer + "/allOf", "constraints of allOf branches after the first are not checked");
      return parts.get(0);
    }
    context.warning(
        pointer + "/allOf",
        "allOf over different kinds of value cannot be merged; typed as any JSON");
    return new AnyType(meta);
  }

  /** A branch is typed in place, following a {@code $ref} so that its properties can be merged. */
  private JsonType allOfBranch(JsonNode branch, String pointer) {
    Optional<String> target = parser.refTarget(branch);
    if (target.isEmpty()) {
      return parser.parse(branch, pointer);
    }
    if (!mergesInProgress.add(target.get())) {
      context.warning(pointer, "allOf refers to itself; typed as any JSON");
      return new AnyType(SchemaMeta.at(pointer));
    }
    try {
      return parser.parse(parser.resolveRaw(branch), target.get());
    } finally {
      mergesInProgress.remove(target.get());
    }
  }

  private ObjectType mergeObjects(List<JsonType> parts, SchemaMeta meta, String pointer) {
    Map<String, Property> properties = new LinkedHashMap<>();
    Set<String> required = new java.util.LinkedHashSet<>();
    AdditionalProperties additional = new AdditionalProperties.Unspecified();
    for (JsonType part : parts) {
      ObjectType object = (ObjectType) part;
      required.addAll(object.requiredOrder());
      for (Property property : object.properties()) {
        Property earlier = properties.putIfAbsent(property.name(), property);
        if (earlier != null && earlier.type().getClass() != property.type().getClass()) {
          context.warning(
              pointer + "/allOf",
              "property '" + property.name()
                  + "' is declared differently in allOf branches; the first is kept");
        }
      }
      additional = stricter(additional, object.additionalProperties());
    }
    List<Property> merged = properties.values().stream()
        .map(property ->
            new Property(property.name(), property.type(), required.contains(property.name())))
        .toList();
    return new ObjectType(meta, merged, additional, List.copyOf(required));
  }

  private static AdditionalProperties stricter(AdditionalProperties a, AdditionalProperties b) {
    return rank(b) > rank(a) ? b : a;
  }

  private static int rank(AdditionalProperties additional) {
    if (additional instanceof AdditionalProperties.Forbidden) {
      return 3;
    }
    if (additional instanceof AdditionalProperties.Typed) {
      return 2;
    }
    return additional instanceof AdditionalProperties.Allowed ? 1 : 0;
  }

  private static boolean allConstrainOnly(JsonNode branches) {
    for (JsonNode branch : branches) {
      if (!branch.isObject() || SHAPING.stream().anyMatch(branch::has)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isNull(JsonType type) {
    return type instanceof ConstType constant && constant.value().isNull();
  }
}
