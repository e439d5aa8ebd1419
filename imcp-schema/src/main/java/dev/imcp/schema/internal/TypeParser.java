// One room: the dispatch on the keywords that decide a shape ($ref, enum, const, combinators, type)
// with the reference resolution they share; ShapeParser and Combinators hold the shapes and the
// unions.
package dev.imcp.schema.internal;

import dev.imcp.schema.type.AnyType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NullableType;
import dev.imcp.schema.type.RefType;
import dev.imcp.schema.type.SchemaMeta;
import dev.imcp.schema.type.UnionType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tools.jackson.core.JsonPointer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Parses one schema document (a tool's input or output schema) into the typed model. It dispatches on the keywords
 * that decide a shape ({@code $ref}, {@code enum}, {@code const}, combinators, {@code type}); {@link ShapeParser}
 * reads the keywords of each shape and {@link Combinators} simplifies unions.
 */
final class TypeParser {
  /** Standard keywords that only constrain values: the type stays, the keyword is not checked. */
  private static final List<String> UNCHECKED = List.of(
      "not",
      "if",
      "then",
      "else",
      "contains",
      "minContains",
      "maxContains",
      "propertyNames",
      "dependentRequired",
      "dependencies",
      "dependentSchemas",
      "minProperties",
      "maxProperties",
      "unevaluatedProperties",
      "unevaluatedItems");

  /** Standard keywords that change the shape in ways the model cannot express: the value becomes any JSON. */
  private static final List<String> UNTYPED =
      List.of("patternProperties", "prefixItems", "$dynamicRef", "$recursiveRef");

  private final ParseContext context;
  private final JsonNode root;
  private final String rootPointer;
  private final ShapeParser shapes;
  private final Combinators combinators;
  private final Deque<String> pendingRefs = new ArrayDeque<>();
  private final Set<String> queuedRefs = new HashSet<>();

  TypeParser(ParseContext context, JsonNode root, String rootPointer) {
    this.context = context;
    this.root = root;
    this.rootPointer = rootPointer;
    this.shapes = new ShapeParser(this, context);
    this.combinators = new Combinators(this, context);
  }

  /** The root type, after which every schema a {@code $ref} reaches has been parsed into the context. */
  JsonType parseRoot() {
    JsonType type = parse(root, rootPointer);
    while (!pendingRefs.isEmpty()) {
      String target = pendingRefs.pop();
      context.define(
          target,
          parse(root.at(JsonPointer.compile(target.substring(rootPointer.length()))), target));
    }
    return type;
  }

  JsonType parse(JsonNode node, String pointer) {
    if (node.isBoolean()) {
      if (!node.booleanValue()) {
        context.warning(pointer, "schema false accepts no value; typed as any JSON");
      }
      return new AnyType(SchemaMeta.at(pointer));
    }
    if (!node.isObject()) {
      context.problem(
          pointer, "a schema is an object or a boolean, got " + JsonText.describe(node));
      return new AnyType(SchemaMeta.at(pointer));
    }
    SchemaMeta meta = meta(node, pointer);
    for (String keyword : UNCHECKED) {
      if (node.has(keyword)) {
        context.warning(
            pointer + "/" + keyword, "keyword '" + keyword + "' is not checked by generated code");
      }
    }
    for (String keyword : UNTYPED) {
      if (node.has(keyword)) {
        context.warning(
            pointer + "/" + keyword,
            "keyword '" + keyword + "' is not supported; typed as any JSON");
        return new AnyType(meta);
      }
    }
    return dispatch(node, meta, pointer);
  }

  private JsonType dispatch(JsonNode node, SchemaMeta meta, String pointer) {
    if (node.has("$ref")) {
      return ref(node.get("$ref"), meta, pointer);
    }
    if (node.has("enum")) {
      JsonNode values = node.get("enum");
      if (values.isArray() && values.isEmpty()) {
        // Seen on real servers (an enum filled at run time, empty when listed): the rest of the
        // schema still says what a value is.
        context.warning(
            pointer + "/enum",
            "enum is empty, so no value is valid; typed by its other keywords, the enum is not checked");
        return dispatch(without(node, "enum"), meta, pointer);
      }
      return enumType(values, meta, pointer + "/enum");
    }
    if (node.has("const")) {
      return new ConstType(meta, node.get("const"));
    }
    if (node.has("allOf")) {
      return combinators.allOf(node, meta, pointer);
    }
    if (node.has("oneOf") || node.has("anyOf")) {
      return combinators.union(node, meta, pointer);
    }
    JsonType type = typed(node, meta, pointer);
    return node.path("nullable").asBoolean(false) && !(type instanceof NullableType)
        ? new NullableType(meta, type)
        : type;
  }

  /** The {@code type} keyword: one name, a list of names, or none (then inferred from the other keywords). */
  JsonType typed(JsonNode node, SchemaMeta meta, String pointer) {
    // Long: a case per form of 'type' (none, a name, a list), each with its own message.
    JsonNode type = node.path("type");
    if (type.isMissingNode()) {
      return shapes.ofKind(inferKind(node), node, meta, pointer);
    }
    if (type.isString()) {
      return shapes.ofKind(type.stringValue(), node, meta, pointer);
    }
    if (!type.isArray() || type.isEmpty()) {
      context.problem(
          pointer + "/type",
          "expected a type name or a non-empty array of them, got " + JsonText.describe(type));
      return new AnyType(meta);
    }
    List<String> kinds = new ArrayList<>();
    boolean nullable = false;
    for (int i = 0; i < type.size(); i++) {
      JsonNode name = type.get(i);
      if (!name.isString()) {
        context.problem(
            pointer + "/type/" + i, "expected a type name, got " + JsonText.describe(name));
      } else if (name.stringValue().equals("null")) {
        nullable = true;
      } else if (!kinds.contains(name.stringValue())) {
        kinds.add(name.stringValue());
      }
    }
    if (kinds.isEmpty()) {
      return nullable
          ? new ConstType(meta, JsonNodeFactory.instance.nullNode())
          : new AnyType(meta);
    }
    JsonType inner = kinds.size() == 1
        ? shapes.ofKind(kinds.get(0), node, meta, pointer)
        : multiKind(kinds, node, meta, pointer);
    return nullable ? new NullableType(meta, inner) : inner;
  }

  private JsonType multiKind(List<String> kinds, JsonNode node, SchemaMeta meta, String pointer) {
    List<JsonType> branches = new ArrayList<>();
    for (String kind : kinds) {
      branches.add(shapes.ofKind(kind, node, SchemaMeta.at(pointer), pointer));
    }
    return new UnionType(meta, UnionType.Kind.ANY_OF, branches, Optional.empty());
  }

  private static String inferKind(JsonNode node) {
    if (node.has("properties") || node.has("required") || node.has("additionalProperties")) {
      return "object";
    }
    if (node.has("items")) {
      return "array";
    }
    if (node.has("minLength")
        || node.has("maxLength")
        || node.has("pattern")
        || node.has("format")) {
      return "string";
    }
    if (node.has("minimum")
        || node.has("maximum")
        || node.has("exclusiveMinimum")
        || node.has("exclusiveMaximum")
        || node.has("multipleOf")) {
      return "number";
    }
    return "any";
  }

  private JsonType ref(JsonNode value, SchemaMeta meta, String pointer) {
    // Long: each way a $ref can fail (not a string, not local, no pointer, pointing nowhere).
    String where = pointer + "/$ref";
    if (!value.isString()) {
      context.problem(where, "$ref must be a string, got " + JsonText.describe(value));
      return new AnyType(meta);
    }
    String ref = value.stringValue();
    if (!ref.startsWith("#") || (ref.length() > 1 && ref.charAt(1) != '/')) {
      context.warning(
          where,
          "$ref '" + ref + "' is not a local JSON pointer and is not followed; typed as any JSON");
      return new AnyType(meta);
    }
    String fragment = Pointers.decodeUriFragment(ref.substring(1));
    JsonNode target;
    try {
      target = root.at(JsonPointer.compile(fragment));
    } catch (IllegalArgumentException e) {
      context.problem(where, "$ref '" + ref + "' is not a valid JSON pointer");
      return new AnyType(meta);
    }
    if (target.isMissingNode()) {
      context.problem(where, "$ref '" + ref + "' points nowhere");
      return new AnyType(meta);
    }
    String targetPointer = rootPointer + fragment;
    if (!context.isDefined(targetPointer) && queuedRefs.add(targetPointer)) {
      pendingRefs.push(targetPointer);
    }
    return new RefType(meta, targetPointer);
  }

  /** Where a {@code {"$ref": "#/…"}} schema points, as a pointer relative to the tool; empty for anything else. */
  Optional<String> refTarget(JsonNode node) {
    JsonNode ref = node.path("$ref");
    if (!ref.isString()
        || !ref.stringValue().startsWith("#/") && !ref.stringValue().equals("#")) {
      return Optional.empty();
    }
    String fragment = Pointers.decodeUriFragment(ref.stringValue().substring(1));
    try {
      return root.at(JsonPointer.compile(fragment)).isMissingNode()
          ? Optional.empty()
          : Optional.of(rootPointer + fragment);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** The JSON a schema stands for after following local {@code $ref}s (a bounded number, against cycles). */
  JsonNode resolveRaw(JsonNode node) {
    JsonNode current = node;
    for (int hops = 0; hops < 32; hops++) {
      Optional<String> target = refTarget(current);
      if (target.isEmpty()) {
        return current;
      }
      current = root.at(JsonPointer.compile(target.get().substring(rootPointer.length())));
    }
    return current;
  }

  private JsonType enumType(JsonNode values, SchemaMeta meta, String pointer) {
    if (!values.isArray()) {
      context.problem(pointer, "enum must be an array, got " + JsonText.describe(values));
      return new AnyType(meta);
    }
    List<JsonNode> nonNull = new ArrayList<>();
    values.forEach(value -> {
      if (!value.isNull() && !nonNull.contains(value)) {
        nonNull.add(value);
      }
    });
    if (nonNull.isEmpty()) {
      return new ConstType(meta, JsonNodeFactory.instance.nullNode());
    }
    EnumType type = new EnumType(meta, nonNull);
    return containsNull(values) ? new NullableType(meta, type) : type;
  }

  private static boolean containsNull(JsonNode values) {
    for (JsonNode value : values) {
      if (value.isNull()) {
        return true;
      }
    }
    return false;
  }

  private SchemaMeta meta(JsonNode node, String pointer) {
    return new SchemaMeta(
        pointer,
        documentation(node, "title", pointer),
        documentation(node, "description", pointer),
        Optional.ofNullable(node.get("default")),
        node.path("writeOnly").asBoolean(false));
  }

  private Optional<String> documentation(JsonNode node, String keyword, String pointer) {
    JsonNode value = node.path(keyword);
    if (value.isMissingNode()) {
      return Optional.empty();
    }
    if (!value.isString()) {
      context.warning(pointer + "/" + keyword, keyword + " is not a string; ignored");
      return Optional.empty();
    }
    return Optional.of(value.stringValue());
  }

  /** A copy of the node without the given keywords, to parse what remains beside a combinator. */
  static ObjectNode without(JsonNode node, String... keywords) {
    ObjectNode copy = (ObjectNode) node.deepCopy();
    for (String keyword : keywords) {
      copy.remove(keyword);
    }
    return copy;
  }
}
