package dev.imcp.runtime.error;

import dev.imcp.schema.Change;
import java.util.List;
import java.util.stream.Collectors;

/** What {@link ToolDriftException} and {@link ContextDriftException} say of a member gone or broken, in one wording. */
final class DriftMessages {
  private DriftMessages() {}

  /**
   * {@return the message for a member the server no longer lists}
   *
   * @param subject the member as a sentence names it: {@code Tool echo}, {@code Prompt greet}
   * @param more what else may have happened, after the removal or renaming: empty, or {@code ", or …"}
   */
  static String missing(String subject, String server, String more) {
    return subject + " is no longer listed by server '" + server + "' (removed or renamed there"
        + more + ")";
  }

  /**
   * {@return the message for a member changed in a breaking way}
   *
   * @param subject the member as a sentence names it: {@code Tool echo}, {@code Prompt greet}
   */
  static String broken(String subject, String server, List<Change> changes) {
    return subject + " on server '" + server
        + "' changed in a breaking way since this SDK was generated; "
        + "regenerate it (imcp:snapshot, then build):"
        + changes.stream().map(change -> "\n  - " + change).collect(Collectors.joining());
  }
}
