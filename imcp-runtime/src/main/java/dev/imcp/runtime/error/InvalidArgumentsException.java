package dev.imcp.runtime.error;

import java.util.List;
import java.util.stream.Collectors;

/** The arguments of a call failed validation; nothing was sent. Carries every violation, each with its path. */
public final class InvalidArgumentsException extends McpException {
  private static final long serialVersionUID = 1L;

  private final String tool;
  private final List<ArgumentViolation> violations;

  public InvalidArgumentsException(String server, String tool, List<ArgumentViolation> violations) {
    super(server, "Invalid arguments for tool " + tool + " on server '" + server + "':"
        + violations.stream().map(violation -> "\n  - " + violation).collect(Collectors.joining()));
    this.tool = tool;
    this.violations = List.copyOf(violations);
  }

  public String tool() {
    return tool;
  }

  public List<ArgumentViolation> violations() {
    return violations;
  }
}
