package dev.imcp.schema.internal;

import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolAnnotations;
import dev.imcp.schema.ToolDefinition;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** A snapshot as the JSON tree of the file format; {@link CanonicalJson} decides the bytes. */
public final class SnapshotWriter {
  private SnapshotWriter() {}

  public static ObjectNode toJson(Snapshot snapshot) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("format", SnapshotFormat.FORMAT);
    root.put("fingerprint", snapshot.fingerprint().toString());
    snapshot
        .server()
        .ifPresent(server ->
            root.putObject("server").put("name", server.name()).put("version", server.version()));
    snapshot.protocolVersion().ifPresent(version -> root.put("protocolVersion", version));
    ArrayNode tools = root.putArray("tools");
    snapshot.tools().forEach(tool -> tools.add(toJson(tool)));
    // After the first listings, so that reading the file back sets the same ones apart.
    snapshot.duplicates().forEach(tool -> tools.add(toJson(tool)));
    return root;
  }

  public static ObjectNode toJson(ToolDefinition tool) {
    ObjectNode json = JsonNodeFactory.instance.objectNode();
    tool.extra().forEach((key, value) -> json.set(key, value.deepCopy()));
    json.put("name", tool.name());
    tool.title().ifPresent(title -> json.put("title", title));
    tool.description().ifPresent(description -> json.put("description", description));
    json.set("inputSchema", tool.inputSchema());
    tool.outputSchema().ifPresent(schema -> json.set("outputSchema", schema));
    if (!tool.annotations().isEmpty()) {
      json.set("annotations", toJson(tool.annotations()));
    }
    return json;
  }

  private static ObjectNode toJson(ToolAnnotations annotations) {
    ObjectNode json = JsonNodeFactory.instance.objectNode();
    annotations.extra().forEach((key, value) -> json.set(key, value.deepCopy()));
    annotations.title().ifPresent(title -> json.put("title", title));
    annotations.readOnlyHint().ifPresent(value -> json.put("readOnlyHint", value));
    annotations.destructiveHint().ifPresent(value -> json.put("destructiveHint", value));
    annotations.idempotentHint().ifPresent(value -> json.put("idempotentHint", value));
    annotations.openWorldHint().ifPresent(value -> json.put("openWorldHint", value));
    return json;
  }
}
