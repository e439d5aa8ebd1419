package dev.imcp.runtime;

import java.util.List;

/** The MCP protocol versions this client speaks, newest first; it offers the first. */
public final class ProtocolVersions {
  public static final List<String> SUPPORTED = List.of("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05");

  private ProtocolVersions() {}

  public static String newest() {
    return SUPPORTED.get(0);
  }
}
