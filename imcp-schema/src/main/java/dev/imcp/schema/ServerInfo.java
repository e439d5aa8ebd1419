package dev.imcp.schema;

import java.util.Objects;

/** The {@code serverInfo} a server announced in its {@code initialize} result. */
public record ServerInfo(String name, String version) {
  public ServerInfo {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(version, "version");
  }
}
