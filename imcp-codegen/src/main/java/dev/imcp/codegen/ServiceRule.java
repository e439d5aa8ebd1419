package dev.imcp.codegen;

import java.util.Objects;

/**
 * Puts the tools whose names match a glob ({@code *} for any run of characters, {@code ?} for one) into a service.
 * Rules are tried in order; the first match wins. Tools no rule matches are grouped by the default rule: their name's
 * first word when two tools or more start with it and it is not a verb, otherwise the service {@code tools}.
 *
 * <pre>{@code ServiceRule.parse("events_*=calendar")}</pre>
 *
 * @param pattern the glob tool names are matched against
 * @param service the service's name, such as {@code calendar}; it names the generated {@code CalendarService}
 */
public record ServiceRule(String pattern, String service) {
  /**
   * Checks that the rule names a service.
   *
   * @param pattern the glob tool names are matched against
   * @param service the service's name, such as {@code calendar}; it names the generated {@code CalendarService}
   * @throws IllegalArgumentException for a blank service
   */
  public ServiceRule {
    Objects.requireNonNull(pattern, "pattern");
    if (service.isBlank()) {
      throw new IllegalArgumentException(
          "A service rule names a service: '" + pattern + "=" + service + "'");
    }
  }

  /**
   * Parses {@code glob=service}, as written in a POM or on the command line.
   *
   * @param rule the text; blanks around the parts are ignored
   * @return the rule
   * @throws IllegalArgumentException when the text is not written so, saying how it is written
   */
  public static ServiceRule parse(String rule) {
    int equals = rule.lastIndexOf('=');
    if (equals <= 0 || equals == rule.length() - 1) {
      throw new IllegalArgumentException(
          "A service rule is written glob=service, such as 'events_*=calendar', not '" + rule
              + "'");
    }
    return new ServiceRule(
        rule.substring(0, equals).strip(), rule.substring(equals + 1).strip());
  }

  /**
   * {@return whether the rule puts {@code tool} into its service}
   *
   * @param tool the tool's name
   */
  public boolean matches(String tool) {
    return Globs.matches(pattern, tool);
  }

  @Override
  public String toString() {
    return pattern + "=" + service;
  }
}
