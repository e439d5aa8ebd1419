package dev.imcp.sdk;

import dev.imcp.runtime.error.ToolErrorException;

/** macOS has not granted iMCP the access the tool needs ("Calendar access not authorized", …). */
public final class PermissionMissingException extends ImcpToolException {
  private static final long serialVersionUID = 1L;

  /** The permission as System Settings names it. */
  private final String permission;

  PermissionMissingException(ToolErrorException error, String permission, String recovery) {
    super(
        error,
        "iMCP has no " + permission + " access, so tool " + error.tool() + " failed.",
        recovery);
    this.permission = permission;
  }

  /** {@return the permission as System Settings names it, such as {@code Calendars}} */
  public String permission() {
    return permission;
  }
}
