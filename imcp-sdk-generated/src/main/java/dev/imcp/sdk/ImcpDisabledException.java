package dev.imcp.sdk;

import dev.imcp.runtime.error.ToolErrorException;

/** iMCP's global switch is off ("iMCP is currently disabled"); every tool fails until it is on. */
public final class ImcpDisabledException extends ImcpToolException {
  private static final long serialVersionUID = 1L;

  ImcpDisabledException(ToolErrorException error) {
    super(error, "iMCP is switched off.", "Open iMCP from the menu bar and turn it on.");
  }
}
