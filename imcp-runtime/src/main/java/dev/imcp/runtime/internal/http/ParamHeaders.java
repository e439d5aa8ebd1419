package dev.imcp.runtime.internal.http;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * The 2026-07-28 {@code x-mcp-header} annotations of the tools listed over HTTP: each annotated argument of a {@code
 * tools/call} is mirrored into {@code Mcp-Param-{name}}. An annotation that breaks the rules (not a header token, not
 * unique, on a {@code number} or a non-primitive, or not reachable from the root through {@code properties} alone) makes
 * its tool invalid: such tools are left out of {@code tools/list}, as the specification requires. Thread-safe.
 */
final class ParamHeaders {
  private static final long SAFE_INTEGER = (1L << 53) - 1;

  /** Compiled when a 2026-07-28 tool list is first checked, not on every HTTP client's way to its first call. */
  private static final class Token {
    static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
  }

  /** One annotated argument: the header's name part, and the chain of property names that leads to it. */
  record Param(String name, List<String> path) {}

  private final Map<String, List<Param>> byTool = new ConcurrentHashMap<>();
  private volatile boolean known;

  /** Learns the annotations of {@code tools}; returns each invalid tool's name with the reason. */
  Map<String, String> learn(JsonNode tools) {
    Map<String, String> invalid = new LinkedHashMap<>();
    Map<String, List<Param>> learned = new LinkedHashMap<>();
    for (JsonNode tool : tools) {
      String name = tool.path("name").asString("");
      List<Param> params = new ArrayList<>();
      String problem = read(tool.path("inputSchema"), List.of(), true, params, new HashSet<>());
      if (problem != null) {
        invalid.put(name, problem);
      } else if (!params.isEmpty()) {
        learned.put(name, List.copyOf(params));
      }
    }
    byTool.clear();
    byTool.putAll(learned);
    known = true;
    return invalid;
  }

  /** Whether a tool list was learned since the last change. */
  boolean known() {
    return known;
  }

  /** The tool list changed: the next call lists the tools again first. */
  void forget() {
    known = false;
  }

  boolean annotates(String tool) {
    return byTool.containsKey(tool);
  }

  /** Adds {@code Mcp-Param-…} for each annotated argument present in {@code arguments}; absent or null ones are omitted. */
  void add(Map<String, String> headers, String tool, JsonNode arguments) {
    for (Param param : byTool.getOrDefault(tool, List.of())) {
      JsonNode value = arguments;
      for (String key : param.path()) {
        value = value.path(key);
      }
      String text = value.isString()
          ? value.stringValue()
          : value.isBoolean()
              ? String.valueOf(value.booleanValue())
              : value.isIntegralNumber()
                      && value.canConvertToLong()
                      && Math.abs(value.longValue()) <= SAFE_INTEGER
                  ? String.valueOf(value.longValue())
                  : null;
      if (text != null) {
        headers.put("Mcp-Param-" + param.name(), McpHeaderValue.of(text));
      }
    }
  }

  /** Walks a schema; returns why its annotations are invalid, or {@code null}, collecting the valid ones. */
  private static String read(
      JsonNode schema, List<String> path, boolean reachable, List<Param> params, Set<String> seen) {
    if (schema.isArray()) {
      return readItems(schema, path, params, seen);
    }
    if (!schema.isObject()) {
      return null;
    }
    JsonNode header = schema.get("x-mcp-header");
    if (header != null) {
      String problem = check(header, schema, path, reachable, seen);
      if (problem != null) {
        return problem;
      }
      params.add(new Param(header.stringValue(), List.copyOf(path)));
    }
    for (Map.Entry<String, JsonNode> field : schema.properties()) {
      String problem = field.getKey().equals("properties") && field.getValue().isObject()
          ? readProperties(field.getValue(), path, reachable, params, seen)
          : field.getKey().equals("x-mcp-header")
              ? null
              : read(field.getValue(), path, false, params, seen);
      if (problem != null) {
        return problem;
      }
    }
    return null;
  }

  /** The schemas of a list ({@code allOf}, {@code anyOf}, …): none of them is reachable through properties alone. */
  private static String readItems(
      JsonNode items, List<String> path, List<Param> params, Set<String> seen) {
    for (JsonNode item : items) {
      String problem = read(item, path, false, params, seen);
      if (problem != null) {
        return problem;
      }
    }
    return null;
  }

  /** Each property one step deeper; reachable as far as its parent was. */
  private static String readProperties(
      JsonNode properties,
      List<String> path,
      boolean reachable,
      List<Param> params,
      Set<String> seen) {
    for (Map.Entry<String, JsonNode> property : properties.properties()) {
      List<String> deeper = new ArrayList<>(path);
      deeper.add(property.getKey());
      String problem = read(property.getValue(), deeper, reachable, params, seen);
      if (problem != null) {
        return problem;
      }
    }
    return null;
  }

  private static String check(
      JsonNode header, JsonNode schema, List<String> path, boolean reachable, Set<String> seen) {
    String where = path.isEmpty() ? "the schema's root" : "/" + String.join("/", path);
    if (!reachable || path.isEmpty()) {
      return "x-mcp-header at " + where + " is not on a property reached through properties alone";
    }
    if (!header.isString() || !Token.TOKEN.matcher(header.stringValue()).matches()) {
      return "x-mcp-header at " + where + " is not an HTTP header token";
    }
    if (!seen.add(header.stringValue().toLowerCase(Locale.ROOT))) {
      return "x-mcp-header '" + header.stringValue() + "' is used twice";
    }
    String type = schema.path("type").asString("");
    if (!type.equals("string") && !type.equals("integer") && !type.equals("boolean")) {
      return "x-mcp-header at " + where + " is on a property of type '" + type
          + "' (string, integer or boolean only)";
    }
    return null;
  }
}
