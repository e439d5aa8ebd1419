package dev.imcp.schema;

import java.util.List;
import java.util.stream.Collectors;

/** Every change between two snapshots, ordered by tool and pointer. */
public record DriftReport(List<Change> changes) {
  public DriftReport {
    changes = List.copyOf(changes);
  }

  public boolean isEmpty() {
    return changes.isEmpty();
  }

  public boolean hasBreaking() {
    return changes.stream().anyMatch(change -> change.changeClass() == ChangeClass.BREAKING);
  }

  public List<Change> of(ChangeClass changeClass) {
    return changes.stream().filter(change -> change.changeClass() == changeClass).toList();
  }

  /** One change per line, for a build log. */
  @Override
  public String toString() {
    return changes.isEmpty() ? "no changes" : changes.stream().map(Change::toString).collect(Collectors.joining("\n"));
  }
}
