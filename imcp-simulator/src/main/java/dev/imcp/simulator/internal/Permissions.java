package dev.imcp.simulator.internal;

import dev.imcp.simulator.ImcpService;
import java.util.Optional;

/** What a tool answers when macOS has not granted iMCP the permission its service needs. Weather and Maps need none. */
final class Permissions {
  private Permissions() {}

  static Optional<String> deniedText(ImcpService service) {
    return Optional.ofNullable(
        switch (service) {
          case CALENDAR ->
            ToolFailure.nsError("CalendarError", 1, "Calendar access not authorized")
                .getMessage();
          case REMINDERS ->
            ToolFailure.nsError("RemindersError", 1, "Reminders access not authorized")
                .getMessage();
          case LOCATION ->
            ToolFailure.nsError("LocationError", 1, "Location access not authorized")
                .getMessage();
          case CAPTURE ->
            ToolFailure.nsError("CaptureError", 1, "Camera access not authorized")
                .getMessage();
          case CONTACTS ->
            "Error: Error Domain=CNErrorDomain Code=100 \"Access Denied\" UserInfo={NSLocalizedDescription=Access Denied, "
                + "NSLocalizedFailureReason=This application has not been granted permission to access Contacts.}";
          case MESSAGES -> "Error: userDeclinedAccess";
          case MAPS, WEATHER -> null;
        });
  }
}
