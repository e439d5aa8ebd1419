package dev.imcp.sdk;

import dev.imcp.runtime.error.ToolErrorException;

/** The tool's service is switched off in the iMCP menu ("Tool not found or service not enabled"). */
public final class ServiceNotEnabledException extends ImcpToolException {
  private static final long serialVersionUID = 1L;

  /** The service as the iMCP menu names it. */
  private final String service;

  ServiceNotEnabledException(ToolErrorException error, String service) {
    super(
        error,
        "The " + service + " service is not enabled in iMCP, so tool " + error.tool()
            + " is unavailable.",
        "Open iMCP from the menu bar and turn on " + service + ".");
    this.service = service;
  }

  /** {@return the service as the iMCP menu names it, such as {@code Messages}} */
  public String service() {
    return service;
  }
}
