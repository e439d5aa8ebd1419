package dev.imcp.runtime.error;

import java.util.List;
import java.util.stream.Collectors;

/** The arguments of a call failed validation; nothing was sent. Carries every violation, each with its path. */
public final class InvalidArgumentsException extends McpException {
  private static final long serialVersionUID = 1L;

  /** The tool that was to be called. */
  private final String tool;
  /** Every argument that failed. */
  @SuppressWarnings("serial") // always a List.copyOf, which is serializable
  private final List<ArgumentViolation> violations;

  /**
   * Creates the exception; its message lists every violation.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param tool the tool that was to be called
   * @param violations every argument that failed, each with its path
   */
  public InvalidArgumentsException(String server, String tool, List<ArgumentViolation> violations) {
    super(
        server,
        "Invalid arguments for tool " + tool + " on server '" + server + "':"
            + violations.stream()
                .map(violation -> "\n  - " + violation)
                .collect(Collectors.joining()));
    this.tool = tool;
    this.violations = List.copyOf(violations);
  }

  /** {@return the tool that was to be called} */
  public String tool() {
    return tool;
  }

  /** {@return every argument that failed, each with its path} */
  public List<ArgumentViolation> violations() {
    return violations;
  }
}
