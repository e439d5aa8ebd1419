package dev.imcp.simulator;

import java.util.Locale;
import java.util.Optional;

/** iMCP's services, each switched on or off in its menu, and each with its tools' name prefixes. */
public enum ImcpService {
  CALENDAR("calendars_", "events_"),
  CAPTURE("capture_"),
  CONTACTS("contacts_"),
  LOCATION("location_"),
  MAPS("maps_"),
  MESSAGES("messages_"),
  REMINDERS("reminders_"),
  WEATHER("weather_");

  private final String[] prefixes;

  ImcpService(String... prefixes) {
    this.prefixes = prefixes;
  }

  /** The service's name as the control file writes it: {@code calendar}, {@code maps}, … */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The service a tool belongs to; empty for tools iMCP never lists, such as {@code utilities_beep}. */
  public static Optional<ImcpService> ofTool(String tool) {
    for (ImcpService service : values()) {
      for (String prefix : service.prefixes) {
        if (tool.startsWith(prefix)) {
          return Optional.of(service);
        }
      }
    }
    return Optional.empty();
  }
}
