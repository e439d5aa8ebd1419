package dev.imcp.runtime.context;

import java.util.List;
import java.util.OptionalInt;

/**
 * The result of {@code completion/complete}: values the server suggests for a prompt argument or a template variable.
 *
 * @param values the suggestions, at most 100, in the server's order; immutable
 * @param total how many there are in all, when the server said
 * @param hasMore whether there are more than these
 */
public record Completion(List<String> values, OptionalInt total, boolean hasMore) {
  /**
   * Copies the values.
   *
   * @param values the suggestions, in the server's order
   * @param total how many there are in all, when the server said
   * @param hasMore whether there are more than these
   */
  public Completion {
    values = List.copyOf(values);
    java.util.Objects.requireNonNull(total, "total");
  }
}
