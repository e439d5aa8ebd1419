package dev.imcp.sdk;

import dev.imcp.runtime.ToolErrorTranslator;
import dev.imcp.runtime.error.ToolErrorException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads iMCP's error texts (see the fixtures' NOTES) and names the cause: {@link ServiceNotEnabledException}, {@link
 * PermissionMissingException}, {@link ImcpDisabledException}. Other errors ("Invalid coordinates", …) stay plain
 * {@link ToolErrorException}s. {@link Imcp#connect} installs it; pass {@link #translator()} to a client built by hand.
 */
public final class ImcpErrors {
  private static final String DISABLED = "iMCP is currently disabled.";
  private static final String NOT_ENABLED = "Tool not found or service not enabled: ";
  private static final Pattern NOT_AUTHORIZED =
      Pattern.compile("\"?([A-Z][A-Za-z ]*?) access not authorized");
  private static final String PRIVACY = "System Settings › Privacy & Security › ";
  private static final Map<String, String> SERVICES = Map.of(
      "calendars",
      "Calendar",
      "events",
      "Calendar",
      "capture",
      "Capture",
      "contacts",
      "Contacts",
      "location",
      "Location",
      "maps",
      "Maps",
      "messages",
      "Messages",
      "reminders",
      "Reminders",
      "weather",
      "Weather");

  private ImcpErrors() {}

  /** {@return a translator for {@code ClientBuilder.toolErrorTranslator}} */
  public static ToolErrorTranslator translator() {
    return ImcpErrors::translate;
  }

  /**
   * Names the cause of one of iMCP's errors.
   *
   * @param error the error as the runtime made it
   * @return an {@link ImcpToolException} when the text is one iMCP writes for a known cause, else {@code error}
   */
  public static ToolErrorException translate(ToolErrorException error) {
    String text = error.text().strip();
    if (text.startsWith(DISABLED)) {
      return new ImcpDisabledException(error);
    }
    if (text.startsWith(NOT_ENABLED)) {
      return new ServiceNotEnabledException(error, service(error.tool()));
    }
    Matcher matcher = NOT_AUTHORIZED.matcher(text);
    if (matcher.find()) {
      return permission(error, matcher.group(1));
    }
    if (text.contains("CNErrorDomain Code=100")) {
      return new PermissionMissingException(
          error, "Contacts", "Allow iMCP in " + PRIVACY + "Contacts.");
    }
    if (text.contains("userDeclinedAccess")) {
      return new PermissionMissingException(
          error,
          "Messages",
          "Call again and, when iMCP asks, select the Messages database (~/Library/Messages/chat.db) to allow it.");
    }
    return error;
  }

  private static PermissionMissingException permission(ToolErrorException error, String subject) {
    return switch (subject) {
      case "Calendar" ->
        new PermissionMissingException(
            error, "Calendars", "Give iMCP Full Access in " + PRIVACY + "Calendars.");
      case "Reminders" ->
        new PermissionMissingException(
            error, "Reminders", "Give iMCP Full Access in " + PRIVACY + "Reminders.");
      case "Location" ->
        new PermissionMissingException(
            error, "Location Services", "Set iMCP to Always in " + PRIVACY + "Location Services.");
      default ->
        new PermissionMissingException(error, subject, "Allow iMCP in " + PRIVACY + subject + ".");
    };
  }

  /** The menu's name for a tool's service: the part before the first {@code _}. */
  private static String service(String tool) {
    int end = tool.indexOf('_');
    String prefix = (end > 0 ? tool.substring(0, end) : tool).toLowerCase(Locale.ROOT);
    return SERVICES.getOrDefault(prefix, prefix);
  }
}
