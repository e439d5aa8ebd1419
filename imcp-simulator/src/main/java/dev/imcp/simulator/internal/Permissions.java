package dev.imcp.simulator.internal;

import dev.imcp.simulator.ImcpService;
import java.util.Optional;

/** What a tool answers when macOS has not granted iMCP the permission its service needs. Weather and Maps need none. */
final class Permissions {
  private Permissions() {}

  static Optional<String> deniedText(ImcpService service) {
    return Optional.ofNullable(
        switch (service) {
          case CALENDAR -> notAuthorized("Calendar", "Calendar");
          case REMINDERS -> notAuthorized("Reminders", "Reminders");
          case LOCATION -> notAuthorized("Location", "Location");
          case CAPTURE -> notAuthorized("Capture", "Camera");
          case CONTACTS ->
            "Error: Error Domain=CNErrorDomain Code=100 \"Access Denied\" UserInfo={NSLocalizedDescription=Access Denied, "
                + "NSLocalizedFailureReason=This application has not been granted permission to access Contacts.}";
          case MESSAGES -> "Error: userDeclinedAccess";
          case MAPS, WEATHER -> null;
        });
  }

  /** iMCP's answer when EventKit, CoreLocation or AVFoundation refuses: an NSError of domain {@code <domain>Error}. */
  private static String notAuthorized(String domain, String what) {
    return ToolFailure.nsError(domain + "Error", 1, what + " access not authorized")
        .getMessage();
  }
}
