package dev.imcp.schema;

import dev.imcp.schema.internal.SurfaceDiff;
import dev.imcp.schema.internal.ToolDiff;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Lists and classifies every change between the snapshot a caller was compiled against and a newer one.
 *
 * <p>Input schemas are compared from the caller's side: what it may send. Whatever it sent before and is now refused
 * (a removed or newly required property, a removed enum value, a tighter bound, a closed object, a changed type) is
 * {@link ChangeClass#BREAKING}; whatever is new or looser is {@link ChangeClass#COMPATIBLE}. Output schemas are
 * compared the other way round, as the caller reads them: new enum values, wider types or properties no longer
 * required break it; value constraints there never do. Hints that make a tool less safe than its callers were told
 * (no longer read-only or idempotent, now destructive) are breaking, as caches and retries rely on them.
 *
 * <p>Prompts, resource templates and static resources are compared the same way: a removed one, a removed or newly
 * required prompt argument, a template whose text or variables changed (a renamed variable among them) and a changed
 * MIME type are breaking; a new prompt, template or resource, a new optional argument and an argument no longer
 * required are compatible. Their changes follow the tools' in the report, each with its {@link SurfaceKind}.
 */
public final class DriftClassifier {
  private DriftClassifier() {}

  /**
   * {@return every change from {@code before} to {@code after}, ordered by kind, name and pointer}
   *
   * @param before the snapshot the caller was compiled against
   * @param after the newer snapshot
   */
  public static DriftReport compare(Snapshot before, Snapshot after) {
    List<Change> changes = new ArrayList<>();
    for (ToolDefinition old : before.tools()) {
      Optional<ToolDefinition> current = after.tool(old.name());
      if (current.isEmpty()) {
        changes.add(new Change(old.name(), "", ChangeClass.BREAKING, "tool removed"));
      } else {
        changes.addAll(compare(old, current.get()));
      }
    }
    for (ToolDefinition added : after.tools()) {
      if (before.tool(added.name()).isEmpty()) {
        changes.add(new Change(added.name(), "", ChangeClass.COMPATIBLE, "tool added"));
      }
    }
    changes.addAll(SurfaceDiff.compare(before, after));
    changes.sort(Comparator.comparing(Change::kind)
        .thenComparing(Change::tool)
        .thenComparing(Change::pointer));
    return new DriftReport(changes);
  }

  /**
   * {@return the changes of one tool, classified as for {@link #compare(Snapshot, Snapshot)}}
   *
   * @param before the tool as the caller was compiled against it
   * @param after the tool now
   * @throws IllegalArgumentException when the two do not have the same name
   */
  public static List<Change> compare(ToolDefinition before, ToolDefinition after) {
    if (!before.name().equals(after.name())) {
      throw new IllegalArgumentException(
          "Cannot compare tool " + before.name() + " with tool " + after.name());
    }
    return ToolDiff.compare(before, after);
  }
}
