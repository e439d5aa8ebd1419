package dev.imcp.schema.internal;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.ServerInfo;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolAnnotations;
import dev.imcp.schema.ToolDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/** Reads the accepted snapshot shapes, collecting every problem before giving up. */
public final class SnapshotReader {
  private static final Set<String> TOOL_FIELDS =
      Set.of("name", "title", "description", "inputSchema", "outputSchema", "annotations");
  private static final Set<String> ANNOTATION_FIELDS =
      Set.of("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint");

  private final List<Diagnostic> problems = new ArrayList<>();
  private final SnapshotFields fields = new SnapshotFields(problems);

  private SnapshotReader() {}

  public static Snapshot read(String json, String source) {
    JsonNode root;
    try {
      root = CanonicalJson.readTree(json);
    } catch (JacksonException e) {
      throw new InvalidSnapshotException(
          source,
          List.of(Diagnostic.atDocument("", "not JSON: " + e.getOriginalMessage() + location(e))));
    }
    SnapshotReader reader = new SnapshotReader();
    Snapshot snapshot = reader.snapshot(root);
    if (!reader.problems.isEmpty()) {
      throw new InvalidSnapshotException(source, reader.problems);
    }
    return snapshot;
  }

  private static String location(JacksonException e) {
    return e.getLocation() == null
        ? ""
        : " (line " + e.getLocation().getLineNr() + ", column "
            + e.getLocation().getColumnNr() + ")";
  }

  private Snapshot snapshot(JsonNode root) {
    // Long: the snapshot's members in document order, each checked with its own message.
    if (!root.isObject()) {
      problems.add(Diagnostic.atDocument("", "a snapshot is a JSON object with a 'tools' array"));
      return new Snapshot(Optional.empty(), Optional.empty(), List.of());
    }
    JsonNode format = root.path("format");
    if (!format.isMissingNode()
        && !SnapshotFormat.FORMAT.equals(format.asString(""))
        && !SnapshotFormat.FORMAT_TOOLS.equals(format.asString(""))) {
      problems.add(Diagnostic.atDocument(
          "/format",
          "unsupported format " + format + "; this version reads " + SnapshotFormat.FORMAT + " and "
              + SnapshotFormat.FORMAT_TOOLS));
    }
    Optional<ServerInfo> server = server(root.path("server"), "/server");
    Optional<String> protocolVersion = fields.optionalString(root, "protocolVersion", "");
    JsonNode initialize = root.path("initialize");
    if (server.isEmpty() && initialize.isObject()) {
      server = server(initialize.path("serverInfo"), "/initialize/serverInfo");
    }
    if (protocolVersion.isEmpty() && initialize.isObject()) {
      protocolVersion = fields.optionalString(initialize, "protocolVersion", "/initialize");
    }
    List<ToolDefinition> tools = tools(root.path("tools"));
    PromptsReader others = new PromptsReader(problems);
    List<PromptDefinition> prompts = others.list(root, "prompts", others::prompt);
    List<ResourceTemplateDefinition> templates =
        others.list(root, "resourceTemplates", others::template);
    List<ResourceDefinition> resources = others.list(root, "resources", others::resource);
    return problems.isEmpty()
        ? new Snapshot(server, protocolVersion, tools, List.of(), prompts, templates, resources)
        : new Snapshot(Optional.empty(), Optional.empty(), List.of());
  }

  private Optional<ServerInfo> server(JsonNode node, String pointer) {
    if (node.isMissingNode()) {
      return Optional.empty();
    }
    if (!node.isObject()) {
      problems.add(Diagnostic.atDocument(
          pointer, "expected an object with 'name' and 'version', got " + describe(node)));
      return Optional.empty();
    }
    Optional<String> name = fields.requiredString(node, "name", pointer);
    Optional<String> version = fields.optionalString(node, "version", pointer);
    return name.map(n -> new ServerInfo(n, version.orElse("")));
  }

  private List<ToolDefinition> tools(JsonNode node) {
    if (!node.isArray()) {
      problems.add(Diagnostic.atDocument(
          "/tools", node.isMissingNode() ? "missing" : "expected an array, got " + describe(node)));
      return List.of();
    }
    // A name listed twice is kept: Snapshot sets the later listings apart as duplicates.
    List<ToolDefinition> tools = new ArrayList<>();
    for (int i = 0; i < node.size(); i++) {
      tool(node.get(i), "/tools/" + i).ifPresent(tools::add);
    }
    return tools;
  }

  private Optional<ToolDefinition> tool(JsonNode node, String pointer) {
    // Long: a tool's members in document order, each checked with its own message.
    if (!node.isObject()) {
      problems.add(Diagnostic.atDocument(pointer, "a tool is an object, got " + describe(node)));
      return Optional.empty();
    }
    int before = problems.size();
    Optional<String> name = fields.requiredString(node, "name", pointer);
    Optional<String> title = fields.optionalString(node, "title", pointer);
    Optional<String> description = fields.optionalString(node, "description", pointer);
    JsonNode inputSchema = node.path("inputSchema");
    if (inputSchema.isMissingNode()) {
      problems.add(Diagnostic.atDocument(
          pointer + "/inputSchema", "missing; every tool has an inputSchema"));
    }
    JsonNode outputSchema = node.path("outputSchema");
    ToolAnnotations annotations = annotations(node.path("annotations"), pointer + "/annotations");
    if (problems.size() > before || name.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new ToolDefinition(
        name.get(),
        title,
        description,
        inputSchema,
        outputSchema.isMissingNode() || outputSchema.isNull()
            ? Optional.empty()
            : Optional.of(outputSchema),
        annotations,
        JsonText.extra(node, TOOL_FIELDS)));
  }

  private ToolAnnotations annotations(JsonNode node, String pointer) {
    if (node.isMissingNode() || node.isNull()) {
      return ToolAnnotations.none();
    }
    if (!node.isObject()) {
      problems.add(Diagnostic.atDocument(pointer, "expected an object, got " + describe(node)));
      return ToolAnnotations.none();
    }
    return new ToolAnnotations(
        fields.optionalString(node, "title", pointer),
        fields.optionalBoolean(node, "readOnlyHint", pointer),
        fields.optionalBoolean(node, "destructiveHint", pointer),
        fields.optionalBoolean(node, "idempotentHint", pointer),
        fields.optionalBoolean(node, "openWorldHint", pointer),
        JsonText.extra(node, ANNOTATION_FIELDS));
  }

  private static String describe(JsonNode node) {
    return JsonText.describe(node);
  }
}
