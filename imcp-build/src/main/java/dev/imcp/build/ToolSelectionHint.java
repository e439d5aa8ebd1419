package dev.imcp.build;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.InvalidSnapshotException;
import java.util.List;
import java.util.Optional;

/** How to build without the tools that cannot be generated: one bad tool need not block a whole SDK. */
public final class ToolSelectionHint {
  private ToolSelectionHint() {}

  /**
   * {@return the sentence to append to the failure, or nothing when no problem belongs to a tool}
   *
   * @param e why the snapshot cannot be generated
   * @param dialect how the front end names its options
   */
  public static String of(InvalidSnapshotException e, Dialect dialect) {
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
        + (tools.size() == 1 ? "it" : "them") + " out: "
        + dialect.set(Option.EXCLUDE_TOOLS, tools);
  }
}
