package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.StreamingOut;
import java.util.LinkedHashMap;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.POJONode;

/**
 * The params of {@code tools/call} as the caller gave them, the tool's name and its arguments (a tree, or the caller's
 * object), written straight into the request's line: as a tree first ({@link #tree()}: an {@code ObjectNode}, its map,
 * two entries, two nodes) they were about 240 bytes of every HTTP call. The tree is made only where params are read or
 * changed: by an observer, for a progress token, in a 2026-07-28 round.
 */
public final class ToolCallParams {
  private final String name;
  private final Object arguments;

  /** @param arguments a JSON tree, or the caller's object as it goes on the wire */
  public ToolCallParams(String name, Object arguments) {
    this.name = name;
    this.arguments = arguments;
  }

  public String name() {
    return name;
  }

  /** {@return the params as a tree of their own: name, then arguments, as they are written} */
  public ObjectNode tree() {
    // Sized for name, arguments and _meta: the default table of 16 was a tenth of what a call
    // allocated beyond the floor.
    ObjectNode params =
        new ObjectNode(JsonNodeFactory.instance, new LinkedHashMap<>(4)).put("name", name);
    if (arguments instanceof JsonNode node) {
      params.set("arguments", node);
    } else {
      params.putPOJO("arguments", arguments);
    }
    return params;
  }

  /** Whether the arguments are of a kind {@link StreamingOut} hands whole to the mapper. */
  boolean mappedOnly() {
    Object value = arguments instanceof POJONode node ? node.getPojo() : arguments;
    return !StreamingOut.writesItself(value);
  }

  /** Writes the members, as the tree's would be written ({@link RequestLines}). */
  void write(JsonGenerator json, StreamingOut values) {
    json.writeStringProperty("name", name);
    json.writeName("arguments");
    if (arguments instanceof POJONode node) {
      values.value(node.getPojo());
    } else if (arguments instanceof JsonNode node) {
      values.tree(node);
    } else {
      values.value(arguments);
    }
  }
}
