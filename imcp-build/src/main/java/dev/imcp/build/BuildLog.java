package dev.imcp.build;

/** Where a goal reports what it did: Maven's log, or the CLI's terminal. */
public interface BuildLog {
  /**
   * Reports progress or a result.
   *
   * @param message one line or more, without a prefix
   */
  void info(String message);

  /**
   * Reports something the user should look at that does not fail the goal.
   *
   * @param message one line or more, without a prefix
   */
  void warn(String message);
}
