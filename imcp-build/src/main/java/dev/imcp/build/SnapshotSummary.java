package dev.imcp.build;

import dev.imcp.schema.Change;
import dev.imcp.schema.DriftClassifier;
import dev.imcp.schema.DriftReport;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SurfaceKind;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/** One line on what a new snapshot changes: tools added, removed and changed since the previous one. */
public final class SnapshotSummary {
  private SnapshotSummary() {}

  /**
   * {@return the line, such as {@code everything 2.0, 12 tools: 1 added (x), 0 removed, 1 changed (echo)}}
   *
   * @param previous the snapshot being replaced, if any
   * @param current the new one
   * @param dialect how the front end names its goals
   */
  public static String of(Optional<Snapshot> previous, Snapshot current, Dialect dialect) {
    String server =
        current.server().map(info -> info.name() + " " + info.version()).orElse("the server");
    String head = server + ", " + current.tools().size() + " tools"
        + (current.hasPromptsOrResources()
            ? ", " + current.prompts().size() + " prompts, "
                + current.resourceTemplates().size() + " resource templates, "
                + current.resources().size() + " resources"
            : "");
    if (previous.isEmpty()) {
      return head + " (new snapshot)";
    }
    DriftReport report = DriftClassifier.compare(previous.get(), current);
    if (report.isEmpty()) {
      return head + ", no changes";
    }
    List<String> added = tools(report, "tool added");
    List<String> removed = tools(report, "tool removed");
    TreeSet<String> changed = new TreeSet<>();
    report.changes().stream()
        .filter(change -> change.kind() == SurfaceKind.TOOL && !change.pointer().isEmpty())
        .map(Change::tool)
        .forEach(changed::add);
    return head + ": " + describe(added, "added") + ", " + describe(removed, "removed") + ", "
        + describe(List.copyOf(changed), "changed")
        + (report.hasBreaking()
            ? " (breaking changes: " + dialect.goal(Goal.CHECK) + " lists them)"
            : "");
  }

  private static List<String> tools(DriftReport report, String description) {
    return report.changes().stream()
        .filter(change -> change.kind() == SurfaceKind.TOOL)
        .filter(change -> change.description().equals(description))
        .map(Change::tool)
        .toList();
  }

  private static String describe(List<String> tools, String what) {
    return tools.size() + " " + what
        + (tools.isEmpty() ? "" : " (" + String.join(", ", tools) + ")");
  }
}
