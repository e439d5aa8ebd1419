package dev.imcp.schema;

import java.util.List;
import java.util.stream.Collectors;

/** A snapshot or one of its schemas cannot be used; carries every problem found, not only the first. */
public final class InvalidSnapshotException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient List<Diagnostic> problems;

  /**
   * Creates the exception; its message lists every problem.
   *
   * @param source how to name the snapshot in the message, such as its file
   * @param problems every problem found, each with its place
   * @throws IllegalArgumentException when {@code problems} is empty
   */
  public InvalidSnapshotException(String source, List<Diagnostic> problems) {
    super(message(source, problems));
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("An invalid snapshot has at least one problem");
    }
    this.problems = List.copyOf(problems);
  }

  /** {@return every problem found, each with its place} */
  public List<Diagnostic> problems() {
    return problems;
  }

  private static String message(String source, List<Diagnostic> problems) {
    return problems.size()
        + (problems.size() == 1 ? " problem" : " problems")
        + " in "
        + source
        + ":"
        + problems.stream().map(problem -> "\n  - " + problem).collect(Collectors.joining());
  }
}
