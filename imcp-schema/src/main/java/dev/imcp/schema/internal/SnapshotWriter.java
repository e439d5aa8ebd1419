package dev.imcp.schema.internal;

import dev.imcp.schema.PromptArgument;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolAnnotations;
import dev.imcp.schema.ToolDefinition;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** A snapshot as the JSON tree of the file format; {@link CanonicalJson} decides the bytes. */
public final class SnapshotWriter {
  private SnapshotWriter() {}

  public static ObjectNode toJson(Snapshot snapshot) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put(
        "format",
        snapshot.hasPromptsOrResources() ? SnapshotFormat.FORMAT : SnapshotFormat.FORMAT_TOOLS);
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
    if (snapshot.hasPromptsOrResources()) {
      ArrayNode prompts = root.putArray("prompts");
      snapshot.prompts().forEach(prompt -> prompts.add(toJson(prompt)));
      ArrayNode templates = root.putArray("resourceTemplates");
      snapshot.resourceTemplates().forEach(template -> templates.add(toJson(template)));
      ArrayNode resources = root.putArray("resources");
      snapshot.resources().forEach(resource -> resources.add(toJson(resource)));
    }
    return root;
  }

  public static ObjectNode toJson(PromptDefinition prompt) {
    ObjectNode json = withExtra(prompt.extra());
    json.put("name", prompt.name());
    prompt.title().ifPresent(title -> json.put("title", title));
    prompt.description().ifPresent(description -> json.put("description", description));
    if (!prompt.arguments().isEmpty()) {
      ArrayNode arguments = json.putArray("arguments");
      for (PromptArgument argument : prompt.arguments()) {
        ObjectNode item = withExtra(argument.extra());
        item.put("name", argument.name());
        argument.title().ifPresent(title -> item.put("title", title));
        argument.description().ifPresent(description -> item.put("description", description));
        item.put("required", argument.required());
        arguments.add(item);
      }
    }
    return json;
  }

  public static ObjectNode toJson(ResourceTemplateDefinition template) {
    ObjectNode json = withExtra(template.extra());
    json.put("name", template.name());
    json.put("uriTemplate", template.uriTemplate());
    template.title().ifPresent(title -> json.put("title", title));
    template.description().ifPresent(description -> json.put("description", description));
    template.mimeType().ifPresent(type -> json.put("mimeType", type));
    return json;
  }

  public static ObjectNode toJson(ResourceDefinition resource) {
    ObjectNode json = withExtra(resource.extra());
    json.put("uri", resource.uri());
    json.put("name", resource.name());
    resource.title().ifPresent(title -> json.put("title", title));
    resource.description().ifPresent(description -> json.put("description", description));
    resource.mimeType().ifPresent(type -> json.put("mimeType", type));
    return json;
  }

  /** {@return a new object holding a copy of {@code extra}, the fields the model does not know, before the known ones} */
  private static ObjectNode withExtra(Map<String, JsonNode> extra) {
    ObjectNode json = JsonNodeFactory.instance.objectNode();
    extra.forEach((key, value) -> json.set(key, value.deepCopy()));
    return json;
  }

  public static ObjectNode toJson(ToolDefinition tool) {
    ObjectNode json = withExtra(tool.extra());
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
    ObjectNode json = withExtra(annotations.extra());
    annotations.title().ifPresent(title -> json.put("title", title));
    annotations.readOnlyHint().ifPresent(value -> json.put("readOnlyHint", value));
    annotations.destructiveHint().ifPresent(value -> json.put("destructiveHint", value));
    annotations.idempotentHint().ifPresent(value -> json.put("idempotentHint", value));
    annotations.openWorldHint().ifPresent(value -> json.put("openWorldHint", value));
    return json;
  }
}
