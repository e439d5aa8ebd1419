package dev.imcp.maven.internal;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.InvalidSnapshotException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** How to build without the tools that cannot be generated: one bad tool need not block a whole SDK. */
public final class ToolSelectionHint {
  private ToolSelectionHint() {}

  /** The sentence to append to the failure, or nothing when no problem belongs to a tool. */
  public static String of(InvalidSnapshotException e) {
    List<String> tools = e.problems().stream()
        .map(Diagnostic::tool)
        .flatMap(Optional::stream)
        .distinct()
        .toList();
    if (tools.isEmpty()) {
      return "";
    }
    return "\nTo generate the SDK without " + (tools.size() == 1 ? "that tool" : "those tools")
        + ", leave "
        + (tools.size() == 1 ? "it" : "them") + " out: <excludeTools>"
        + tools.stream()
            .map(tool -> "<excludeTool>" + tool + "</excludeTool>")
            .collect(Collectors.joining())
        + "</excludeTools> in the plugin's configuration, or -Dimcp.excludeTools="
        + String.join(",", tools);
  }
}
