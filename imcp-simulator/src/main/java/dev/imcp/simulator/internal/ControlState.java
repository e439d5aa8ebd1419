package dev.imcp.simulator.internal;

import dev.imcp.simulator.ImcpService;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the iMCP menu would show: the global switch, the services switched on, and the macOS permissions denied. The
 * control file holds it as properties; {@code generation} counts changes so that the test side can wait for one.
 */
public record ControlState(
    long generation, boolean imcpOn, Set<ImcpService> enabled, Set<ImcpService> denied) {
  public ControlState {
    enabled = Set.copyOf(enabled);
    denied = Set.copyOf(denied);
  }

  public static ControlState initial() {
    return new ControlState(0, true, EnumSet.allOf(ImcpService.class), Set.of());
  }

  public static ControlState parse(Properties properties) {
    return new ControlState(
        Long.parseLong(properties.getProperty("generation", "0")),
        !"off".equals(properties.getProperty("imcp", "on")),
        services(properties.getProperty("enabled")),
        services(properties.getProperty("denied", "")));
  }

  public Properties toProperties() {
    Properties properties = new Properties();
    properties.setProperty("generation", Long.toString(generation));
    properties.setProperty("imcp", imcpOn ? "on" : "off");
    properties.setProperty("enabled", ids(enabled));
    properties.setProperty("denied", ids(denied));
    return properties;
  }

  public ControlState next(boolean imcpOn, Set<ImcpService> enabled, Set<ImcpService> denied) {
    return new ControlState(generation + 1, imcpOn, enabled, denied);
  }

  private static Set<ImcpService> services(String ids) {
    if (ids == null) {
      return EnumSet.allOf(ImcpService.class);
    }
    EnumSet<ImcpService> services = EnumSet.noneOf(ImcpService.class);
    Arrays.stream(ids.split(","))
        .filter(id -> !id.isBlank())
        .forEach(id -> services.add(ImcpService.valueOf(id.strip().toUpperCase(Locale.ROOT))));
    return services;
  }

  private static String ids(Set<ImcpService> services) {
    return services.stream().sorted().map(ImcpService::id).collect(Collectors.joining(","));
  }
}
