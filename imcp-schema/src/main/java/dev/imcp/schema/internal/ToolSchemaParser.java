package dev.imcp.schema.internal;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.ToolDefinition;
import dev.imcp.schema.ToolSchema;
import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.SchemaMeta;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** Parses the input and output schemas of one tool; problems go to the caller's list, warnings into the result. */
public final class ToolSchemaParser {
  private ToolSchemaParser() {}

  public static ToolSchema parse(ToolDefinition tool, List<Diagnostic> problems) {
    ParseContext context = new ParseContext(tool.name(), problems, new ArrayList<>());
    ObjectType input = root(context, tool.inputSchema(), "/inputSchema", "inputSchema");
    Optional<ObjectType> output =
        tool.outputSchema().map(schema -> root(context, schema, "/outputSchema", "outputSchema"));
    return new ToolSchema(tool, input, output, context.definitions(), context.warnings());
  }

  private static ObjectType root(
      ParseContext context, JsonNode schema, String pointer, String what) {
    if (!schema.isObject()) {
      context.problem(
          pointer, what + " must be a JSON Schema object, got " + JsonText.describe(schema));
      return emptyObject(pointer);
    }
    JsonNode type = schema.path("type");
    if (!type.isMissingNode() && !"object".equals(type.asString(""))) {
      context.problem(
          pointer + "/type", what + " must have type \"object\", got " + JsonText.describe(type));
      return emptyObject(pointer);
    }
    JsonType parsed = new TypeParser(context, schema, pointer).parseRoot();
    if (parsed instanceof ObjectType object) {
      return object;
    }
    context.problem(
        pointer, what + " must describe an object, but it describes " + Kinds.of(parsed));
    return emptyObject(pointer);
  }

  private static ObjectType emptyObject(String pointer) {
    return new ObjectType(
        SchemaMeta.at(pointer), List.of(), new AdditionalProperties.Unspecified());
  }
}
