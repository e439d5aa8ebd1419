package dev.imcp.schema;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Every change between two snapshots, ordered by tool and pointer.
 *
 * @param changes every change, ordered by tool and pointer
 */
public record DriftReport(List<Change> changes) {
  /**
   * Copies the changes.
   *
   * @param changes every change, ordered by tool and pointer
   */
  public DriftReport {
    changes = List.copyOf(changes);
  }

  /** {@return whether the snapshots have the same tool surface, descriptions included} */
  public boolean isEmpty() {
    return changes.isEmpty();
  }

  /** {@return whether any change is {@link ChangeClass#BREAKING}} */
  public boolean hasBreaking() {
    return changes.stream().anyMatch(change -> change.changeClass() == ChangeClass.BREAKING);
  }

  /**
   * {@return the changes of one class, in the report's order}
   *
   * @param changeClass the class to keep
   */
  public List<Change> of(ChangeClass changeClass) {
    return changes.stream()
        .filter(change -> change.changeClass() == changeClass)
        .toList();
  }

  /** One change per line, for a build log. */
  @Override
  public String toString() {
    return changes.isEmpty()
        ? "no changes"
        : changes.stream().map(Change::toString).collect(Collectors.joining("\n"));
  }
}
