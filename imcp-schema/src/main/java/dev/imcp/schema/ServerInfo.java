package dev.imcp.schema;

import java.util.Objects;

/**
 * The {@code serverInfo} a server announced in its {@code initialize} result.
 *
 * @param name the server's name, such as {@code iMCP}
 * @param version the server's version, as it wrote it
 */
public record ServerInfo(String name, String version) {
  /**
   * Checks that no component is null.
   *
   * @param name the server's name, such as {@code iMCP}
   * @param version the server's version, as it wrote it
   */
  public ServerInfo {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(version, "version");
  }
}
