package dev.imcp.sdk;

import dev.imcp.runtime.error.ToolErrorException;

/**
 * An iMCP tool error whose cause is known, with what to do about it in {@link #recovery()} and in the message. Still
 * a {@link ToolErrorException}: the result and iMCP's own text stay available.
 */
public abstract sealed class ImcpToolException extends ToolErrorException
    permits ServiceNotEnabledException, PermissionMissingException, ImcpDisabledException {
  private static final long serialVersionUID = 1L;

  /** What a person at the Mac has to do. */
  private final String recovery;

  ImcpToolException(ToolErrorException error, String problem, String recovery) {
    super(error, problem + " " + recovery + " (iMCP said: " + error.text() + ")");
    this.recovery = recovery;
  }

  /** {@return what a person at the Mac has to do, such as turning a service on in the iMCP menu} */
  public String recovery() {
    return recovery;
  }
}
