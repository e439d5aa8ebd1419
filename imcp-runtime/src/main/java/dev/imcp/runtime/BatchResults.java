package dev.imcp.runtime;

import java.util.List;

/** Every call's outcome, in the order the calls were added. */
public final class BatchResults {
  private final List<BatchOutcome<?>> outcomes;

  BatchResults(List<BatchOutcome<?>> outcomes) {
    this.outcomes = List.copyOf(outcomes);
  }

  public List<BatchOutcome<?>> outcomes() {
    return outcomes;
  }

  @SuppressWarnings("unchecked") // the entry was made with the call that produced this outcome
  public <T> BatchOutcome<T> get(BatchEntry<T> entry) {
    return (BatchOutcome<T>) outcomes.get(entry.index());
  }

  public boolean allSucceeded() {
    return outcomes.stream().allMatch(BatchOutcome::succeeded);
  }

  @Override
  public String toString() {
    return outcomes.toString();
  }
}
