package dev.imcp.build;

/** What fails a check. */
public enum FailOn {
  /** A change that breaks callers compiled against the snapshot (the default). */
  BREAKING,
  /** Any change, documentation included. */
  ANY,
  /** Nothing: changes are only reported. */
  NONE;

  /**
   * {@return the value named {@code value}, in any case}
   *
   * @param value {@code breaking}, {@code any} or {@code none}, in any case
   * @param dialect how the front end names its options
   * @throws BuildException for another word, listing the valid ones
   */
  public static FailOn parse(String value, Dialect dialect) throws BuildException {
    try {
      return Choices.parse(FailOn.class, value, Option.FAIL_ON, dialect);
    } catch (IllegalArgumentException e) {
      throw BuildException.configuration(e.getMessage(), e);
    }
  }

  /**
   * {@return whether {@code report} fails the check}
   *
   * @param report the changes found
   */
  public boolean fails(dev.imcp.schema.DriftReport report) {
    return switch (this) {
      case BREAKING -> report.hasBreaking();
      case ANY -> !report.isEmpty();
      case NONE -> false;
    };
  }
}
