package dev.imcp.simulator;

import java.util.Locale;
import java.util.Optional;

/** iMCP's services, each switched on or off in its menu, and each with its tools' name prefixes. */
public enum ImcpService {
  /** Calendar: {@code calendars_…} and {@code events_…}. */
  CALENDAR("calendars_", "events_"),
  /** Capture (camera, microphone, screen): {@code capture_…}. */
  CAPTURE("capture_"),
  /** Contacts: {@code contacts_…}. */
  CONTACTS("contacts_"),
  /** Location: {@code location_…}. */
  LOCATION("location_"),
  /** Maps: {@code maps_…}. */
  MAPS("maps_"),
  /** Messages: {@code messages_…}. */
  MESSAGES("messages_"),
  /** Reminders: {@code reminders_…}. */
  REMINDERS("reminders_"),
  /** Weather: {@code weather_…}. */
  WEATHER("weather_");

  private final String[] prefixes;

  ImcpService(String... prefixes) {
    this.prefixes = prefixes;
  }

  /** {@return the service's name as the control file writes it: {@code calendar}, {@code maps}, …} */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * {@return the service a tool belongs to; empty for tools iMCP never lists, such as {@code utilities_beep}}
   *
   * @param tool the tool's name
   */
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
