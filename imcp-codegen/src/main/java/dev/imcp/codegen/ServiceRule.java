package dev.imcp.codegen;

import java.util.Objects;

/**
 * Puts the tools whose names match a glob ({@code *} for any run of characters, {@code ?} for one) into a service.
 * Rules are tried in order; the first match wins. Tools no rule matches are grouped by the default rule: their name's
 * first word when two tools or more start with it and it is not a verb, otherwise the service {@code tools}.
 *
 * <pre>{@code ServiceRule.parse("events_*=calendar")}</pre>
 */
public record ServiceRule(String pattern, String service) {
  public ServiceRule {
    Objects.requireNonNull(pattern, "pattern");
    if (service.isBlank()) {
      throw new IllegalArgumentException("A service rule names a service: '" + pattern + "=" + service + "'");
    }
  }

  /** {@code glob=service}, as written in a POM or on the command line. */
  public static ServiceRule parse(String rule) {
    int equals = rule.lastIndexOf('=');
    if (equals <= 0 || equals == rule.length() - 1) {
      throw new IllegalArgumentException("A service rule is written glob=service, such as 'events_*=calendar', not '" + rule + "'");
    }
    return new ServiceRule(rule.substring(0, equals).strip(), rule.substring(equals + 1).strip());
  }

  public boolean matches(String tool) {
    return Globs.matches(pattern, tool);
  }

  @Override
  public String toString() {
    return pattern + "=" + service;
  }
}
