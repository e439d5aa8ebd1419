package dev.imcp.schema.internal;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.type.JsonType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What parsing one tool collects: problems, warnings and the schemas that {@code $ref}s point at. */
final class ParseContext {
  private final String tool;
  private final List<Diagnostic> problems;
  private final List<Diagnostic> warnings;
  private final Map<String, JsonType> definitions = new LinkedHashMap<>();

  ParseContext(String tool, List<Diagnostic> problems, List<Diagnostic> warnings) {
    this.tool = tool;
    this.problems = problems;
    this.warnings = warnings;
  }

  void problem(String pointer, String message) {
    problems.add(Diagnostic.atTool(tool, pointer, message));
  }

  void warning(String pointer, String message) {
    warnings.add(Diagnostic.atTool(tool, pointer, message));
  }

  boolean isDefined(String target) {
    return definitions.containsKey(target);
  }

  void define(String target, JsonType type) {
    definitions.put(target, type);
  }

  Map<String, JsonType> definitions() {
    return definitions;
  }

  List<Diagnostic> warnings() {
    return warnings;
  }
}
