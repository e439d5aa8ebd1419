package dev.imcp.schema;

import dev.imcp.schema.internal.ToolSchemaParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns tool schemas into the typed model of {@link dev.imcp.schema.type}.
 *
 * <p>Constructs the model cannot express become {@link dev.imcp.schema.type.AnyType} with a warning naming the JSON
 * pointer; they never fail the parse. Real problems (a {@code $ref} that points nowhere, a {@code required} property
 * that cannot exist, an input schema that is not an object) are collected for every tool and thrown together in one
 * {@link InvalidSnapshotException}.
 */
public final class SchemaParser {
  private SchemaParser() {}

  /**
   * {@return the typed model of one tool's schemas}
   *
   * @param tool the tool as listed
   * @throws InvalidSnapshotException with every problem of the tool's schemas
   */
  public static ToolSchema parse(ToolDefinition tool) {
    List<Diagnostic> problems = new ArrayList<>();
    ToolSchema schema = ToolSchemaParser.parse(tool, problems);
    if (!problems.isEmpty()) {
      throw new InvalidSnapshotException("the schema of tool " + tool.name(), problems);
    }
    return schema;
  }

  /**
   * Parses every tool's schemas, collecting the problems of all tools before failing.
   *
   * @param snapshot the snapshot
   * @param source how to name the snapshot in error messages
   * @return every tool's schema, by tool name in the snapshot's order
   * @throws InvalidSnapshotException with every problem of every tool
   */
  public static Map<String, ToolSchema> parse(Snapshot snapshot, String source) {
    // Each tool alone, on every core (serial, it took 4 % of a 1,000-tool generation); the
    // stream keeps the snapshot's order, so the result does not depend on the threads.
    List<Parsed> parsed = snapshot.tools().parallelStream()
        .map(tool -> {
          List<Diagnostic> found = new ArrayList<>();
          return new Parsed(tool.name(), ToolSchemaParser.parse(tool, found), found);
        })
        .toList();
    Map<String, ToolSchema> schemas = new LinkedHashMap<>();
    List<Diagnostic> problems = new ArrayList<>();
    for (Parsed tool : parsed) {
      schemas.put(tool.name(), tool.schema());
      problems.addAll(tool.problems());
    }
    if (!problems.isEmpty()) {
      throw new InvalidSnapshotException(source, problems);
    }
    return schemas;
  }

  private record Parsed(String name, ToolSchema schema, List<Diagnostic> problems) {}
}
