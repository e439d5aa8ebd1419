package dev.imcp.codegen;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.ToolDefinition;
import java.util.List;

/**
 * Tools that must be called as MCP tasks ({@code execution.taskSupport: "required"}): the runtime does not run tasks
 * yet, and a plain call of such a tool always fails, so they are left out of the SDK with a warning that says why.
 */
final class TaskTools {
  static final String REQUIRED = "required";

  private TaskTools() {}

  static Snapshot leaveOut(Snapshot snapshot, List<Diagnostic> warnings) {
    List<ToolDefinition> kept = snapshot.tools().stream()
        .filter(tool -> {
          if (!requiresTask(tool)) {
            return true;
          }
          warnings.add(Diagnostic.atTool(
              tool.name(),
              "/execution/taskSupport",
              "left out of the SDK: the tool must be called as a task (taskSupport \"required\"), and the"
                  + " runtime does not run MCP tasks yet, so a generated call could only fail"));
          return false;
        })
        .toList();
    return kept.size() == snapshot.tools().size() ? snapshot : snapshot.withTools(kept);
  }

  static boolean requiresTask(ToolDefinition tool) {
    var execution = tool.extra().get("execution");
    return execution != null && REQUIRED.equals(execution.path("taskSupport").asString(""));
  }
}
