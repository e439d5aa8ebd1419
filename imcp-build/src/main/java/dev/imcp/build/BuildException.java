package dev.imcp.build;

import org.jspecify.annotations.Nullable;

/**
 * A goal that cannot complete. Its message says what went wrong and how to fix it, in the front end's terms, without
 * the goal's name (the front end puts it first); its {@link Kind} decides the Maven exception or the CLI's exit code.
 */
public final class BuildException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Why the goal stopped. */
  public enum Kind {
    /** The goal is configured wrongly or incompletely: an option, a file it names, credentials. CLI exit code 2. */
    CONFIGURATION,
    /** The goal ran and found a problem it exists to find: drift, a snapshot that cannot be generated. Exit code 1. */
    FAILURE,
    /** The goal could not do its work: a server that does not answer, a file that cannot be written. Exit code 1. */
    ERROR
  }

  /** Why the goal stopped. */
  private final Kind kind;

  /**
   * Creates the exception.
   *
   * @param kind why the goal stopped
   * @param message what went wrong and how to fix it
   * @param cause the underlying failure, or null
   */
  public BuildException(Kind kind, String message, @Nullable Throwable cause) {
    super(message, cause);
    this.kind = kind;
  }

  /** {@return why the goal stopped} */
  public Kind kind() {
    return kind;
  }

  static BuildException configuration(String message) {
    return new BuildException(Kind.CONFIGURATION, message, null);
  }

  static BuildException configuration(String message, Throwable cause) {
    return new BuildException(Kind.CONFIGURATION, message, cause);
  }
}
